import { expect, type APIRequestContext } from '@playwright/test';
import Database from 'better-sqlite3';
import path from 'node:path';

/*
 * Months of a person's entries for the trends. Each is written through the API, as the app writes it
 * (sealed, checked, today's), then moved back in time in the e2e server's database, as months of use
 * would have left it: the API rightly refuses a diary day older than a week, and stamps every rating
 * and check-in with the time it arrived.
 */

const dbFile = path.join(__dirname, '..', '.tmp', process.env.E2E_PORT || '1338', 'e2e.db');
const DAY = 86_400_000;

/** The e2e server runs on SQLite (serve.mjs); its rows' times are milliseconds since 1970. */
function inDatabase<T>(work: (db: Database) => T): T {
  if (process.env.DATABASE_URL) throw new Error('tests/history.ts moves rows in the e2e server’s SQLite file; DATABASE_URL points elsewhere');
  const db = new Database(dbFile, { timeout: 10_000, fileMustExist: true });
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** The newest row of `table` the person owns, moved back by `daysAgo`. */
function moveNewest(table: string, link: string, userId: number, set: (db: Database, id: number) => void) {
  inDatabase((db) => {
    const row = db.prepare(`SELECT ${link} AS id FROM ${table}_owner_lnk WHERE user_id = ? ORDER BY ${link} DESC LIMIT 1`).get(userId) as { id: number };
    set(db, row.id);
  });
}

const dateBack = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);

export type HistoryDay = { daysAgo: number; body: Record<string, unknown> };
export type HistoryRating = { daysAgo: number; skill: string; before: number; after: number };

export async function writeHistory(
  request: APIRequestContext,
  jwt: string,
  { diary, ratings, checkIns }: { diary: HistoryDay[]; ratings: HistoryRating[]; checkIns: { daysAgo: number; stresses: string[] }[] },
) {
  const headers = { Authorization: `Bearer ${jwt}` };
  const me = await request.get('/api/users/me', { headers });
  const userId = ((await me.json()) as { id: number }).id;
  const today = dateBack(0);
  // Oldest first; today's own entry (daysAgo 0), if any, is written last and stays where it is.
  for (const { daysAgo, body } of [...diary].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const saved = await request.put(`/api/account/diary/${today}`, { headers, data: body });
    expect(saved.ok(), await saved.text()).toBe(true);
    if (daysAgo > 0)
      moveNewest('diary_entries', 'diary_entry_id', userId, (db, id) =>
        db.prepare('UPDATE diary_entries SET date = ? WHERE id = ?').run(dateBack(daysAgo), id),
      );
  }
  for (const [i, { daysAgo, ...rating }] of ratings.entries()) {
    const saved = await request.put(`/api/account/distress-ratings/e2e-history-${userId}-${i}`, { headers, data: rating });
    expect(saved.ok(), await saved.text()).toBe(true);
    moveNewest('distress_ratings', 'distress_rating_id', userId, (db, id) =>
      db.prepare('UPDATE distress_ratings SET created_at = ? WHERE id = ?').run(Date.now() - daysAgo * DAY, id),
    );
  }
  for (const { daysAgo, stresses } of checkIns) {
    const saved = await request.post('/api/account/stress-check-ins', { headers, data: { all_stresses: Object.fromEntries(stresses.map((s) => [s, true])) } });
    expect(saved.ok(), await saved.text()).toBe(true);
    moveNewest('forms', 'form_id', userId, (db, id) => db.prepare('UPDATE forms SET created_at = ? WHERE id = ?').run(Date.now() - daysAgo * DAY, id));
  }
}
