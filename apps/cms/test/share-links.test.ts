import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, call, registerUser, type TestUser } from './api';
import { changeDatabase, queryDatabase } from './database';

/**
 * A link for a therapist (decision 026): the owner makes, lists and revokes read-only links to their summary;
 * anyone with the link (and its passcode, when it has one) reads the chosen parts for the chosen days, as they
 * are at that moment; every opening is recorded; only hashes of the token and passcode are kept.
 */
const DAY = 86_400_000;
const day = (offset = 0) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

const create = (user: TestUser | undefined, body: unknown) => call('POST', '/api/account/share-links', { token: user?.jwt, body });
const list = (user: TestUser) => call('GET', '/api/account/share-links', { token: user.jwt });
const revoke = (user: TestUser, id: string) => call('POST', `/api/account/share-links/${id}/revoke`, { token: user.jwt });
const open = (token: string, passcode?: string) =>
  call('GET', `/api/shared/${token}`, { headers: passcode === undefined ? {} : { 'X-Share-Passcode': passcode } });
const tokenOf = (path: string) => path.replace('/shared/', '');

const linkRows = (userId: number) =>
  queryDatabase<{ id: number; token_hash: string; passcode_hash: string | null }>(
    'SELECT s.id, s.token_hash, s.passcode_hash FROM share_links s JOIN share_links_owner_lnk l ON l.share_link_id = s.id WHERE l.user_id = ?',
    [userId],
  );

let alice: TestUser;
let bob: TestUser;
let skill: string;
const week = { from: day(-6), to: day() };

beforeAll(async () => {
  alice = await registerUser();
  bob = await registerUser();
  skill = (await call('GET', '/api/skills?sort=order_id&pagination[pageSize]=1')).body.data[0].slug;
  const plan = { sections: { reasonsForLiving: [{ id: 'r1', text: 'My dog Pip' }], helpers: [{ id: 'h1', text: 'Sam', phone: '+44 7700 900123' }] } };
  expect((await call('PUT', '/api/account/safety-plan', { token: alice.jwt, body: plan })).status).toBe(200);
  for (const [date, note] of [
    [day(-1), 'Walked by the river'],
    [day(), 'Hard morning'],
  ])
    expect((await call('PUT', `/api/account/diary/${date}`, { token: alice.jwt, body: { emotions: { sadness: 3 }, note } })).status).toBe(200);
  const rating = await call('PUT', '/api/account/distress-ratings/share-test-rating-1', { token: alice.jwt, body: { skill, before: 8, after: 5 } });
  expect(rating.status, rating.text).toBe(200);
});

describe('making, listing and revoking a link', () => {
  it('makes a link whose token is given once and kept only as a hash', async () => {
    const res = await create(alice, { ...week, include: ['plan', 'diary', 'ratings'] });
    expect(res.status, res.text).toBe(201);
    const { link, token, path } = res.body;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(path).toBe(`/shared/${token}`);
    expect(link).toMatchObject({ ...week, include: ['plan', 'diary', 'ratings'], hasPasscode: false, state: 'active', revokedAt: null, openings: [] });
    const days = (Date.parse(link.expiresAt) - Date.parse(link.createdAt)) / DAY;
    expect(days).toBeCloseTo(7, 2);

    const rows = await linkRows(alice.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(token);

    const listed = await list(alice);
    expect(listed.status).toBe(200);
    expect(listed.body.links).toEqual([link]);
    expect(JSON.stringify(listed.body)).not.toContain(token);
  });

  it('opens without an account, shows the chosen parts as they are now, and records each opening', async () => {
    const { body } = await create(alice, { ...week, include: ['plan', 'diary', 'ratings'], days: 2 });
    const token = tokenOf(body.path);
    const res = await open(token);
    expect(res.status, res.text).toBe(200);
    expect(res.body.from).toBe(week.from);
    expect(res.body.plan.reasonsForLiving).toEqual([{ id: 'r1', text: 'My dog Pip' }]);
    expect(res.body.plan.helpers[0].phone).toBe('+44 7700 900123');
    expect(res.body.diary.map((e: { note: string }) => e.note)).toEqual(['Walked by the river', 'Hard morning']);
    expect(res.body.ratings.skills).toEqual([expect.objectContaining({ skill, uses: 1, averageBefore: 8, averageAfter: 5 })]);
    expect(JSON.stringify(res.body)).not.toMatch(/email|username|firstName/);

    // Built at open time: a change to the plan shows on the next opening.
    const plan = {
      sections: {
        reasonsForLiving: [
          { id: 'r1', text: 'My dog Pip' },
          { id: 'r2', text: 'The sea' },
        ],
        helpers: [{ id: 'h1', text: 'Sam', phone: '+44 7700 900123' }],
      },
    };
    expect((await call('PUT', '/api/account/safety-plan', { token: alice.jwt, body: plan })).status).toBe(200);
    expect((await open(token)).body.plan.reasonsForLiving).toHaveLength(2);

    const mine = (await list(alice)).body.links.find((l: { id: string }) => l.id === body.link.id);
    expect(mine.openings).toHaveLength(2);
    expect(Date.parse(mine.openings[0])).toBeGreaterThanOrEqual(Date.parse(mine.openings[1]));
  });

  it('gives only the parts chosen', async () => {
    const { body } = await create(alice, { ...week, include: ['diary'] });
    const res = await open(tokenOf(body.path));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['diary', 'expiresAt', 'from', 'include', 'to']);
  });

  it('sends headers that keep the summary out of caches, search engines and Referers, on errors too', async () => {
    const { body } = await create(alice, { ...week, include: ['plan'] });
    for (const path of [`/api/shared/${tokenOf(body.path)}`, '/api/shared/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
      const res = await fetch(`${apiUrl()}${path}`);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('lets the app on another allowed origin send the passcode header', async () => {
    const pre = await fetch(`${apiUrl()}/api/shared/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`, {
      method: 'OPTIONS',
      headers: { origin: 'https://partner.steady.test', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-share-passcode' },
    });
    expect(pre.headers.get('access-control-allow-origin')).toBe('https://partner.steady.test');
    expect(pre.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-share-passcode');
  });

  it('ends a revoked link at once with 410, and lists it as revoked', async () => {
    const { body } = await create(alice, { ...week, include: ['plan'] });
    const res = await revoke(alice, body.link.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: body.link.id, state: 'revoked' });
    expect((await revoke(alice, body.link.id)).body.revokedAt).toBe(res.body.revokedAt);
    const gone = await open(tokenOf(body.path));
    expect(gone.status).toBe(410);
    expect(gone.body.error).toMatchObject({ message: 'This link has ended', details: { code: 'share_link_ended' } });
  });

  it('ends an expired link with 410 and lists it as ended', async () => {
    const { body } = await create(alice, { ...week, include: ['plan'], days: 1 });
    await changeDatabase('UPDATE share_links SET expires_at = ? WHERE document_id = ?', [new Date(Date.now() - 1000).toISOString(), body.link.id]);
    expect((await open(tokenOf(body.path))).status).toBe(410);
    expect((await list(alice)).body.links.find((l: { id: string }) => l.id === body.link.id).state).toBe('ended');
  });

  it('answers 404 for an unknown or malformed token', async () => {
    expect((await open('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).body.error.details.code).toBe('share_link_not_found');
    expect((await open('short')).status).toBe(404);
  });
});

describe('another person', () => {
  it('neither sees nor revokes someone else’s link (404), and a link needs a sign-in to be made', async () => {
    const { body } = await create(alice, { ...week, include: ['plan'] });
    expect((await list(bob)).body.links).toEqual([]);
    const res = await revoke(bob, body.link.id);
    expect(res.status).toBe(404);
    expect(res.body.error.details.code).toBe('share_link_not_found');
    expect((await open(tokenOf(body.path))).status).toBe(200);
    expect((await create(undefined, { ...week, include: ['plan'] })).status).toBe(403);
    expect((await call('GET', '/api/account/share-links')).status).toBe(403);
  });
});

describe('a passcode', () => {
  it('is asked for, refused when wrong, accepted when right, and kept only as a scrypt hash', async () => {
    const { body } = await create(alice, { ...week, include: ['plan'], passcode: 'blue sky 42' });
    expect(body.link.hasPasscode).toBe(true);
    const token = tokenOf(body.path);
    const none = await open(token);
    expect(none.status).toBe(401);
    expect(none.body.error.details.code).toBe('share_passcode_required');
    const wrong = await open(token, 'blue sky 41');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toMatchObject({
      message: "That passcode doesn't match. Please check it and try again.",
      details: { code: 'share_passcode_incorrect' },
    });
    expect((await open(token, 'blue sky 42')).status).toBe(200);
    // Only the successful opening is recorded.
    expect((await list(alice)).body.links.find((l: { id: string }) => l.id === body.link.id).openings).toHaveLength(1);
    const stored = (await linkRows(alice.id)).find((r) => r.passcode_hash)!.passcode_hash!;
    expect(stored).toMatch(/^scrypt\$/);
    expect(stored).not.toContain('blue');
  });

  it('limits guessing per link; the owner’s account and other links are untouched', async () => {
    const { body } = await create(alice, { ...week, include: ['plan'], passcode: 'right one' });
    const token = tokenOf(body.path);
    for (let i = 0; i < 10; i++) expect((await open(token, `guess ${i}`)).status).toBe(401);
    const refused = await open(token, 'right one');
    expect(refused.status).toBe(429);
    expect(refused.body.error.details.code).toBe('too_many_attempts');
    expect((await list(alice)).status).toBe(200);
    const other = await create(alice, { ...week, include: ['plan'], passcode: 'another' });
    expect((await open(tokenOf(other.body.path), 'another')).status).toBe(200);
  });
});

describe('bad input', () => {
  const cases: [string, unknown][] = [
    ['0 days', { ...week, include: ['plan'], days: 0 }],
    ['31 days', { ...week, include: ['plan'], days: 31 }],
    ['nothing to include', { ...week, include: [] }],
    ['an unknown part', { ...week, include: ['notes'] }],
    ['a date that does not exist', { from: '2026-02-30', to: day(), include: ['plan'] }],
    ['a reversed range', { from: day(), to: day(-1), include: ['plan'] }],
    ['more than 92 days', { from: day(-92), to: day(), include: ['plan'] }],
    ['a passcode too short', { ...week, include: ['plan'], passcode: 'abc' }],
    ['a field of its own', { ...week, include: ['plan'], owner: 1 }],
  ];
  it.each(cases)('refuses %s with 400 and makes nothing', async (_, body) => {
    const before = (await list(bob)).body.links.length;
    const res = await create(bob, body);
    expect(res.status, res.text).toBe(400);
    expect(res.body.error.details.code).toBe('invalid_input');
    expect(res.body.error.message).not.toBe('');
    expect((await list(bob)).body.links).toHaveLength(before);
  });

  it("accepts exactly 92 days, and opens them although the diary's own route answers at most 62", async () => {
    const res = await create(bob, { from: day(-91), to: day(), include: ['diary'] });
    expect(res.status).toBe(201);
    const opened = await open(tokenOf(res.body.path));
    expect(opened.status, opened.text).toBe(200);
    expect(opened.body.diary).toEqual([]);
  });

  it('refuses a passcode header that is too long', async () => {
    const { body } = await create(alice, { ...week, include: ['plan'], passcode: 'right one' });
    expect((await open(tokenOf(body.path), 'x'.repeat(65))).status).toBe(400);
  });
});

describe('deleting the account', () => {
  it('removes the person’s links, which then answer 404', async () => {
    const carol = await registerUser();
    const { body } = await create(carol, { ...week, include: ['plan'] });
    expect(await linkRows(carol.id)).toHaveLength(1);
    const id = (await linkRows(carol.id))[0]!.id;
    expect((await call('POST', '/api/account/delete', { token: carol.jwt, body: { password: carol.password } })).status).toBe(200);
    expect(await queryDatabase('SELECT id FROM share_links WHERE id = ?', [id])).toEqual([]);
    expect((await open(tokenOf(body.path))).status).toBe(404);
  });
});
