import type { GatewayEvent, GatewayInvoice, GatewaySubscription } from './model';

/**
 * Provider events as they are kept in the inbox (a JSON column) and back. Dates travel as ISO strings;
 * a payload that does not decode throws, so the event stays pending and is retried, never half-applied.
 */

export const encodeEvent = (event: GatewayEvent): Record<string, unknown> => JSON.parse(JSON.stringify(event));

const date = (v: unknown): Date => {
  const d = new Date(v as string);
  if (typeof v !== 'string' || Number.isNaN(d.getTime())) throw new TypeError(`stored event: not a date: ${String(v)}`);
  return d;
};
const dateOrNull = (v: unknown) => (v == null ? null : date(v));
const object = (v: unknown, what: string): Record<string, any> => {
  if (!v || typeof v !== 'object') throw new TypeError(`stored event: no ${what}`);
  return v as Record<string, any>;
};

const decodeInvoice = (raw: unknown): GatewayInvoice => {
  const i = object(raw, 'invoice');
  return {
    ...(i as GatewayInvoice),
    created: date(i.created),
    paidAt: dateOrNull(i.paidAt),
    periodStart: dateOrNull(i.periodStart),
    periodEnd: dateOrNull(i.periodEnd),
  };
};

const decodeSubscription = (raw: unknown): GatewaySubscription => {
  const s = object(raw, 'subscription');
  return {
    ...(s as GatewaySubscription),
    startDate: dateOrNull(s.startDate),
    currentPeriodStart: dateOrNull(s.currentPeriodStart),
    currentPeriodEnd: dateOrNull(s.currentPeriodEnd),
    canceledAt: dateOrNull(s.canceledAt),
    latestInvoice: s.latestInvoice == null ? null : decodeInvoice(s.latestInvoice),
  };
};

export const decodeEvent = (raw: unknown): GatewayEvent => {
  const e = object(raw, 'event');
  if (typeof e.id !== 'string') throw new TypeError('stored event: no id');
  const created = date(e.created);
  switch (e.type) {
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return { id: e.id, type: e.type, created, invoice: decodeInvoice(e.invoice) };
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { id: e.id, type: e.type, created, subscription: decodeSubscription(e.subscription) };
    case 'ignored':
      return { id: e.id, type: 'ignored', created, originalType: String(e.originalType ?? '') };
    default:
      throw new TypeError(`stored event: unknown type ${String(e.type)}`);
  }
};

/** The provider subscription an event is about (to apply a subscription's pending events before checking it). */
export const subscriptionRefOf = (event: GatewayEvent): string | null => {
  switch (event.type) {
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return event.invoice.subscriptionId;
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return event.subscription.id;
    default:
      return null;
  }
};
