import { escapeHtml, formatDate, formatMoney, type OrderSummary } from '@steady/contracts';

/**
 * Texts of the payment emails; queued in the email outbox with the change they announce (notifications.ts).
 * Amounts and dates are written as the web app writes them (the shared format rules); dates in UTC, since an
 * email does not know its reader's time zone.
 */

const emailDate = (iso: string) => formatDate(iso, { timeZone: 'UTC' });

export type Branding = { productName: string; supportEmail: string; publicUrl: string };

export const orderEmail = (s: OrderSummary, orderId: string, b: Branding) => {
  const a = s.customerAddress;
  const address = [a.line1, a.city, a.state, a.postal_code, a.country].filter(Boolean).join(', ');
  const price = formatMoney(s.orderSummary.price, s.currency);
  const paid = formatMoney(s.paymentDetails.amount, s.currency);
  const link = `${b.publicUrl}/orders/${orderId}`;
  const text = [
    `Hi ${s.customerName},`,
    '',
    `Thank you for your order. You have made payment successfully.`,
    '',
    `Customer: ${s.customerName} <${s.customerEmail}>`,
    `Address: ${address}`,
    '',
    `Product: ${s.orderSummary.productName}`,
    `Quantity: ${s.orderSummary.quantity}`,
    `Price: ${price}`,
    '',
    `Payment method: ${s.paymentDetails.method}`,
    `Amount paid: ${paid}`,
    `Transaction id: ${s.paymentDetails.transactionId}`,
    '',
    `Your order: ${link}`,
    `Questions? Write to ${b.supportEmail}.`,
    '',
  ].join('\n');
  const row = (k: string, v: string) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`;
  const html =
    `<p>Hi ${escapeHtml(s.customerName)},</p><p>Thank you for your order. You have made payment successfully.</p>` +
    `<table>${row('Customer', `${s.customerName} <${s.customerEmail}>`)}${row('Address', address)}${row('Product', s.orderSummary.productName)}` +
    `${row('Quantity', String(s.orderSummary.quantity))}${row('Price', price)}${row('Payment method', s.paymentDetails.method)}${row('Amount paid', paid)}` +
    `${row('Transaction id', s.paymentDetails.transactionId)}</table>` +
    `<p><a href="${escapeHtml(link)}">View your order</a></p><p>Questions? Write to <a href="mailto:${escapeHtml(b.supportEmail)}">${escapeHtml(b.supportEmail)}</a>.</p>`;
  return { subject: `Your ${b.productName} order`, text, html };
};

/**
 * The cancellation email. `premiumUntil` is set when it was cancelled at the end of the paid period: premium
 * stays until then, and the email says so.
 */
export const cancellationEmail = (p: { name: string; planName: string; canceledAt: string | null; premiumUntil?: string | null }, b: Branding) => {
  const when = p.canceledAt ? emailDate(p.canceledAt) : '';
  const until = p.premiumUntil ? emailDate(p.premiumUntil) : null;
  const what = until
    ? `Your ${p.planName} subscription is cancelled and will not renew. Premium stays yours until ${until}, and you will not be charged again.`
    : `Your ${p.planName} subscription has been cancelled${when ? ` on ${when}` : ''}. You will not be charged again.`;
  const text = [
    `Hi ${p.name},`,
    '',
    what,
    ...(until ? ['Changed your mind? Choose Keep subscription on your subscription page before then.'] : []),
    'The free skills stay yours, and you are welcome back any time.',
    '',
    `Questions? Write to ${b.supportEmail}.`,
    '',
  ].join('\n');
  const html =
    `<p>Hi ${escapeHtml(p.name)},</p><p>${escapeHtml(what)}</p>` +
    (until ? '<p>Changed your mind? Choose Keep subscription on your subscription page before then.</p>' : '') +
    `<p>The free skills stay yours, and you are welcome back any time.</p><p>Questions? Write to <a href="mailto:${escapeHtml(b.supportEmail)}">${escapeHtml(b.supportEmail)}</a>.</p>`;
  return { subject: `Your ${p.planName} subscription is cancelled`, text, html };
};
