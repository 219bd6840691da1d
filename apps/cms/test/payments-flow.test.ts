import { PAYMENT_TEXT } from '@steady/contracts';
import { describe, expect, it } from 'vitest';
import { call, leakedFields, registerUser, waitFor } from './api';
import { CARDS, account, confirm, createSubscription, mailsTo, purchase, tokenize } from './payments-helpers';

const DAY = 86_400_000;

describe('the sandbox purchase flow of spec §4', () => {
  it('is offline and says so: the gateway is the sandbox and the premium plan is the seeded one', async () => {
    const res = await call('GET', '/api/stripe/config');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      gateway: 'sandbox',
      publishableKey: null,
      premiumPlan: { slug: 'premium-monthly', amount: 499, interval: 'month', currency: 'usd' },
    });
    const plans = await call('GET', '/api/plans?filters[stripePlanId][$eq]=price_steady_premium_monthly');
    expect(plans.body.data.map((p: { slug: string }) => p.slug)).toEqual(['premium-monthly']);
  });

  it('4242: an active subscription, a charge, an order with the §3 summary, the order email, premium', async () => {
    const user = await registerUser({ firstName: 'Ada' });
    expect(await account(user)).toMatchObject({ isPremium: false, hasSubscription: false });

    const created = await createSubscription(user);
    expect(created.status, created.text).toBe(200);
    expect(created.body).toMatchObject({
      gateway: 'sandbox',
      status: 'incomplete',
      clientSecret: expect.stringMatching(/^pi_sandbox_\w+_secret_\w+$/),
      customerId: expect.stringMatching(/^cus_sandbox_/),
      subscriptionId: expect.stringMatching(/^sub_sandbox_/),
    });
    // Nothing is premium before the payment is confirmed, whatever the browser does.
    expect((await account(user)).isPremium).toBe(false);

    const pm = await tokenize(user, '4242 4242 4242 4242');
    expect(pm.id).toMatch(/^pm_sandbox_/);
    expect(pm.card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034, fingerprint: expect.any(String) });
    expect(JSON.stringify(pm)).not.toContain('4242424242424242');

    const confirmed = await confirm(user, created.body.clientSecret, pm.id);
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body).toEqual({ status: 'succeeded', subscriptionId: created.body.subscriptionId });

    const attached = await call('POST', '/api/stripe/attach-payment-method', { token: user.jwt, body: { paymentMethodId: pm.id, makeDefault: true } });
    expect(attached.status, attached.text).toBe(200);
    expect(attached.body.data).toMatchObject({ id: pm.id, isDefault: true, card: { last4: '4242', brand: 'visa' } });

    const status = await call('POST', '/api/stripe/subscription-status', { token: user.jwt, body: { subscriptionId: created.body.subscriptionId } });
    expect(status.status, status.text).toBe(200);
    const { subscription, order } = status.body;
    expect(subscription).toMatchObject({ documentId: created.body.documentId, status: 'active', plan: { slug: 'premium-monthly' } });
    expect(new Date(subscription.nextPaymentDate).getTime() - new Date(subscription.startDate).getTime()).toBeGreaterThanOrEqual(28 * DAY);
    expect(subscription.charges).toHaveLength(1);
    expect(subscription.charges[0]).toMatchObject({ status: 'succeeded', amount: 499, currency: 'usd', orderId: order.documentId });
    expect(order).toMatchObject({
      orderStatus: 'completed',
      amount: 499,
      chargeStatus: 'succeeded',
      subscriptionPaymentStatus: 'paid',
      transactionId: expect.stringMatching(/^pi_sandbox_/),
      subscription: { documentId: created.body.documentId, status: 'active' },
      summary: {
        customerName: `${user.username} Tester`,
        customerEmail: user.email,
        customerAddress: { line1: '1 Calm Street', city: 'Springfield', state: 'OR', postal_code: '97477', country: 'US' },
        orderSummary: { productName: 'Steady Premium', quantity: 1, price: 499 },
        paymentDetails: { method: 'card', amount: 499, transactionId: expect.stringMatching(/^pi_sandbox_/) },
      },
    });

    const me = await account(user);
    expect(me).toMatchObject({ isPremium: true, hasSubscription: true, address: '1 Calm Street', postalCode: '97477' });

    const [mail] = await waitFor(() => {
      const m = mailsTo(user.email);
      return m.length ? m : undefined;
    });
    expect(mail.subject).toBe('Your Steady order');
    for (const part of ['Steady Premium', '$4.99', 'card', order.transactionId, '1 Calm Street']) expect(mail.text).toContain(part);
    expect(mail.text).not.toContain('4242424242424242');

    // The spec's order-email call is accepted and does not send the same email twice.
    const again = await call('POST', '/api/email/order-email', { token: user.jwt, body: { orderId: order.documentId } });
    expect(again.body).toEqual({ ok: true, sent: false });
    expect(mailsTo(user.email)).toHaveLength(1);

    const list = await call('GET', '/api/subscriptions', { token: user.jwt });
    expect(list.body.data.map((s: { documentId: string }) => s.documentId)).toEqual([created.body.documentId]);
    const orders = await call('GET', '/api/orders', { token: user.jwt });
    expect(orders.body.data.map((o: { documentId: string }) => o.documentId)).toEqual([order.documentId]);
    const one = await call('GET', `/api/orders/${order.documentId}`, { token: user.jwt });
    expect(one.body.data).toEqual(order);
    const detail = await call('GET', `/api/subscriptions/${created.body.documentId}?populate=charges`, { token: user.jwt });
    expect(detail.body.data).toEqual(subscription);

    // Subscribing again while premium is refused.
    const twice = await createSubscription(user);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(PAYMENT_TEXT.alreadySubscribed);
  });

  it.each([
    ['4000 0000 0000 0002', PAYMENT_TEXT.cardDeclined, 'generic_decline'],
    ['4000 0000 0000 9995', PAYMENT_TEXT.insufficientFunds, 'insufficient_funds'],
  ])('%s: the card message, no active subscription, no order, not premium; another card then works', async (number, message, declineCode) => {
    const user = await registerUser();
    const created = await createSubscription(user);
    const pm = await tokenize(user, number);
    const refused = await confirm(user, created.body.clientSecret, pm.id);
    expect(refused.status).toBe(402);
    expect(refused.body.error).toMatchObject({ message, name: 'CardError', details: { code: 'card_declined', decline_code: declineCode } });

    expect(await account(user)).toMatchObject({ isPremium: false, hasSubscription: false });
    expect((await call('GET', '/api/subscriptions', { token: user.jwt })).body.data).toEqual([]);
    expect((await call('GET', '/api/orders', { token: user.jwt })).body.data).toEqual([]);
    const detail = await call('GET', `/api/subscriptions/${created.body.documentId}`, { token: user.jwt });
    expect(detail.body.data.status).toBe('incomplete');
    expect(detail.body.data.charges.map((c: { status: string }) => c.status)).toEqual(['failed']);
    expect(mailsTo(user.email)).toEqual([]);

    // Subscribe again (a retry): the same subscription and secret; a good card completes it.
    const retry = await createSubscription(user);
    expect(retry.body.subscriptionId).toBe(created.body.subscriptionId);
    expect(retry.body.clientSecret).toBe(created.body.clientSecret);
    const good = await tokenize(user, CARDS.success);
    expect((await confirm(user, retry.body.clientSecret, good.id)).body.status).toBe('succeeded');
    expect((await account(user)).isPremium).toBe(true);
  });

  it('3155: requires_action, then confirmed after authentication → active; refusing authentication fails', async () => {
    const user = await registerUser();
    const created = await createSubscription(user);
    const pm = await tokenize(user, CARDS.authentication);
    const first = await confirm(user, created.body.clientSecret, pm.id);
    expect(first.status, first.text).toBe(200);
    expect(first.body.status).toBe('requires_action');
    expect((await account(user)).isPremium).toBe(false);

    const refused = await confirm(user, created.body.clientSecret, pm.id, false);
    expect(refused.status).toBe(402);
    expect(refused.body.error.message).toBe(PAYMENT_TEXT.authenticationFailed);
    expect((await account(user)).isPremium).toBe(false);

    expect((await confirm(user, created.body.clientSecret, pm.id)).body.status).toBe('requires_action');
    const done = await confirm(user, created.body.clientSecret, pm.id, true);
    expect(done.body.status).toBe('succeeded');
    expect((await account(user)).isPremium).toBe(true);
    const status = await call('POST', '/api/stripe/subscription-status', { token: user.jwt, body: { subscriptionId: created.body.documentId } });
    expect(status.body.subscription.status).toBe('active');
  });

  it('advancing the clock 31 days renews: a second charge and order, nextPaymentDate moves; cancel → ends at the period end with an email', async () => {
    const user = await registerUser({ firstName: 'Renée' });
    const { created, status } = await purchase(user);
    const before = status.subscription;
    expect(before.status).toBe('active');

    const moved = await call('POST', '/api/stripe/sandbox/advance-clock', { token: user.jwt, body: { days: 31 } });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.renewals).toBeGreaterThanOrEqual(1);

    const after = (await call('GET', `/api/subscriptions/${created.documentId}`, { token: user.jwt })).body.data;
    expect(after.status).toBe('active');
    expect(new Date(after.nextPaymentDate).getTime()).toBeGreaterThan(new Date(before.nextPaymentDate).getTime() + 27 * DAY);
    expect(after.startDate).toBe(before.startDate);
    expect(after.charges).toHaveLength(2);
    expect(after.charges.every((c: { status: string; amount: number }) => c.status === 'succeeded' && c.amount === 499)).toBe(true);
    const orders = (await call('GET', '/api/orders', { token: user.jwt })).body.data;
    expect(orders).toHaveLength(2);
    expect(orders[0].description).toContain('renewal');
    await waitFor(() => (mailsTo(user.email).length === 2 ? true : undefined));

    const cancel = await call('POST', '/api/stripe/cancel-subscription', { token: user.jwt, body: { subscriptionId: created.subscriptionId } });
    expect(cancel.status, cancel.text).toBe(200);
    // Issue 12.2: the paid month is kept; it ends at the period end.
    expect(cancel.body.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, nextPaymentDate: after.nextPaymentDate });
    expect((await account(user)).isPremium).toBe(true);
    const mails = await waitFor(() => {
      const m = mailsTo(user.email);
      return m.length === 3 ? m : undefined;
    });
    expect(mails[2].subject).toBe('Your Steady Premium subscription is cancelled');
    expect(mails[2].text).toContain(`Hi ${user.username} Tester`);
    expect(mails[2].text).toContain('Premium stays yours until');

    // The spec's cancel email call: accepted, not sent twice. Cancelling again: same answer, no new email.
    expect((await call('POST', '/api/email/cancel-subscription', { token: user.jwt, body: { subscriptionId: created.documentId } })).body).toEqual({
      ok: true,
      sent: false,
    });
    const again = await call('POST', '/api/stripe/cancel-subscription', { token: user.jwt, body: { subscriptionId: created.documentId } });
    expect(again.body.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(mailsTo(user.email)).toHaveLength(3);

    // At the period end it ends instead of renewing: no third charge, premium over.
    await call('POST', '/api/stripe/sandbox/advance-clock', { token: user.jwt, body: { days: 31 } });
    expect((await call('GET', `/api/subscriptions/${created.documentId}`, { token: user.jwt })).body.data).toMatchObject({
      status: 'canceled',
      nextPaymentDate: null,
    });
    expect((await call('GET', '/api/orders', { token: user.jwt })).body.data).toHaveLength(2);
    expect((await account(user)).isPremium).toBe(false);
    expect(mailsTo(user.email)).toHaveLength(3);

    // And a new subscription can be bought after cancelling.
    const fresh = await purchase(user);
    expect(fresh.status.subscription.status).toBe('active');
    expect(fresh.created.subscriptionId).not.toBe(created.subscriptionId);
  });
});

describe('saved cards', () => {
  it('lists, de-duplicates by fingerprint, sets the default, refuses to delete the default, deletes others', async () => {
    const user = await registerUser();
    await purchase(user);
    let methods = (await call('POST', '/api/stripe/payment-methods', { token: user.jwt, body: {} })).body.data;
    expect(methods).toHaveLength(1);
    const first = methods[0];
    expect(first).toMatchObject({ isDefault: true, card: { last4: '4242', fingerprint: expect.any(String) } });

    // The same card number again: the saved one is kept, not a second copy.
    const same = await tokenize(user, CARDS.success);
    expect(same.card.fingerprint).toBe(first.card.fingerprint);
    const dup = await call('POST', '/api/stripe/add-payment-method', { token: user.jwt, body: { paymentMethodId: same.id } });
    expect(dup.status, dup.text).toBe(200);
    expect(dup.body).toMatchObject({ reused: true, data: { id: first.id } });

    const mc = await tokenize(user, '5555 5555 5555 4444');
    const added = await call('POST', '/api/stripe/add-payment-method', { token: user.jwt, body: { paymentMethodId: mc.id } });
    expect(added.body).toMatchObject({
      reused: false,
      message: PAYMENT_TEXT.methodAdded,
      data: { id: mc.id, isDefault: false, card: { brand: 'mastercard', last4: '4444' } },
    });

    const declined = await tokenize(user, CARDS.declined);
    const refused = await call('POST', '/api/stripe/add-payment-method', { token: user.jwt, body: { paymentMethodId: declined.id } });
    expect(refused.status).toBe(402);
    expect(refused.body.error.message).toBe(PAYMENT_TEXT.cardDeclined);

    const del = await call('DELETE', `/api/stripe/delete-method/${first.id}`, { token: user.jwt });
    expect(del.status).toBe(400);
    expect(del.body.error.message).toBe(PAYMENT_TEXT.defaultMethodNotDeletable);

    const def = await call('POST', '/api/stripe/default-method', { token: user.jwt, body: { paymentMethodId: mc.id } });
    expect(def.status, def.text).toBe(200);
    expect(def.body.data.map((m: { id: string; isDefault: boolean }) => [m.id, m.isDefault])).toEqual([
      [mc.id, true],
      [first.id, false],
    ]);

    const ok = await call('DELETE', `/api/stripe/delete-method/${first.id}`, { token: user.jwt });
    expect(ok.status, ok.text).toBe(200);
    methods = ok.body.data;
    expect(methods.map((m: { id: string }) => m.id)).toEqual([mc.id]);
  });

  it('tokenize refuses bad numbers, non-test cards, past expiry and a wrong CVC length, storing nothing', async () => {
    const user = await registerUser();
    const tries: [Record<string, unknown>, string][] = [
      [{ number: '4242 4242 4242 4241' }, PAYMENT_TEXT.invalidNumber],
      [{ number: '4111 1111 1111 1111' }, PAYMENT_TEXT.notATestCard],
      [{ number: CARDS.success, exp_year: 2020 }, PAYMENT_TEXT.expiredCard],
      [{ number: CARDS.success, cvc: '1234' }, PAYMENT_TEXT.incorrectCvc],
    ];
    for (const [body, message] of tries) {
      const res = await call('POST', '/api/stripe/sandbox/tokenize', {
        token: user.jwt,
        body: { number: CARDS.success, exp_month: 12, exp_year: 2034, cvc: '123', ...body },
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
  });
});

describe('premium skills', () => {
  it('the public list keeps their metadata without steps; the account route serves them to premium users only', async () => {
    const list = await call('GET', '/api/skills?filters[premium][$eq]=true&filters[featured_skill][$eq]=false&pagination[pageSize]=100');
    expect(list.body.data.length).toBeGreaterThan(0);
    for (const s of list.body.data) {
      expect(s.Title).toBeTruthy();
      expect(s.skill_step).toBeUndefined();
      expect(s.skill_templates).toBeUndefined();
    }
    const free = await call('GET', '/api/skills?filters[slug][$eq]=box-breathing');
    expect(free.body.data[0].skill_step.length).toBeGreaterThan(0);
    const premiumSlug = list.body.data[0].slug;
    const byDoc = await call('GET', `/api/skills/${list.body.data[0].documentId}?populate=*`);
    expect(byDoc.body.data.skill_step).toEqual([]);
    expect(byDoc.body.data.skill_templates).toEqual([]);

    const user = await registerUser();
    const locked = await call('GET', `/api/account/skills/${premiumSlug}`, { token: user.jwt });
    expect(locked.status).toBe(403);
    expect(locked.body.error.message).toBe(PAYMENT_TEXT.premiumSkill);
    const openFree = await call('GET', '/api/account/skills/box-breathing', { token: user.jwt });
    expect(openFree.status).toBe(200);
    expect(openFree.body.data.skill_step.length).toBeGreaterThan(0);
    expect((await call('GET', `/api/account/skills/${premiumSlug}`)).status).toBe(403);
    expect((await call('GET', '/api/account/skills/no-such-skill', { token: user.jwt })).status).toBe(404);

    await purchase(user);
    const open = await call('GET', `/api/account/skills/${premiumSlug}`, { token: user.jwt });
    expect(open.status, open.text).toBe(200);
    expect(open.body.data).toMatchObject({ slug: premiumSlug, premium: true });
    expect(open.body.data.skill_step.length).toBeGreaterThan(0);
    expect(leakedFields(open.body)).toEqual([]);
    expect(open.text).not.toContain(user.email);
  });
});

describe('the sandbox clock', () => {
  it('counts every advance made at once (issue 11.9: 10 × 1 day once moved it 7 days)', async () => {
    const user = await registerUser();
    const advance = () => call('POST', '/api/stripe/sandbox/advance-clock', { token: user.jwt, body: { days: 1 } });
    const first = await advance();
    expect(first.status, first.text).toBe(200);
    const answers = await Promise.all(Array.from({ length: 10 }, advance));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const last = await advance();
    const moved = new Date(last.body.now).getTime() - new Date(first.body.now).getTime();
    // 11 days, plus the few seconds the calls themselves took.
    expect(moved).toBeGreaterThanOrEqual(11 * DAY);
    expect(moved).toBeLessThan(11 * DAY + 60_000);
  });
});
