import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { appInformationResponseSchema, contentQueries } from '@steady/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from './api-client';

export const DEFAULT_PRODUCT_NAME = 'Steady';

/** `label`: the app's own words for an item of the default menu, in the person's language; a CMS item has only its `name`. */
export type MenuItem = { id: string; name: string; link: string; label?: MessageDescriptor };
export type AppLogo = { url: string; width: number | undefined; height: number | undefined; alt: string };

export type AppInformation = {
  productName: string;
  supportEmail: string | undefined;
  logo: AppLogo | undefined;
  menu: MenuItem[];
};

/** Used until the CMS answers, or when it has no menu: the app must always offer a way out. */
export const DEFAULT_MENU: MenuItem[] = [
  { id: 'home', name: 'Home', label: msg({ message: 'Home', comment: 'menu item' }), link: paths.home.getHref() },
  { id: 'quick-cope', name: 'Quick Cope', label: msg({ message: 'Quick Cope', comment: 'menu item' }), link: paths.quickCope.getHref() },
  {
    id: 'activities',
    name: 'Practice',
    label: msg({ message: 'Practice', comment: 'menu item: the list of skills to practise' }),
    link: paths.activities.getHref(),
  },
  { id: 'liked', name: 'My favourites', label: msg({ message: 'My favourites', comment: 'menu item' }), link: paths.liked.getHref() },
  { id: 'settings', name: 'Settings', label: msg({ message: 'Settings', comment: 'menu item' }), link: paths.settings.getHref() },
  { id: 'logout', name: 'Logout', label: msg({ message: 'Logout', comment: 'menu item' }), link: paths.login.getHref() },
];

/** What a menu item reads: the CMS's name as written, or the app's own words for a default item. */
export const menuItemName = (item: MenuItem, i18n: I18n): string => (item.label ? i18n._(item.label) : item.name);

export const DEFAULT_APP_INFORMATION: AppInformation = {
  productName: DEFAULT_PRODUCT_NAME,
  supportEmail: undefined,
  logo: undefined,
  menu: DEFAULT_MENU,
};

/** GET /api/app-information: product name, logo and menu from the CMS (the route's view). */
export async function getAppInformation({ signal }: { signal?: AbortSignal } = {}): Promise<AppInformation> {
  const { data } = await api.get('/app-information', {
    params: contentQueries.appInformation(),
    schema: appInformationResponseSchema,
    signal,
    auth: false,
  });
  const menu = (data?.menu ?? [])
    .filter((item) => item.item_name.trim() && item.menu_link.trim())
    .map((item) => ({ id: String(item.id), name: item.item_name.trim(), link: item.menu_link.trim() }));
  const logo = data?.app_logo;
  return {
    productName: data?.product_name?.trim() || DEFAULT_PRODUCT_NAME,
    supportEmail: data?.support_email?.trim() || undefined,
    logo: logo
      ? {
          url: logo.url,
          width: logo.width ?? undefined,
          height: logo.height ?? undefined,
          alt: logo.alternativeText?.trim() ?? '',
        }
      : undefined,
    menu: menu.length > 0 ? menu : DEFAULT_MENU,
  };
}

export const getAppInformationQueryOptions = () =>
  queryOptions({
    queryKey: ['app-information'],
    queryFn: ({ signal }) => getAppInformation({ signal }),
    staleTime: 10 * 60_000,
  });

/** App information with defaults while loading or when the CMS cannot be reached. */
export function useAppInformation(): AppInformation {
  const { data } = useQuery(getAppInformationQueryOptions());
  return data ?? DEFAULT_APP_INFORMATION;
}
