import { describe, expect, it } from 'vitest';
import {
  formatAddressLine,
  formatAmount,
  formatCardBrand,
  formatCardExpiry,
  formatPlanPrice,
  intervalLabel,
  maskCardNumber,
  statusLabel,
  subscriptionStatusLabel,
} from './format';

describe('billing formatters', () => {
  it('formats cents as currency', () => {
    expect(formatAmount(499, 'usd', 'en-US')).toBe('$4.99');
    expect(formatAmount(0, 'usd', 'en-US')).toBe('$0.00');
    expect(formatAmount(123456, 'eur', 'en-US')).toBe('€1,234.56');
    expect(formatAmount(499, 'eur', 'de-DE')).toBe('4,99\u00a0€');
  });

  it('does not divide currencies without minor units, and survives odd input', () => {
    expect(formatAmount(500, 'jpy', 'en-US')).toBe('¥500');
    expect(formatAmount(null, 'usd')).toBe('—');
    expect(formatAmount(499, null, 'en-US')).toBe('$4.99');
    expect(formatAmount(499, 'not-a-code', 'en-US')).toBe('4.99 NOT-A-CODE');
  });

  it('masks card numbers and formats expiry as MM/YYYY', () => {
    expect(maskCardNumber('4242')).toBe('XXXX XXXX XXXX 4242');
    expect(formatCardExpiry(4, 2030)).toBe('04/2030');
    expect(formatCardExpiry(12, 30)).toBe('12/2030');
  });

  it('names card brands', () => {
    expect(formatCardBrand('visa')).toBe('Visa');
    expect(formatCardBrand('amex')).toBe('American Express');
    expect(formatCardBrand('unknown')).toBe('Card');
    expect(formatCardBrand('cartes_bancaires')).toBe('Cartes bancaires');
  });

  it("labels statuses: 'canceled' as 'Cancelled', others capitalised", () => {
    expect(statusLabel('canceled')).toBe('Cancelled');
    expect(statusLabel('active')).toBe('Active');
    expect(statusLabel('past_due')).toBe('Past due');
    expect(statusLabel('succeeded')).toBe('Succeeded');
    expect(statusLabel(null)).toBe('—');
    // Issue 12.2: cancelled at the period end is still active, until a date.
    const until = new Date(2026, 11, 24, 9, 30).toISOString();
    expect(subscriptionStatusLabel({ status: 'active', cancelAtPeriodEnd: true, nextPaymentDate: until })).toBe('Active until 24 Dec 2026');
    expect(subscriptionStatusLabel({ status: 'active', cancelAtPeriodEnd: false, nextPaymentDate: until })).toBe('Active');
    expect(subscriptionStatusLabel({ status: 'canceled', cancelAtPeriodEnd: true, nextPaymentDate: null })).toBe('Cancelled');
  });

  it('formats plan prices and intervals', () => {
    expect(formatPlanPrice({ amount: 499, currency: 'usd', interval: 'month' }, 'en-US')).toBe('$4.99 / month');
    expect(intervalLabel('month')).toBe('Monthly');
    expect(intervalLabel('year')).toBe('Yearly');
  });

  it('puts an address on one line, leaving out what is missing', () => {
    expect(formatAddressLine({ line1: '1 Calm St', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' })).toBe(
      '1 Calm St, Springfield, IL 62701, US',
    );
    expect(formatAddressLine({ line1: ' ', city: 'Leeds', state: null, postalCode: null, country: 'UK' })).toBe('Leeds, UK');
    expect(formatAddressLine({})).toBe('');
  });
});
