import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOn, mailDropMessagesIn, uniqueName, waitFor, type MailDropMessage } from './api';
import { startStrapiInProcess, type InProcessStrapi } from './strapi-in-process';

/*
 * Reminders (decision 027) over real HTTP on a CMS of this file's own, whose job the test runs itself: two
 * rounds at once send one email; Web Push reaches a local push service that decrypts the payload with the
 * "browser's" keys (RFC 8291) and checks the VAPID signature; a gone subscription (410) is removed.
 */

type Received = { headers: http.IncomingHttpHeaders; body: Buffer };

let cms: InProcessStrapi;
let sendDueReminders: (strapi: unknown, now?: Date) => Promise<{ sent: number; skipped: number }>;
let pushService: http.Server;
let pushStatus = 201;
const received: Received[] = [];

const api = (method: string, route: string, options: { body?: unknown; token?: string } = {}) => callOn(cms.url, method, route, options);
const register = async () => {
  const username = uniqueName('remind');
  const password = 'Correct-Horse-9';
  const res = await api('POST', '/api/auth/local/register', { body: { username, email: `${username}@example.test`, password } });
  expect(res.status).toBe(200);
  return { id: res.body.user.id as number, email: `${username}@example.test`, password, jwt: res.body.jwt as string };
};
const mails = (): MailDropMessage[] => mailDropMessagesIn(process.env.EMAIL_OUTBOX_DIR!);
const rowOf = (documentId: string) => cms.strapi.db.query('api::reminder.reminder').findOne({ where: { documentId } });
const pushCount = (userId: number) => cms.strapi.db.query('api::reminder.push-subscription').count({ where: { owner: { id: userId } } });

const reminderBody = {
  kind: 'check-in',
  time: '09:00',
  days: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'],
  timeZone: 'Europe/London',
  email: true,
  push: true,
  quietHours: { start: '22:00', end: '07:00' },
  nameSteady: false,
  enabled: true,
};

/** The browser's side of a push subscription: its P-256 key pair and auth secret. */
const browser = createECDH('prime256v1');
browser.generateKeys();
const authSecret = randomBytes(16).toString('base64url');

/** Checks `Authorization: vapid t=<ES256 JWT>, k=<public key>` as a push service does; returns the JWT's claims. */
const checkVapid = (header: string | undefined, endpointOrigin: string, publicKey: string) => {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  expect(match, `Authorization: ${header}`).not.toBeNull();
  const [, jwt, k] = match!;
  expect(k).toBe(publicKey);
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const [head, claims, signature] = jwt.split('.');
  expect(JSON.parse(Buffer.from(head, 'base64url').toString())).toMatchObject({ alg: 'ES256', typ: 'JWT' });
  expect(verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))).toBe(true);
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString());
  expect(payload.aud).toBe(endpointOrigin);
  expect(payload.exp * 1000).toBeGreaterThan(Date.now());
  expect(payload.sub).toMatch(/^mailto:/);
  return payload;
};

beforeAll(async () => {
  pushService = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(pushStatus).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  // REMINDER_POLL_SECONDS is long: the test runs the job itself, at times it chooses.
  cms = await startStrapiInProcess({ WEB_PUSH_ALLOW_HTTP: 'true', REMINDER_POLL_SECONDS: '59' });
  ({ sendDueReminders } = cms.compiled('modules/reminders/index.js'));
});

afterAll(async () => {
  await cms?.stop();
  await new Promise((resolve) => pushService?.close(resolve));
});

describe('reminders', () => {
  it('refuses bad input with a clear 400 and changes nothing', async () => {
    const a = await register();
    const bad = [
      { ...reminderBody, time: '25:00' },
      { ...reminderBody, timeZone: 'Mars/Olympus_Mons' },
      { ...reminderBody, days: [] },
      { ...reminderBody, kind: 'selfie' },
      { ...reminderBody, extra: 1 },
    ];
    for (const body of bad) {
      const res = await api('POST', '/api/account/reminders', { token: a.jwt, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.details.code).toBe('invalid_input');
    }
    expect((await api('POST', '/api/account/reminders', { token: a.jwt, body: { ...reminderBody, timeZone: 'Nowhere/Town' } })).body.error.message).toMatch(
      /Unknown time zone/,
    );
    expect((await api('GET', '/api/account/reminders', { token: a.jwt })).body).toEqual({ reminders: [] });
    expect((await api('GET', '/api/account/reminders')).status).toBe(403);
  });

  it("keeps a person's reminders their own: another's id is a 404", async () => {
    const [a, b] = [await register(), await register()];
    const made = await api('POST', '/api/account/reminders', { token: a.jwt, body: reminderBody });
    expect(made.status).toBe(201);
    const id = made.body.id;
    for (const [method, route, body] of [
      ['PUT', `/api/account/reminders/${id}`, reminderBody],
      ['DELETE', `/api/account/reminders/${id}`, undefined],
      ['POST', `/api/account/reminders/${id}/snooze`, { days: 1 }],
      ['GET', `/api/account/reminders/${id}/calendar.ics`, undefined],
    ] as const) {
      expect((await api(method, route, { token: b.jwt, body })).status, `${method} ${route}`).toBe(404);
    }
    expect((await api('GET', '/api/account/reminders', { token: b.jwt })).body.reminders).toEqual([]);
    expect((await api('GET', '/api/account/reminders', { token: a.jwt })).body.reminders).toHaveLength(1);
  });

  it('gives the reminder as a calendar file', async () => {
    const a = await register();
    const { body } = await api('POST', '/api/account/reminders', { token: a.jwt, body: { ...reminderBody, days: ['MO', 'WE'] } });
    const res = await fetch(`${cms.url}/api/account/reminders/${body.id}/calendar.ics`, { headers: { authorization: `Bearer ${a.jwt}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.ics"/);
    const ics = await res.text();
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,WE\r\n');
    expect(ics).toMatch(/DTSTART;TZID=Europe\/London:\d{8}T090000\r\n/);
    expect(ics).toContain('BEGIN:VALARM\r\nACTION:DISPLAY\r\n');
    expect(ics).not.toMatch(/Steady/);
  });

  it('sends one email and one push when two rounds run at once, then stops by the email link', async () => {
    const a = await register();
    const endpoint = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}/push/${uniqueName('sub')}`;
    const sub = await api('POST', '/api/account/push-subscriptions', {
      token: a.jwt,
      body: { endpoint, expirationTime: null, keys: { p256dh: browser.getPublicKey().toString('base64url'), auth: authSecret } },
    });
    expect(sub.status).toBe(204);
    const settingsRes = await api('GET', '/api/account/push-subscriptions', { token: a.jwt });
    expect(settingsRes.body.subscriptions).toBe(1);
    const publicKey = settingsRes.body.publicKey as string;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);

    const made = await api('POST', '/api/account/reminders', { token: a.jwt, body: reminderBody });
    const due = new Date(made.body.nextDueAt);
    // Only this reminder is due in these rounds (the earlier tests' ones are due at the same 09:00).
    await cms.strapi.db.query('api::reminder.reminder').updateMany({ where: { documentId: { $ne: made.body.id } }, data: { enabled: false } });
    const before = mails().length;
    received.length = 0;

    const rounds = await Promise.all([
      sendDueReminders(cms.strapi, new Date(due.getTime() + 1000)),
      sendDueReminders(cms.strapi, new Date(due.getTime() + 1000)),
    ]);
    expect(rounds[0].sent + rounds[1].sent).toBe(1);
    const mine = await waitFor(() => {
      const found = mails()
        .slice(before)
        .filter((m) => m.to === a.email);
      return found.length ? found : undefined;
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(
      mails()
        .slice(before)
        .filter((m) => m.to === a.email),
    ).toHaveLength(1);
    expect(mine[0].subject).toBe('A moment for you');
    // The words, that is: the test server's own address (steady.test) is in the links.
    expect(`${mine[0].subject} ${mine[0].text}`.replace(/https?:\/\/\S+/g, '')).not.toMatch(/steady|self-harm|crisis/i);
    expect(mine[0].text).toContain('http://steady.test/check-in?from=reminder');

    // The next due time is the next day's 09:00 in London, claimed once.
    const row = await rowOf(made.body.id);
    expect(new Date(row.nextDueAt).getTime() - due.getTime()).toBe(24 * 3600_000);

    expect(received).toHaveLength(1);
    const [push] = received;
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    checkVapid(push.headers.authorization, new URL(endpoint).origin, publicKey);
    const payload = JSON.parse(decrypt(push.body, { version: 'aes128gcm', privateKey: browser, authSecret }).toString('utf8'));
    expect(payload).toMatchObject({ title: 'A moment for you', url: '/check-in?from=reminder&for=check-in' });
    expect(JSON.stringify(payload)).not.toMatch(/steady/i);

    // One tap on the email's stop link, not signed in, turns this reminder off; a changed token does nothing.
    const stopLink = /http:\/\/steady\.test(\/api\/reminders\/stop\?token=\S+)/.exec(mine[0].text)![1];
    const forged = await fetch(`${cms.url}${stopLink.slice(0, -3)}abc`);
    expect(forged.status).toBe(404);
    expect((await rowOf(made.body.id)).enabled).toBe(true);
    const stopped = await fetch(`${cms.url}${stopLink}`);
    expect(stopped.status).toBe(200);
    expect(await stopped.text()).toContain('This reminder is off now.');
    expect((await rowOf(made.body.id)).enabled).toBe(false);
    const listed = await api('GET', '/api/account/reminders', { token: a.jwt });
    expect(listed.body.reminders[0]).toMatchObject({ enabled: false, nextDueAt: null });
  });

  it('removes a subscription the push service says is gone (410), names Steady only when asked, snoozes', async () => {
    const a = await register();
    const endpoint = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}/push/${uniqueName('gone')}`;
    await api('POST', '/api/account/push-subscriptions', {
      token: a.jwt,
      body: { endpoint, keys: { p256dh: browser.getPublicKey().toString('base64url'), auth: authSecret } },
    });
    expect(await pushCount(a.id)).toBe(1);
    const made = await api('POST', '/api/account/reminders', { token: a.jwt, body: { ...reminderBody, nameSteady: true, kind: 'diary' } });
    pushStatus = 410;
    received.length = 0;
    const before = mails().length;
    try {
      await sendDueReminders(cms.strapi, new Date(new Date(made.body.nextDueAt).getTime() + 1000));
    } finally {
      pushStatus = 201;
    }
    expect(received).toHaveLength(1);
    expect(await pushCount(a.id)).toBe(0);
    const mail = await waitFor(() =>
      mails()
        .slice(before)
        .find((m) => m.to === a.email),
    );
    expect(mail.subject).toBe('Steady: your diary card');

    const snoozed = await api('POST', `/api/account/reminders/${made.body.id}/snooze`, { token: a.jwt, body: { days: 7 } });
    expect(snoozed.status).toBe(200);
    expect(new Date(snoozed.body.nextDueAt).getTime()).toBeGreaterThan(Date.now() + 7 * 86_400_000 - 60_000);
    expect((await api('POST', `/api/account/reminders/${made.body.id}/snooze`, { token: a.jwt, body: { days: 3 } })).status).toBe(400);

    // The export carries the reminders and how many devices have notifications, not their addresses.
    const exported = await api('GET', '/api/account/export', { token: a.jwt });
    expect(exported.body.reminders).toEqual({ reminders: [expect.objectContaining({ id: made.body.id, kind: 'diary' })], devicesWithNotifications: 0 });

    // Deleting the account removes its reminders and subscriptions.
    await api('POST', '/api/account/push-subscriptions', {
      token: a.jwt,
      body: { endpoint: `${endpoint}-2`, keys: { p256dh: browser.getPublicKey().toString('base64url'), auth: authSecret } },
    });
    expect((await api('POST', '/api/account/delete', { token: a.jwt, body: { password: a.password } })).status).toBe(200);
    expect(await cms.strapi.db.query('api::reminder.reminder').count({ where: { documentId: made.body.id } })).toBe(0);
    expect(await cms.strapi.db.query('api::reminder.push-subscription').count({ where: { endpoint: `${endpoint}-2` } })).toBe(0);
  });
});
