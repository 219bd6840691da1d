import { describe, expect, it } from 'vitest';
import { subscriptionStatusSchema } from '../payments';
import { ENTITLING_STATUSES, isEntitling, isPremium } from './entitlement';

describe('entitlement', () => {
  it('entitles active and trialing subscriptions only', () => {
    const entitling = subscriptionStatusSchema.options.filter((status) => isEntitling(status));
    expect(entitling).toEqual(['trialing', 'active']);
    expect([...ENTITLING_STATUSES].sort()).toEqual(['active', 'trialing']);
    expect(isEntitling(null)).toBe(false);
    expect(isEntitling('ACTIVE')).toBe(false);
  });

  it('makes an account premium when any of its subscriptions entitles', () => {
    expect(isPremium([{ status: 'canceled' }, { status: 'active' }])).toBe(true);
    expect(isPremium([{ status: 'trialing' }])).toBe(true);
    expect(isPremium([{ status: 'past_due' }, { status: 'incomplete' }, { status: null }])).toBe(false);
    expect(isPremium([])).toBe(false);
    expect(isPremium(undefined)).toBe(false);
  });
});
