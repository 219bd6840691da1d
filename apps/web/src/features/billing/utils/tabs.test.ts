import { describe, expect, it } from 'vitest';
import { nextTabIndex, tabFromParam } from './tabs';

describe('dashboard tabs', () => {
  it('reads the tab from ?tab=, defaulting to orders', () => {
    expect(tabFromParam(null)).toBe('orders');
    expect(tabFromParam('subscriptions')).toBe('subscriptions');
    expect(tabFromParam('Address')).toBe('address');
    expect(tabFromParam('payment-methods')).toBe('payment-methods');
    expect(tabFromParam('nonsense')).toBe('orders');
  });

  it('moves with arrow keys (wrapping), Home and End', () => {
    expect(nextTabIndex(0, 'ArrowRight', 4)).toBe(1);
    expect(nextTabIndex(3, 'ArrowRight', 4)).toBe(0);
    expect(nextTabIndex(0, 'ArrowLeft', 4)).toBe(3);
    expect(nextTabIndex(2, 'Home', 4)).toBe(0);
    expect(nextTabIndex(1, 'End', 4)).toBe(3);
    expect(nextTabIndex(1, 'Enter', 4)).toBeNull();
  });
});
