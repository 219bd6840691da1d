import fs from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, registerUser, type TestUser } from './api';
import { queryDatabase } from './database';
import { SEALED } from './sealed';

/**
 * Issue 9, diary card: GET /api/account/diary?from&to and PUT /api/account/diary/:date act only on the
 * caller's own entries, one per day, editable that day and the six after it; unanswered ratings stay unanswered;
 * the note is encrypted in the database.
 */
const DAY = 86_400_000;
const day = (offset = 0) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const today = day();
const yesterday = day(-1);

const put = (user: TestUser | undefined, date: string, body: unknown) => call('PUT', `/api/account/diary/${date}`, { token: user?.jwt, body });
const list = (user: TestUser | undefined, from = day(-6), to = today) => call('GET', `/api/account/diary?from=${from}&to=${to}`, { token: user?.jwt });

/** The diary rows a user owns, straight from the database. */
const rowsOf = (user: TestUser) =>
  queryDatabase<{ id: number; date: string; emotions: unknown; urges: unknown; skills: unknown; note: string | null }>(
    'SELECT e.id, e.date, e.emotions, e.urges, e.skills, e.note FROM diary_entries e JOIN diary_entries_owner_lnk l ON l.diary_entry_id = e.id WHERE l.user_id = ? ORDER BY e.id',
    [user.id],
  );
const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

let alice: TestUser;
let bob: TestUser;
let skills: string[];
beforeAll(async () => {
  alice = await registerUser();
  bob = await registerUser();
  skills = (await call('GET', '/api/skills?sort=order_id&pagination[pageSize]=3')).body.data.map((s: { slug: string }) => s.slug);
});

describe('a person’s own diary card', () => {
  it('saves today’s entry and lists the week in date order', async () => {
    const saved = await put(alice, today, {
      emotions: { sadness: 3, anxiety: 0, joy: 2 },
      urges: { selfHarm: { level: 1, actedOn: false } },
      skills: [skills[0], skills[1], skills[0]],
      note: 'Long day at work',
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({
      date: today,
      emotions: { sadness: 3, anxiety: 0, joy: 2 },
      urges: { selfHarm: { level: 1, actedOn: false } },
      skills: [skills[0], skills[1]],
      note: 'Long day at work',
    });
    expect((await put(alice, yesterday, { emotions: { anger: 4 } })).status).toBe(200);

    const res = await list(alice);
    expect(res.status).toBe(200);
    expect(res.body.entries.map((e: { date: string }) => e.date)).toEqual([yesterday, today]);
    expect(res.body.entries[1]).toEqual(saved.body);
    expect(res.body.entries[0]).toMatchObject({ emotions: { anger: 4 }, urges: {}, skills: [], note: '' });
  });

  it('keeps an unanswered rating unanswered: never stored as 0 or null', async () => {
    const carol = await registerUser();
    const res = await put(carol, today, {
      emotions: { sadness: null, joy: 0 },
      urges: { selfHarm: { level: null, actedOn: null }, substances: { actedOn: true } },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.emotions).toEqual({ joy: 0 });
    expect(res.body.urges).toEqual({ substances: { actedOn: true } });
    const [row] = await rowsOf(carol);
    expect(asText(row.emotions)).not.toContain('sadness');
    expect(asText(row.urges)).not.toContain('selfHarm');
    const empty = await put(carol, today, {});
    expect(empty.body).toMatchObject({ emotions: {}, urges: {}, skills: [], note: '' });
  });

  it('writes one entry per day: a second save changes it, and parallel saves still leave one', async () => {
    const dave = await registerUser();
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => put(dave, today, { emotions: { shame: i % 6 } })));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(await rowsOf(dave)).toHaveLength(1);
    expect((await put(dave, today, { note: 'Changed my mind' })).status).toBe(200);
    const rows = await rowsOf(dave);
    expect(rows).toHaveLength(1);
    const entries = (await list(dave)).body.entries;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ emotions: {}, note: 'Changed my mind' });
  });
});

describe('that day and the six after it can be written', () => {
  it('takes a missed day from within the week', async () => {
    const frank = await registerUser();
    expect((await put(frank, day(-6), { emotions: { joy: 2 } })).status).toBe(200);
    expect((await list(frank)).body.entries.map((e: { date: string }) => e.date)).toEqual([day(-6)]);
  });

  it.each([
    ['eight days ago', day(-8)],
    ['a year ago', day(-365)],
    ['three days ahead', day(3)],
  ])('%s is refused kindly and nothing is stored', async (_name, date) => {
    const erin = await registerUser();
    const res = await put(erin, date, { emotions: { joy: 5 }, note: 'late' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("A day's entry can be written or changed for a week: that day and the six after it.");
    expect(await rowsOf(erin)).toHaveLength(0);
  });
});

describe('bad input is refused with a message, and nothing changes', () => {
  const cases: [string, string, unknown, RegExp][] = [
    ['a rating above 5', today, { emotions: { sadness: 6 } }, /from 0 to 5/],
    ['a negative rating', today, { emotions: { sadness: -1 } }, /from 0 to 5/],
    ['a half rating', today, { emotions: { sadness: 2.5 } }, /whole number/],
    ['a rating as text', today, { emotions: { sadness: '3' } }, /sadness/],
    ['an unknown emotion', today, { emotions: { boredom: 2 } }, /boredom|Unrecognized/i],
    ['an unknown urge', today, { urges: { gambling: { level: 2 } } }, /gambling|Unrecognized/i],
    ['acted on as text', today, { urges: { selfHarm: { actedOn: 'yes' } } }, /actedOn/],
    ['an unknown field', today, { owner: 1 }, /owner|Unrecognized/i],
    ['an unknown skill', today, { skills: ['no-such-skill-here'] }, /Unknown skill/],
    ['a skill that is not a slug', today, { skills: ['<script>'] }, /Unknown skill/],
    ['too many skills', today, { skills: Array.from({ length: 41 }, (_, i) => `s${i}`) }, /up to 40 skills/],
    ['a note too long', today, { note: 'n'.repeat(2001) }, /under 2000 characters/],
    ['a note as a number', today, { note: 5 }, /note/],
    ['a date that does not exist', '2026-02-30', {}, /does not exist/],
    ['a date in another format', '24-11-2026', {}, /looks like 2026-11-24/],
    ['a word for a date', 'today', {}, /looks like 2026-11-24/],
  ];
  it.each(cases)('%s', async (_name, date, body, message) => {
    const before = (await list(alice)).body;
    const rowsBefore = await rowsOf(alice);
    const res = await put(alice, date, body);
    expect(res.status, res.text).toBe(400);
    expect(res.body.error.message).toMatch(message);
    expect((await list(alice)).body).toEqual(before);
    expect(await rowsOf(alice)).toEqual(rowsBefore);
  });

  it.each([
    ['no range', ''],
    ['no end', `from=${today}`],
    ['a bad date', `from=${today}&to=2026-13-01`],
    ['the end before the start', `from=${today}&to=${yesterday}`],
    ['more than 62 days', `from=${day(-62)}&to=${today}`],
    ['an extra parameter', `from=${yesterday}&to=${today}&owner=1`],
    ['a list for a date', `from[0]=${yesterday}&to=${today}`],
    ['a populate trick', `from=${yesterday}&to=${today}&populate=*`],
  ])('a list request with %s is a 400', async (_name, query) => {
    const res = await call('GET', `/api/account/diary?${query}`, { token: alice.jwt });
    expect(res.status, res.text).toBe(400);
    expect(res.body.error.message).toEqual(expect.any(String));
  });

  it('62 days is allowed', async () => {
    expect((await list(alice, day(-61), today)).status).toBe(200);
  });
});

describe('only the owner reaches a diary', () => {
  it('refuses anyone not signed in', async () => {
    expect([401, 403]).toContain((await list(undefined)).status);
    expect([401, 403]).toContain((await put(undefined, today, { note: 'x' })).status);
  });

  it('another person sees and changes only their own entries', async () => {
    const mine = (await list(alice)).body;
    expect(mine.entries.length).toBeGreaterThan(0);
    const theirs = await list(bob);
    expect(theirs.body.entries).toEqual([]);
    expect(theirs.text).not.toContain('Long day at work');
    for (const route of [
      `/api/account/diary?from=${yesterday}&to=${today}&userId=${alice.id}`,
      `/api/account/diary?from=${yesterday}&to=${today}&filters[owner][id]=${alice.id}`,
    ]) {
      expect((await call('GET', route, { token: bob.jwt })).text).not.toContain('Long day at work');
    }
    expect((await put(bob, today, { note: 'Bob was here' })).status).toBe(200);
    expect((await list(alice)).body).toEqual(mine);
  });

  it('has no generic routes for diary entries', async () => {
    const [row] = await rowsOf(alice);
    for (const token of [alice.jwt, bob.jwt, undefined]) {
      for (const [method, route, body] of [
        ['GET', '/api/diary-entries'],
        ['GET', '/api/diary-entries?populate=*'],
        ['GET', `/api/diary-entries/${row.id}`],
        ['POST', '/api/diary-entries', { data: { note: 'x' } }],
        ['PUT', `/api/diary-entries/${row.id}`, { data: { note: 'x' } }],
        ['DELETE', `/api/diary-entries/${row.id}`],
        ['GET', `/api/account/diary/${today}`],
        ['DELETE', `/api/account/diary/${today}`],
      ] as [string, string, unknown?][]) {
        const res = await call(method, route, { token, body });
        expect([400, 401, 403, 404, 405], `${method} ${route} -> ${res.status}`).toContain(res.status);
        expect(res.text).not.toContain('Long day at work');
      }
    }
    expect((await rowsOf(alice))[0]).toEqual(row);
  });

  it('does not come out through /api/users/me, however populated', async () => {
    for (const route of ['/api/users/me?populate=*', '/api/users/me?populate[diary_entries]=true']) {
      const res = await call('GET', route, { token: alice.jwt });
      expect(res.status, route).toBeLessThan(500);
      expect(res.text).not.toContain('Long day at work');
    }
  });
});

describe('encrypted at rest', () => {
  it('keeps the note and the ratings unreadable in the database (decision 009)', async () => {
    const gina = await registerUser();
    const words = `Snowdrift${Date.now()}`;
    expect((await put(gina, today, { emotions: { anxiety: 4 }, note: `${words} and a quiet evening` })).status).toBe(200);
    const [row] = await rowsOf(gina);
    for (const value of [row.note, row.emotions, row.urges, row.skills]) expect(value).toMatch(SEALED);
    const everything = JSON.stringify(await queryDatabase('SELECT * FROM diary_entries WHERE id = ?', [row.id]));
    for (const clear of [words, 'anxiety']) expect(everything).not.toContain(clear);
    const { DATABASE_FILENAME: file } = inject('databaseEnv');
    if (file) {
      for (const f of [file, `${file}-wal`].filter((f) => fs.existsSync(f))) expect(fs.readFileSync(f).includes(Buffer.from(words)), f).toBe(false);
    }
  });
});
