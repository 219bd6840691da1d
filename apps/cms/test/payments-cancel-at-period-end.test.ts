import { formatDate, PAYMENT_TEXT } from '@steady/contracts';
import { describe, expect, it } from 'vitest';
import { call, registerUser, waitFor, type TestUser } from './api';
import { account, mailsTo, purchase } from './payments-helpers';

/**
 * Issue 12.2: cancelling keeps what was paid for. The subscription stays active (and premium) until the end of
 * the paid period, as Stripe's `cancel_at_period_end` does, then ends without a new charge. Sandbox gateway here;
 * the Stripe path runs in payments-stripe.test.ts's gateway contract.
 */

const premiumSlug = async () => (await call('GET', '/api/skills?filters[premium][$eq]=true&pagination[pageSize]=1')).body.data[0].slug as string;
const detail = async (user: TestUser, id: string) => (await call('GET', `/api/subscriptions/${id}`, { token: user.jwt })).body.data;
const cancel = (user: TestUser, subscriptionId: string) => call('POST', '/api/stripe/cancel-subscription', { token: user.jwt, body: { subscriptionId } });
const resume = (user: TestUser, subscriptionId: string) => call('POST', '/api/stripe/resume-subscription', { token: user.jwt, body: { subscriptionId } });
const advance = (user: TestUser, days: number) => call('POST', '/api/stripe/sandbox/advance-clock', { token: user.jwt, body: { days } });
/** The last paid day as the web app writes it ('24 Dec 2026'), in UTC as emails write dates. */
const longDate = (iso: string) => formatDate(iso, { timeZone: 'UTC' });

describe('cancel at the end of the paid period (sandbox)', () => {
  it('keeps premium and the active status until the period ends, then ends it with no new charge and locks premium content', async () => {
    const user = await registerUser();
    const slug = await premiumSlug();
    const { created, status } = await purchase(user);
    const paidUntil = status.subscription.nextPaymentDate as string;

    const cancelled = await cancel(user, created.documentId);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, nextPaymentDate: paidUntil });
    expect(await detail(user, created.documentId)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, nextPaymentDate: paidUntil });
    expect((await account(user)).isPremium).toBe(true);
    expect((await call('GET', `/api/account/skills/${slug}`, { token: user.jwt })).status).toBe(200);

    // One email, now, saying until when premium stays.
    const mails = await waitFor(() => {
      const m = mailsTo(user.email);
      return m.length === 2 ? m : undefined;
    });
    expect(mails[1].subject).toBe('Your Steady Premium subscription is cancelled');
    expect(mails[1].text).toContain(`Premium stays yours until ${longDate(paidUntil)}`);

    // Cancelling again changes nothing and sends nothing.
    const again = await cancel(user, created.subscriptionId);
    expect(again.body.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });

    // The period ends: the renewal job ends the subscription instead of charging.
    const moved = await advance(user, 31);
    expect(moved.status, moved.text).toBe(200);
    const ended = await detail(user, created.documentId);
    expect(ended).toMatchObject({ status: 'canceled', nextPaymentDate: null });
    expect(ended.charges).toHaveLength(1);
    expect((await call('GET', '/api/orders', { token: user.jwt })).body.data).toHaveLength(1);
    expect((await account(user)).isPremium).toBe(false);
    const locked = await call('GET', `/api/account/skills/${slug}`, { token: user.jwt });
    expect(locked.status).toBe(403);
    expect(locked.body.error.message).toBe(PAYMENT_TEXT.premiumSkill);
    await new Promise((r) => setTimeout(r, 200));
    expect(mailsTo(user.email)).toHaveLength(2);

    // Ended: it cannot be kept any more, and it does not renew later.
    expect((await resume(user, created.documentId)).status).toBe(400);
    await advance(user, 31);
    expect((await detail(user, created.documentId)).charges).toHaveLength(1);
  });

  it("'Keep subscription' before the period ends takes the cancellation back: it renews as before", async () => {
    const user = await registerUser();
    const { created } = await purchase(user);
    await cancel(user, created.documentId);
    const kept = await resume(user, created.documentId);
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });

    await advance(user, 31);
    const renewed = await detail(user, created.documentId);
    expect(renewed).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(renewed.charges).toHaveLength(2);
    expect((await account(user)).isPremium).toBe(true);
  });

  it('a checkout never paid cannot be cancelled or kept', async () => {
    const user = await registerUser();
    const created = await call('POST', '/api/stripe/create-subscription', {
      token: user.jwt,
      body: {
        customerName: 'A Tester',
        customerEmail: user.email,
        customerAddress: { line1: '1 Calm Street', city: 'Springfield', state: 'OR', postal_code: '97477', country: 'US' },
      },
    });
    expect((await cancel(user, created.body.documentId)).body.error.message).toBe('Only an active subscription can be cancelled.');
    expect((await resume(user, created.body.documentId)).status).toBe(400);
  });
});
