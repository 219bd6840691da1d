import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { TEST_CARDS, type TestCardOutcome as Outcome } from '@steady/contracts';

/**
 * A tiny offline stand-in for the Stripe API: only the endpoints the CMS's Stripe gateway calls, with
 * Stripe's object shapes (API version 2025-09-30.clover), idempotency-key replay and Stripe's error
 * envelope. It records every request so tests can check request shapes. It also plays the parts that
 * happen outside the CMS: Stripe.js in the browser (create a payment method, confirm the card payment)
 * and Stripe's side (renewals), returning the events Stripe would send to the webhook.
 */

type Obj = Record<string, any>;
export type RecordedRequest = { method: string; path: string; query: Obj; body: Obj; headers: http.IncomingHttpHeaders };

const now = () => Math.floor(Date.now() / 1000);
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const MONTH = 30 * 86400;

/** `a[b][0][c]=v` form fields (what stripe-node sends) → nested objects. */
export const parseForm = (text: string): Obj => {
  const out: Obj = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = node[part] ??= {};
    });
  }
  return out;
};
const list = (v: unknown): string[] => (v == null ? [] : Array.isArray(v) ? v : typeof v === 'object' ? Object.values(v as Obj) : [String(v)]);

/** The outcomes of Stripe's test cards (the sandbox's catalogue) that this stand-in plays. */
const PLAYED: Outcome[] = ['succeed', 'decline', 'insufficient_funds', 'authenticate'];

const cardError = (message: string, code: string, decline_code?: string) => ({
  status: 402,
  body: { error: { type: 'card_error', code, ...(decline_code ? { decline_code } : {}), message } },
});
const missing = (what: string, v: string) => ({
  status: 404,
  body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${v}'`, param: 'id' } },
});

export type StandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

export const startStripeStandIn = async (options: {
  prices: Record<string, { unit_amount: number; currency: string; interval: string }>;
  webhookSecret: string;
}) => {
  const customers = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  const paymentMethods = new Map<string, Obj & { _outcome: string }>();
  const idempotent = new Map<string, { status: number; body: Obj }>();
  const requests: RecordedRequest[] = [];
  let failures: { count: number; status: number } = { count: 0, status: 500 };

  const invoiceView = (inv: Obj, expand: string[], prefix = '') => {
    const { _secret, _pi, ...rest } = inv;
    const view: Obj = { ...rest };
    if (expand.includes(`${prefix}confirmation_secret`))
      view.confirmation_secret = inv.status === 'open' ? { client_secret: _secret, type: 'payment_intent' } : null;
    if (expand.includes(`${prefix}payments`))
      view.payments = {
        object: 'list',
        data: inv.status === 'paid' ? [{ id: id('inpay'), object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: _pi } }] : [],
      };
    return view;
  };
  const subscriptionView = (sub: Obj, expand: string[]) => {
    const view: Obj = { ...sub };
    if (expand.some((e) => e === 'latest_invoice' || e.startsWith('latest_invoice.')))
      view.latest_invoice = invoiceView(invoices.get(sub.latest_invoice)!, expand, 'latest_invoice.');
    return view;
  };
  const pmView = ({ _outcome, ...pm }: Obj) => pm;

  const newInvoice = (sub: Obj, billing_reason: string, start: number, end: number) => {
    const price = sub.items.data[0].price;
    const inv: Obj = {
      id: id('in'),
      object: 'invoice',
      customer: sub.customer,
      status: 'open',
      amount_due: price.unit_amount,
      amount_paid: 0,
      currency: price.currency,
      created: start,
      billing_reason,
      attempt_count: 0,
      period_start: start,
      period_end: start,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      lines: { object: 'list', data: [{ id: id('il'), object: 'line_item', amount: price.unit_amount, period: { start, end } }] },
      status_transitions: { paid_at: null, finalized_at: start },
      _pi: id('pi'),
    };
    inv._secret = `${inv._pi}_secret_${randomBytes(12).toString('hex')}`;
    invoices.set(inv.id, inv);
    return inv;
  };

  const route = (method: string, path: string, q: Obj, b: Obj): { status: number; body: Obj } => {
    let m: RegExpMatchArray | null;
    const expand = list(method === 'GET' ? q.expand : b.expand);
    if (method === 'POST' && path === '/v1/customers') {
      const c = {
        id: id('cus'),
        object: 'customer',
        name: b.name ?? null,
        email: b.email ?? null,
        address: b.address ?? null,
        metadata: b.metadata ?? {},
        invoice_settings: { default_payment_method: null },
      };
      customers.set(c.id, c);
      return { status: 200, body: c };
    }
    if ((m = path.match(/^\/v1\/customers\/([^/]+)$/)) && method === 'POST') {
      const c = customers.get(m[1]);
      if (!c) return missing('customer', m[1]);
      if (b.name) c.name = b.name;
      if (b.email) c.email = b.email;
      if (b.address) c.address = b.address;
      if (b.invoice_settings?.default_payment_method) c.invoice_settings.default_payment_method = b.invoice_settings.default_payment_method;
      return { status: 200, body: c };
    }
    if ((m = path.match(/^\/v1\/customers\/([^/]+)$/)) && method === 'DELETE') {
      // Stripe deletes the customer for good (its past payments stay on Stripe's side) and cancels its subscriptions.
      if (!customers.delete(m[1])) return missing('customer', m[1]);
      for (const sub of subscriptions.values()) if (sub.customer === m[1] && sub.status !== 'canceled') sub.status = 'canceled';
      return { status: 200, body: { id: m[1], object: 'customer', deleted: true } };
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      if (!customers.has(b.customer)) return missing('customer', b.customer);
      const priceId = b.items?.['0']?.price;
      const price = options.prices[priceId];
      if (!price) return missing('price', priceId);
      const t = now();
      const sub: Obj = {
        id: id('sub'),
        object: 'subscription',
        customer: b.customer,
        status: 'incomplete',
        created: t,
        start_date: t,
        canceled_at: null,
        ended_at: null,
        cancel_at_period_end: false,
        metadata: b.metadata ?? {},
        default_payment_method: null,
        items: {
          object: 'list',
          data: [
            {
              id: id('si'),
              object: 'subscription_item',
              price: { id: priceId, object: 'price', unit_amount: price.unit_amount, currency: price.currency, recurring: { interval: price.interval } },
              current_period_start: t,
              current_period_end: t + MONTH,
            },
          ],
        },
      };
      sub.latest_invoice = newInvoice(sub, 'subscription_create', t, t + MONTH).id;
      subscriptions.set(sub.id, sub);
      return { status: 200, body: subscriptionView(sub, expand) };
    }
    if ((m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const sub = subscriptions.get(m[1]);
      if (!sub) return missing('subscription', m[1]);
      if (method === 'GET') return { status: 200, body: subscriptionView(sub, expand) };
      if (method === 'DELETE') {
        if (sub.status !== 'canceled') Object.assign(sub, { status: 'canceled', canceled_at: now(), ended_at: now() });
        return { status: 200, body: subscriptionView(sub, expand) };
      }
      if (method === 'POST') {
        if (b.default_payment_method) sub.default_payment_method = b.default_payment_method;
        if (b.cancel_at_period_end !== undefined) {
          if (sub.status === 'canceled')
            return {
              status: 400,
              body: { error: { type: 'invalid_request_error', message: 'A canceled subscription can only update its cancellation_details and metadata.' } },
            };
          // Form-encoded: the flag arrives as 'true' / 'false'. Stripe sets canceled_at to the request's time.
          const cancel = String(b.cancel_at_period_end) === 'true';
          Object.assign(sub, { cancel_at_period_end: cancel, canceled_at: cancel ? now() : null });
        }
        return { status: 200, body: subscriptionView(sub, expand) };
      }
    }
    if ((m = path.match(/^\/v1\/invoices\/([^/]+)$/)) && method === 'GET') {
      const inv = invoices.get(m[1]);
      return inv ? { status: 200, body: invoiceView(inv, expand) } : missing('invoice', m[1]);
    }
    if ((m = path.match(/^\/v1\/payment_methods\/([^/]+)(\/attach|\/detach)?$/))) {
      const pm = paymentMethods.get(m[1]);
      if (!pm) return missing('payment_method', m[1]);
      if (method === 'GET' && !m[2]) return { status: 200, body: pmView(pm) };
      if (method === 'POST' && m[2] === '/attach') {
        if (!customers.has(b.customer)) return missing('customer', b.customer);
        if (pm._outcome === 'decline') return cardError('Your card was declined.', 'card_declined', 'generic_decline');
        pm.customer = b.customer;
        return { status: 200, body: pmView(pm) };
      }
      if (method === 'POST' && m[2] === '/detach') {
        if (!pm.customer)
          return {
            status: 400,
            body: {
              error: { type: 'invalid_request_error', message: `The payment method you provided is not attached to a customer so detachment is impossible.` },
            },
          };
        pm.customer = null;
        return { status: 200, body: pmView(pm) };
      }
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } } };
  };

  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (d) => (text += d));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const query = parseForm(url.searchParams.toString());
      const body = parseForm(text);
      requests.push({ method: req.method ?? 'GET', path: url.pathname, query, body, headers: req.headers });
      const send = (status: number, payload: Obj, extra: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), ...extra });
        res.end(JSON.stringify(payload));
      };
      if (req.headers.authorization !== 'Bearer sk_test_stand_in')
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      if (failures.count > 0) {
        failures.count--;
        return send(failures.status, { error: { type: 'api_error', message: 'Something went wrong on the stand-in.' } }, { 'stripe-should-retry': 'false' });
      }
      const key = req.headers['idempotency-key'] as string | undefined;
      const cacheKey = key ? `${req.method} ${url.pathname} ${key}` : null;
      if (cacheKey && idempotent.has(cacheKey)) {
        const hit = idempotent.get(cacheKey)!;
        return send(hit.status, hit.body, { 'idempotent-replayed': 'true' });
      }
      const out = route(req.method ?? 'GET', url.pathname, query, body);
      if (cacheKey && out.status < 500) idempotent.set(cacheKey, out);
      send(out.status, out.body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  const stripe = new Stripe('sk_test_stand_in');

  /** A Stripe event as Stripe would POST it, with its signed header. */
  const event = (type: string, object: Obj, created = now()) => ({
    id: id('evt'),
    object: 'event',
    api_version: '2025-09-30.clover',
    created,
    type,
    livemode: false,
    data: { object },
  });
  const sign = (payload: string, secret = options.webhookSecret) => stripe.webhooks.generateTestHeaderString({ payload, secret });

  const activate = (sub: Obj, inv: Obj, pmId: string, paidAt: number) => {
    Object.assign(inv, { status: 'paid', amount_paid: inv.amount_due, attempt_count: inv.attempt_count + 1 });
    inv.status_transitions.paid_at = paidAt;
    const line = inv.lines.data[0];
    Object.assign(sub, { status: 'active', default_payment_method: pmId });
    Object.assign(sub.items.data[0], { current_period_start: line.period.start, current_period_end: line.period.end });
  };

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    customers,
    subscriptions,
    invoices,
    close: () => new Promise<void>((r) => server.close(() => r())),
    /** The next `count` API calls answer with this status (and tell the client not to retry). */
    failNext: (count: number, status = 500) => (failures = { count, status }),
    sign,
    event,

    /** Stripe.js `createPaymentMethod`: the card number stays on Stripe's side. */
    createPaymentMethod(number: string): string {
      const digits = number.replace(/\s+/g, '');
      const card = TEST_CARDS[digits];
      if (!card || !PLAYED.includes(card.outcome)) throw new Error(`stand-in knows no test card ${number}`);
      const pm = {
        id: id('pm'),
        object: 'payment_method',
        type: 'card',
        customer: null,
        card: {
          brand: card.brand,
          last4: digits.slice(-4),
          exp_month: 12,
          exp_year: 2034,
          fingerprint: createHash('sha256').update(digits).digest('hex').slice(0, 16),
        },
        _outcome: card.outcome,
      };
      paymentMethods.set(pm.id, pm);
      return pm.id;
    },

    /**
     * Stripe.js `confirmCardPayment(clientSecret, { payment_method })`: pays the invoice behind the secret (3-D Secure
     * is taken as completed) or fails it. Returns the error the browser would see and the events Stripe would send.
     */
    confirmCardPayment(clientSecret: string, pmId: string) {
      const inv = [...invoices.values()].find((i) => i._secret === clientSecret);
      if (!inv) throw new Error('unknown client secret');
      const sub = subscriptions.get(inv.parent.subscription_details.subscription)!;
      const pm = paymentMethods.get(pmId)!;
      const t = now();
      if (pm._outcome === 'decline' || pm._outcome === 'insufficient_funds') {
        inv.attempt_count++;
        const message = pm._outcome === 'decline' ? 'Your card was declined.' : 'Your card has insufficient funds.';
        return { error: { message }, events: [event('invoice.payment_failed', invoiceView(inv, []), t)] };
      }
      pm.customer = sub.customer;
      activate(sub, inv, pmId, t);
      return { error: null, events: [event('invoice.paid', invoiceView(inv, []), t), event('customer.subscription.updated', subscriptionView(sub, []), t)] };
    },

    /**
     * Stripe's side at the end of a period: a new invoice, paid with the default card; the events it sends. A
     * subscription set to cancel at the period end ends instead, with no invoice (customer.subscription.deleted).
     */
    renew(subId: string, at = now()) {
      const sub = subscriptions.get(subId)!;
      const item = sub.items.data[0];
      if (sub.cancel_at_period_end) {
        Object.assign(sub, { status: 'canceled', ended_at: item.current_period_end });
        return [event('customer.subscription.deleted', subscriptionView(sub, []), at)];
      }
      const inv = newInvoice(sub, 'subscription_cycle', item.current_period_end, item.current_period_end + MONTH);
      sub.latest_invoice = inv.id;
      activate(sub, inv, sub.default_payment_method, at);
      return [event('invoice.paid', invoiceView(inv, []), at), event('customer.subscription.updated', subscriptionView(sub, []), at)];
    },

    subscriptionObject: (subId: string, changes: Obj = {}) => ({ ...subscriptionView(subscriptions.get(subId)!, []), ...changes }),
    invoiceObject: (invId: string) => invoiceView(invoices.get(invId)!, []),
  };
};
