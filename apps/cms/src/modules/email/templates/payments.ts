import { escapeHtml, formatDate, formatMoney, type OrderSummary } from '@steady/contracts';
import { inLanguage, leftToRight, startSide, wordsFor, type EmailWords } from './words';

/**
 * Texts of the payment emails; queued in the email outbox with the change they announce (notifications.ts).
 * Each is in the reader's language (`locale`: the account's; English when null). Amounts and dates are written
 * as the web app writes them in that language (the shared format rules); dates in UTC, since an email does not
 * know its reader's time zone.
 */

const emailDate = (iso: string, w: EmailWords) => formatDate(iso, { timeZone: 'UTC', locale: w.dateLocale });

export type Branding = { productName: string; supportEmail: string; publicUrl: string };

/** 'Questions? Write to help@…' with the address as a mailto link. */
const questionsHtml = (w: EmailWords, b: Branding) =>
  w.questions(leftToRight(w, `<a href="mailto:${escapeHtml(b.supportEmail)}">${escapeHtml(b.supportEmail)}</a>`));

export const orderEmail = (s: OrderSummary, orderId: string, b: Branding, locale: string | null | undefined) => {
  const w = wordsFor(locale);
  const o = w.order;
  const a = s.customerAddress;
  const address = [a.line1, a.city, a.state, a.postal_code, a.country].filter(Boolean).join(', ');
  const customer = o.customerValue(s.customerName, s.customerEmail);
  const price = formatMoney(s.orderSummary.price, s.currency, w.moneyLocale);
  const paid = formatMoney(s.paymentDetails.amount, s.currency, w.moneyLocale);
  const method = s.paymentDetails.method === 'card' ? o.card : s.paymentDetails.method;
  const link = `${b.publicUrl}/orders/${orderId}`;
  const text = [
    w.greeting(s.customerName),
    '',
    o.thanks,
    '',
    o.field(o.customer, customer),
    o.field(o.address, address),
    '',
    o.field(o.product, s.orderSummary.productName),
    o.field(o.quantity, String(s.orderSummary.quantity)),
    o.field(o.price, price),
    '',
    o.field(o.paymentMethod, method),
    o.field(o.amountPaid, paid),
    o.field(o.transactionId, s.paymentDetails.transactionId),
    '',
    o.yourOrder(link),
    w.questions(b.supportEmail),
    '',
  ].join('\n');
  const row = (k: string, v: string) => `<tr><th align="${startSide(w)}">${escapeHtml(k)}</th><td>${v}</td></tr>`;
  const html =
    `<p>${w.greeting(escapeHtml(s.customerName))}</p><p>${o.thanks}</p>` +
    `<table>${row(o.customer, escapeHtml(customer))}${row(o.address, escapeHtml(address))}${row(o.product, escapeHtml(s.orderSummary.productName))}` +
    `${row(o.quantity, escapeHtml(String(s.orderSummary.quantity)))}${row(o.price, escapeHtml(price))}${row(o.paymentMethod, escapeHtml(method))}` +
    `${row(o.amountPaid, escapeHtml(paid))}${row(o.transactionId, leftToRight(w, escapeHtml(s.paymentDetails.transactionId)))}</table>` +
    `<p><a href="${escapeHtml(link)}">${o.viewOrder}</a></p><p>${questionsHtml(w, b)}</p>`;
  return { subject: o.subject(b.productName), text, html: inLanguage(w, html) };
};

/**
 * The cancellation email. `premiumUntil` is set when it was cancelled at the end of the paid period: premium
 * stays until then, and the email says so.
 */
export const cancellationEmail = (
  p: { name: string; planName: string; canceledAt: string | null; premiumUntil?: string | null },
  b: Branding,
  locale: string | null | undefined,
) => {
  const w = wordsFor(locale);
  const c = w.cancellation;
  const when = p.canceledAt ? emailDate(p.canceledAt, w) : '';
  const until = p.premiumUntil ? emailDate(p.premiumUntil, w) : null;
  const what = until ? c.endsAt(p.planName, until) : when ? c.cancelledOn(p.planName, when) : c.cancelled(p.planName);
  const text = [w.greeting(p.name), '', what, ...(until ? [c.changedYourMind] : []), c.freeSkillsStay, '', w.questions(b.supportEmail), ''].join('\n');
  const html =
    `<p>${w.greeting(escapeHtml(p.name))}</p><p>${escapeHtml(what)}</p>` +
    (until ? `<p>${c.changedYourMind}</p>` : '') +
    `<p>${c.freeSkillsStay}</p><p>${questionsHtml(w, b)}</p>`;
  return { subject: c.subject(p.planName), text, html: inLanguage(w, html) };
};
