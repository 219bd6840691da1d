import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '@steady/contracts';
import { cancellationEmail, orderEmail } from './payments';

/** The payment emails write amounts and dates as the web app does ('$4.99', '24 Dec 2026'), and escape what people typed. */

const branding = { productName: 'Steady', supportEmail: 'help@steady.test', publicUrl: 'https://steady.test' };

const summary = (overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  customerName: 'Sam <b>Tester</b>',
  customerEmail: 'sam@example.com',
  customerAddress: { line1: '1 Calm Street', city: 'Springfield', state: 'IL', postal_code: '62701', country: 'US' },
  orderSummary: { productName: 'Steady Premium', quantity: 1, price: 499 },
  paymentDetails: { method: 'card', amount: 499, transactionId: 'pi_1' },
  currency: 'usd',
  ...overrides,
});

describe('payment emails', () => {
  it('write amounts as the web app does', () => {
    const mail = orderEmail(summary(), 'order1', branding, null);
    expect(mail.text).toContain('Price: $4.99');
    expect(mail.text).toContain('Amount paid: $4.99');
    expect(mail.html).toContain('<td>$4.99</td>');
    // A currency without minor units is not divided.
    const yen = orderEmail(
      summary({
        currency: 'jpy',
        orderSummary: { productName: 'Steady Premium', quantity: 1, price: 500 },
        paymentDetails: { method: 'card', amount: 500, transactionId: 'pi_2' },
      }),
      'order2',
      branding,
      null,
    );
    expect(yen.text).toContain('Amount paid: ¥500');
  });

  it('escape what people typed in the HTML part only', () => {
    const mail = orderEmail(summary(), 'order1', branding, null);
    expect(mail.text).toContain('Hi Sam <b>Tester</b>,');
    expect(mail.html).toContain('Hi Sam &#60;b&#62;Tester&#60;/b&#62;,');
    expect(mail.html).not.toContain('<b>');
  });

  it('write dates as the web app does, in UTC', () => {
    const now = cancellationEmail({ name: 'Sam', planName: 'Steady Premium', canceledAt: '2026-12-24T23:30:00Z' }, branding, null);
    expect(now.text).toContain('Your Steady Premium subscription has been cancelled on 24 Dec 2026.');
    const later = cancellationEmail({ name: 'Sam', planName: 'Steady Premium', canceledAt: null, premiumUntil: '2027-01-05T00:10:00Z' }, branding, null);
    expect(later.text).toContain('Premium stays yours until 5 Jan 2027,');
    const unknown = cancellationEmail({ name: 'Sam', planName: 'Steady Premium', canceledAt: null }, branding, null);
    expect(unknown.text).toContain('Your Steady Premium subscription has been cancelled. You will not be charged again.');
  });
});
