import { describe, expect, it } from 'vitest';
import { call, registerUser, waitFor } from './api';
import { CARDS, confirm, createSubscription, mailsTo, purchase, tokenize } from './payments-helpers';

const times = <T>(n: number, fn: () => Promise<T>) => Promise.all(Array.from({ length: n }, fn));

describe('double clicks and retries have one effect (sandbox)', () => {
  it('concurrent Subscribe requests create one subscription', async () => {
    const user = await registerUser();
    const answers = await times(6, () => createSubscription(user));
    for (const a of answers) expect(a.status, a.text).toBe(200);
    expect(new Set(answers.map((a) => a.body.subscriptionId)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.documentId)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.clientSecret)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.customerId)).size).toBe(1);
    // Once paid, the user has exactly one subscription.
    const pm = await tokenize(user, CARDS.success);
    await confirm(user, answers[0].body.clientSecret, pm.id);
    expect((await call('GET', '/api/subscriptions', { token: user.jwt })).body.data).toHaveLength(1);
  });

  it('concurrent confirmations of one payment record one charge, one order, one email', async () => {
    const user = await registerUser();
    const created = await createSubscription(user);
    const pm = await tokenize(user, CARDS.success);
    const answers = await times(5, () => confirm(user, created.body.clientSecret, pm.id));
    for (const a of answers) expect(a.body.status, a.text).toBe('succeeded');
    const detail = (await call('GET', `/api/subscriptions/${created.body.documentId}`, { token: user.jwt })).body.data;
    expect(detail.charges).toHaveLength(1);
    expect((await call('GET', '/api/orders', { token: user.jwt })).body.data).toHaveLength(1);
    await waitFor(() => (mailsTo(user.email).length ? true : undefined));
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(user.email)).toHaveLength(1);
    // The spec's order-email call, many times at once: still one email.
    const order = (await call('GET', '/api/orders', { token: user.jwt })).body.data[0];
    await times(4, () => call('POST', '/api/email/order-email', { token: user.jwt, body: { orderId: order.documentId } }));
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it('concurrent cancels cancel once (at the period end) and send one email', async () => {
    const user = await registerUser();
    const { created } = await purchase(user);
    const answers = await times(5, () =>
      call('POST', '/api/stripe/cancel-subscription', { token: user.jwt, body: { subscriptionId: created.subscriptionId } }),
    );
    for (const a of answers) {
      expect(a.status, a.text).toBe(200);
      expect(a.body.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    }
    await waitFor(() => (mailsTo(user.email).length === 2 ? true : undefined));
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(user.email).filter((m) => m.subject.includes('cancelled'))).toHaveLength(1);
  });

  it('concurrent saves of the same card keep one card', async () => {
    const user = await registerUser();
    const pm = await tokenize(user, CARDS.success);
    const answers = await times(5, () => call('POST', '/api/stripe/add-payment-method', { token: user.jwt, body: { paymentMethodId: pm.id } }));
    for (const a of answers) expect(a.status, a.text).toBe(200);
    const methods = (await call('POST', '/api/stripe/payment-methods', { token: user.jwt, body: {} })).body.data;
    expect(methods).toHaveLength(1);
    expect(methods[0]).toMatchObject({ id: pm.id, isDefault: true });
  });

  it('advancing the clock twice at once renews each period once', async () => {
    const user = await registerUser();
    const { created } = await purchase(user);
    await Promise.all([1, 2].map(() => call('POST', '/api/stripe/sandbox/advance-clock', { token: user.jwt, body: { days: 31 } })));
    const detail = (await call('GET', `/api/subscriptions/${created.documentId}`, { token: user.jwt })).body.data;
    const periods = (await call('GET', '/api/orders', { token: user.jwt })).body.data.length;
    // 62 days: two renewals, each once, whatever the interleaving.
    expect(periods).toBe(3);
    expect(detail.charges).toHaveLength(3);
  });
});
