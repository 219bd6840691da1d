import { describe, expect, it } from 'vitest';
import { call, login, outboxMessages, registerUser, waitFor, wizardPath } from './api';
import { countDocuments, queryDatabase } from './database';
import { purchase } from './payments-helpers';

/** POST /api/account/delete: the account's owner, with its password, deletes it and what is kept for it. */
const deleteAccount = (jwt: string, body: unknown) => call('POST', '/api/account/delete', { token: jwt, body });

describe('deleting one’s own account', () => {
  it('needs the account’s password and its token; a wrong one or a bad body changes nothing', async () => {
    const user = await registerUser();
    await call('PUT', '/api/account/favourites/stop', { token: user.jwt });
    const wrong = await deleteAccount(user.jwt, { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('The password is not correct');
    for (const body of [{}, { password: '' }, { password: 12345 }, { password: user.password, userId: 1 }, '{"oops": ', [user.password], { password: 'x'.repeat(1024 * 1024) }]) {
      const res = await deleteAccount(user.jwt, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.error.message).toEqual(expect.any(String));
    }
    expect((await call('POST', '/api/account/delete', { body: { password: user.password } })).status).toBe(403);
    const account = await call('GET', '/api/account', { token: user.jwt });
    expect(account.status).toBe(200);
    expect(account.body.favourites).toEqual(['stop']);
  });

  it('deletes the account with its check-ins and analyses, signs it out, frees its email and says goodbye', async () => {
    const user = await registerUser({ firstName: 'Robin' });
    const other = await registerUser();
    await call('PUT', '/api/account/favourites/stop', { token: other.jwt });
    const checkIn = await call('POST', '/api/account/stress-check-ins', { token: user.jwt, body: { all_stresses: { panic: true } } });
    const otherCheckIn = await call('POST', '/api/account/stress-check-ins', { token: other.jwt, body: { all_stresses: { panic: true } } });
    const { trigger, emotion, thought } = await wizardPath();
    const analysis = await call('POST', '/api/account/analyses', {
      token: user.jwt,
      body: { triggers: [trigger.documentId], emotions: [emotion.documentId], immediate_thoughts: [thought.documentId] },
    });
    expect(analysis.status, analysis.text).toBeLessThan(300);
    expect(await countDocuments('forms', [checkIn.body.data.documentId])).toBe(1);

    const res = await deleteAccount(user.jwt, { password: user.password });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ deleted: true });

    expect(await countDocuments('forms', [checkIn.body.data.documentId])).toBe(0);
    expect(await countDocuments('rca_analyses', [analysis.body.data.documentId])).toBe(0);
    expect(await queryDatabase('SELECT id FROM up_users WHERE id = ?', [user.id])).toEqual([]);
    expect((await call('GET', '/api/account', { token: user.jwt })).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(400);
    const goodbye = await waitFor(() => outboxMessages().find((m) => m.to === user.email && m.subject === 'Your Steady account has been deleted'));
    expect(goodbye.text).toContain('Hi Robin');
    const again = await registerUser({ username: user.username, email: user.email });
    expect((await call('GET', '/api/account', { token: again.jwt })).body).toMatchObject({ favourites: [], completed: [], hasSubscription: false });
    // Someone else's account and check-in are untouched.
    expect((await call('GET', '/api/account', { token: other.jwt })).body.favourites).toEqual(['stop']);
    expect(await countDocuments('forms', [otherCheckIn.body.data.documentId])).toBe(1);
  });

  it('ends a Premium subscription at the provider and removes its cards, charges and orders', async () => {
    const user = await registerUser();
    const { created, status, pm } = await purchase(user);
    expect(status.subscription.status).toBe('active');
    const chargeIds = (await queryDatabase<{ id: number }>('SELECT charge_id AS id FROM charges_subscription_lnk l JOIN subscriptions s ON s.id = l.subscription_id WHERE s.document_id = ?', [created.documentId])).map((r) => r.id);
    expect(chargeIds).toHaveLength(1);

    expect((await deleteAccount(user.jwt, { password: user.password })).status).toBe(200);

    expect(await countDocuments('subscriptions', [created.documentId])).toBe(0);
    expect(await countDocuments('orders', [status.order.documentId])).toBe(0);
    expect(await queryDatabase('SELECT id FROM charges WHERE id = ?', [chargeIds[0]])).toEqual([]);
    expect(await queryDatabase('SELECT id FROM payment_methods WHERE payment_method_id = ?', [pm.id])).toEqual([]);
    // At the provider (the sandbox's own records): the subscription is cancelled, the card detached.
    const provider = await queryDatabase<{ kind: string; status: string; customer_id: string | null }>(
      'SELECT kind, status, customer_id FROM sandbox_objects WHERE object_id IN (?, ?) ORDER BY kind',
      [created.subscriptionId, pm.id],
    );
    expect(provider).toEqual([
      { kind: 'payment_method', status: 'detached', customer_id: null },
      { kind: 'subscription', status: 'canceled', customer_id: expect.any(String) },
    ]);
  });
});
