import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiUrl, call, registerUser, type TestUser } from './api';
import { changeDatabaseAt, queryDatabase } from './database';

/**
 * GET /api/account/trends and GET /api/account/export/csv: up to a year of the caller's own entries,
 * never another person's, never a note in the trends; bad ranges refused without a change.
 */
const DAY = 86_400_000;
const day = (offset = 0) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const today = day();
const dbTime = (at: Date) => (inject('databaseEnv').DATABASE_URL ? at.toISOString() : at.getTime());

/** Moves a row's creation back in time, as months of use would leave it. */
const age = async (table: string, link: string, userId: number, days: number) => {
  const [row] = await queryDatabase<{ id: number }>(`SELECT ${link} AS id FROM ${table}_owner_lnk WHERE user_id = ? ORDER BY ${link} DESC LIMIT 1`, [userId]);
  await changeDatabaseAt(inject('databaseEnv'), `UPDATE ${table} SET created_at = ? WHERE id = ?`, [dbTime(new Date(Date.now() - days * DAY)), row!.id]);
};

const trends = (user: TestUser | undefined, query: string) => call('GET', `/api/account/trends?${query}`, { token: user?.jwt });

let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  alice = await registerUser();
  bob = await registerUser();
  const a = { token: alice.jwt };
  const rate = (id: string, body: object) => call('PUT', `/api/account/distress-ratings/${id}`, { ...a, body });
  expect((await rate('alice-trend-old1', { skill: 'box-breathing', before: 9, after: 6, note: 'an old note' })).status).toBe(200);
  await age('distress_ratings', 'distress_rating_id', alice.id, 200);
  expect((await rate('alice-trend-new1', { skill: 'breathing', before: 7, after: 4, note: 'a new note, with "quotes"' })).status).toBe(200);
  expect((await call('POST', '/api/account/stress-check-ins', { ...a, body: { all_stresses: { panic: true } } })).status).toBe(201);
  await age('forms', 'form_id', alice.id, 400);
  expect((await call('POST', '/api/account/stress-check-ins', { ...a, body: { all_stresses: { sadness: true } } })).status).toBe(201);
  for (const [offset, sadness] of [
    [-6, 4],
    [-2, 2],
    [0, 1],
  ] as const) {
    const res = await call('PUT', `/api/account/diary/${day(offset)}`, {
      ...a,
      body: { emotions: { sadness }, urges: { selfHarm: { level: 1, actedOn: offset === -2 } }, note: `diary note ${offset}` },
    });
    expect(res.status, res.text).toBe(200);
  }
  await call('PUT', `/api/account/diary/${today}`, { token: bob.jwt, body: { emotions: { anger: 5 }, note: 'bob-only' } });
  await call('PUT', '/api/account/distress-ratings/bob-trend-0001', { token: bob.jwt, body: { skill: 'breathing', before: 2 } });
});

describe('trends', () => {
  it('needs a signed-in person', async () => {
    expect((await trends(undefined, `from=${day(-27)}&to=${today}`)).status).toBe(403);
  });

  it('gives a year of the caller’s own entries, without any notes', async () => {
    const res = await trends(alice, `from=${day(-364)}&to=${today}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.from).toBe(day(-364));
    expect(res.body.diary.map((d: { date: string }) => d.date)).toEqual([day(-6), day(-2), today]);
    expect(res.body.diary[1]).toEqual({ date: day(-2), emotions: { sadness: 2 }, urges: { selfHarm: { level: 1, actedOn: true } }, skills: [] });
    expect(res.body.ratings.map((r: { skill: string; before: number; after: number }) => [r.skill, r.before, r.after])).toEqual([
      ['box-breathing', 9, 6],
      ['breathing', 7, 4],
    ]);
    expect(Date.parse(res.body.ratings[0].at)).toBeLessThan(Date.now() - 199 * DAY);
    // The check-in 400 days back is outside the year.
    expect(res.body.checkIns.map((c: { stresses: string[] }) => c.stresses)).toEqual([['sadness']]);
    expect(res.text).not.toMatch(/note|bob-only|quotes/);
  });

  it('keeps to the days asked for', async () => {
    const res = await trends(alice, `from=${day(-27)}&to=${today}`);
    expect(res.status).toBe(200);
    expect(res.body.ratings.map((r: { skill: string }) => r.skill)).toEqual(['breathing']);
    const bobs = await trends(bob, `from=${day(-27)}&to=${today}`);
    expect(bobs.body.diary).toHaveLength(1);
    expect(bobs.body.ratings).toHaveLength(1);
    expect(bobs.body.checkIns).toEqual([]);
  });

  it.each([
    ['more than 372 days', `from=${day(-372)}&to=${today}`, /at most 372 days/],
    ['the end before the start', `from=${today}&to=${day(-1)}`, /must not be after/],
    ['a date that does not exist', `from=2026-02-30&to=${today}`, /does not exist/],
    ['no dates', '', /from|Required/i],
    ['another person', `from=${day(-27)}&to=${today}&owner=1`, /owner|Unrecognized/i],
  ])('refuses %s with a message', async (_name, query, message) => {
    const res = await trends(alice, query);
    expect(res.status, res.text).toBe(400);
    expect(res.body.error.message).toMatch(message);
  });
});

describe('CSV export', () => {
  it('needs a signed-in person', async () => {
    expect((await call('GET', '/api/account/export/csv')).status).toBe(403);
  });

  it('is a never-cached spreadsheet of the caller’s own entries, one row each', async () => {
    const raw = await fetch(`${apiUrl()}/api/account/export/csv`, { headers: { Authorization: `Bearer ${alice.jwt}` } });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(raw.headers.get('cache-control')).toContain('no-store');
    expect(raw.headers.get('content-disposition')).toMatch(/^attachment; filename="steady-data-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await raw.text();
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines[0]).toMatch(/^kind,date,time_utc,skill,distress_before,distress_after,sadness,/);
    // 2 ratings, 2 check-ins, 3 diary days.
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(expect.arrayContaining(['distress rating', 'check-in', 'diary day']));
    expect(lines).toHaveLength(1 + 2 + 2 + 3);
    expect(text).toContain('"a new note, with ""quotes"""');
    expect(text).not.toContain('bob-only');
  });
});
