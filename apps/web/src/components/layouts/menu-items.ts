import { t } from '@lingui/core/macro';
import { paths } from '@/config/paths';
import type { MenuItem } from '@/lib/app-information';

/** Normalises a CMS link: internal links get a leading slash; absolute http(s) URLs stay as they are. */
export function menuHref(link: string): string {
  const trimmed = link.trim();
  if (/^https?:\/\//i.test(trimmed) || trimmed.startsWith('mailto:') || trimmed.startsWith('tel:')) return trimmed;
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export function isExternalHref(href: string): boolean {
  return !href.startsWith('/');
}

const pathOf = (href: string) => href.split(/[?#]/, 1)[0]?.replace(/\/+$/, '').toLowerCase() || '/';

/** Spec §2: a menu link equal to /Login logs out. */
export function isLogoutLink(link: string): boolean {
  return pathOf(menuHref(link)) === '/login';
}

const isGoPremium = (item: MenuItem) => pathOf(menuHref(item.link)) === '/go-premium';
const isMySubscriptions = (item: MenuItem) => {
  const path = pathOf(menuHref(item.link));
  return path === '/dashboard/subscription' || (path === '/dashboard' && /subscription/i.test(item.name));
};

/**
 * Spec §2: the menu shows 'My Subscriptions' to users with at least one subscription, else
 * 'Go Premium'. While that is not known yet, neither is shown.
 */
export function visibleMenuItems(items: readonly MenuItem[], hasSubscription: boolean | undefined): MenuItem[] {
  // A CMS menu with only 'Go Premium' still offers subscribers their subscriptions, in its place.
  const mySubscriptionsInMenu = items.some(isMySubscriptions);
  return items.flatMap((item) => {
    if (isGoPremium(item)) {
      if (hasSubscription === false) return [item];
      if (hasSubscription === true && !mySubscriptionsInMenu) {
        // Our words, not the CMS's: in the person's language (this runs as the header renders).
        return [{ id: item.id, name: t`My Subscriptions`, link: paths.dashboardSubscriptions.getHref() }];
      }
      return [];
    }
    if (isMySubscriptions(item)) return hasSubscription === true ? [item] : [];
    return [item];
  });
}
