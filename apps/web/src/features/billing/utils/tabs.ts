import { msg } from '@lingui/core/macro';

/** The dashboard's four tabs (spec §2), deep-linkable as `?tab=…`; the labels are translated where shown. */
export const DASHBOARD_TABS = [
  { id: 'orders', label: msg({ message: 'My Orders', comment: 'dashboard tab' }) },
  { id: 'subscriptions', label: msg({ message: 'My Subscriptions', comment: 'dashboard tab' }) },
  { id: 'address', label: msg({ message: 'Address', comment: 'dashboard tab: the billing address' }) },
  { id: 'payment-methods', label: msg({ message: 'Payment methods', comment: 'dashboard tab: saved cards' }) },
] as const;

export type DashboardTabId = (typeof DASHBOARD_TABS)[number]['id'];

const ALIASES: Record<string, DashboardTabId> = {
  orders: 'orders',
  subscriptions: 'subscriptions',
  subscription: 'subscriptions',
  address: 'address',
  'payment-methods': 'payment-methods',
  payments: 'payment-methods',
  cards: 'payment-methods',
};

/** `?tab=` → a tab (unknown or missing values open the first). */
export function tabFromParam(value: string | null): DashboardTabId {
  return (value && ALIASES[value.toLowerCase()]) || 'orders';
}

/**
 * WAI-ARIA tabs keyboard: Left/Right move (wrapping), Home/End jump. Returns the index to move to,
 * or null for keys the tab list does not handle.
 */
export function nextTabIndex(current: number, key: string, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
