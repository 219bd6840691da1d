import fs from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { call, login, mailDropMessages, registerUser, uniqueName, waitFor, wizardPath } from './api';
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
    for (const body of [
      {},
      { password: '' },
      { password: 12345 },
      { password: user.password, userId: 1 },
      '{"oops": ',
      [user.password],
      { password: 'x'.repeat(1024 * 1024) },
    ]) {
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
    const goodbye = await waitFor(() => mailDropMessages().find((m) => m.to === user.email && m.subject === 'Your Steady account has been deleted'));
    expect(goodbye.text).toContain('Hi Robin');
    const again = await registerUser({ username: user.username, email: user.email });
    expect((await call('GET', '/api/account', { token: again.jwt })).body).toMatchObject({ favourites: [], completed: [], hasSubscription: false });
    // Someone else's account and check-in are untouched.
    expect((await call('GET', '/api/account', { token: other.jwt })).body.favourites).toEqual(['stop']);
    expect(await countDocuments('forms', [otherCheckIn.body.data.documentId])).toBe(1);
  });

  it('ends a Premium subscription at the provider and removes its cards, charges, orders, customer and payment events', async () => {
    const user = await registerUser();
    const { created, status, pm } = await purchase(user);
    expect(status.subscription.status).toBe('active');
    const customerRows = () =>
      queryDatabase('SELECT kind FROM sandbox_objects WHERE object_id = ? OR customer_id = ? OR owner_user_id = ?', [
        created.customerId,
        created.customerId,
        user.id,
      ]);
    const eventRows = () => queryDatabase('SELECT event_id FROM processed_events WHERE subscription_ref = ?', [created.subscriptionId]);
    expect((await customerRows()).map((r) => r.kind).sort()).toEqual(['customer', 'invoice', 'payment_method', 'subscription']);
    expect((await eventRows()).length).toBeGreaterThan(0);
    const chargeIds = (
      await queryDatabase<{ id: number }>(
        'SELECT charge_id AS id FROM charges_subscription_lnk l JOIN subscriptions s ON s.id = l.subscription_id WHERE s.document_id = ?',
        [created.documentId],
      )
    ).map((r) => r.id);
    expect(chargeIds).toHaveLength(1);

    expect((await deleteAccount(user.jwt, { password: user.password })).status).toBe(200);

    expect(await countDocuments('subscriptions', [created.documentId])).toBe(0);
    expect(await countDocuments('orders', [status.order.documentId])).toBe(0);
    expect(await queryDatabase('SELECT id FROM charges WHERE id = ?', [chargeIds[0]])).toEqual([]);
    expect(await queryDatabase('SELECT id FROM payment_methods WHERE payment_method_id = ?', [pm.id])).toEqual([]);
    // At the provider (the sandbox's records, in our database): the customer with its name, email and billing
    // address, its subscription, invoice and card are deleted, as Stripe's customers.del deletes the customer.
    expect(await customerRows()).toEqual([]);
    // The payment events named the customer, the subscription and the user id.
    expect(await eventRows()).toEqual([]);
  });

  it('leaves no email to the address in the outbox, and on SQLite none of its bytes in the database file', async () => {
    const username = uniqueName('gone');
    const user = await registerUser({ username, email: `${username}@forgotten.test`, firstName: `Named${username}` });
    expect(
      (await call('PUT', '/api/account/safety-plan', { token: user.jwt, body: { sections: { reasonsForLiving: [{ id: 'r', text: `Reason ${username}` }] } } }))
        .status,
    ).toBe(200);
    await purchase(user);
    // A reset link asked for, with the spelling in capitals: its email (and the order's) waits or was sent.
    expect((await call('POST', '/api/email/forget-password', { body: { email: user.email.toUpperCase() } })).status).toBe(200);
    await waitFor(() => mailDropMessages().find((m) => m.to === user.email && m.subject === 'Your Steady order'));
    const naming = () => queryDatabase('SELECT id, status FROM email_outbox WHERE lower(recipient) LIKE ?', [`%${username}%`]);
    expect((await naming()).length).toBeGreaterThan(0);
    const file = inject('databaseEnv').DATABASE_FILENAME;
    const inFile = () => [file, `${file}-journal`, `${file}-wal`].filter((f) => fs.existsSync(f)).some((f) => fs.readFileSync(f).includes(username));
    if (file) expect(inFile(), 'the username is in the file before the deletion').toBe(true);

    expect((await deleteAccount(user.jwt, { password: user.password })).status).toBe(200);
    await waitFor(() => mailDropMessages().find((m) => m.to === user.email && m.subject === 'Your Steady account has been deleted'));
    // The goodbye went out; its row names no one (it was queued without the address), the others are gone.
    expect(await naming()).toEqual([]);
    // Plain in the file were the email address (account, outbox, sandbox customer, order), the username and name.
    if (file) expect(inFile(), 'the deleted account is still in the database file').toBe(false);
  });
});
