/**
 * Which subscriptions entitle their owner to premium: one rule for the CMS (the account's `isPremium`,
 * the payments module's queries) and the web app (the checkout flow's wait for a confirmed subscription).
 * Stripe's statuses; a trial entitles as a paid subscription does (DESIGN.md § Payments).
 */

/** The subscription statuses that give premium access. */
export const ENTITLING_STATUSES = ['active', 'trialing'] as const;

export type EntitlingStatus = (typeof ENTITLING_STATUSES)[number];

/** True when a subscription in this status gives premium access. */
export const isEntitling = (status: string | null | undefined): status is EntitlingStatus =>
  (ENTITLING_STATUSES as readonly (string | null | undefined)[]).includes(status);

/** True when any of these subscriptions gives premium access. */
export const isPremium = (subscriptions: readonly { status?: string | null }[] | null | undefined): boolean =>
  (subscriptions ?? []).some((s) => isEntitling(s.status));
