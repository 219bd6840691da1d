import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { distressRatingSchema, whatHelpsSchema } from '@steady/contracts';
import { call, registerUser, type TestUser } from './api';
import { queryDatabase } from './database';
import { SEALED } from './sealed';

/** Distress before and after a skill (issue 9): PUT /api/account/distress-ratings/:id and GET /api/account/what-helps. */
const sessionId = () => `s-${randomBytes(8).toString('hex')}`;
const put = (user: TestUser | undefined, id: string, body: unknown) => call('PUT', `/api/account/distress-ratings/${id}`, { token: user?.jwt, body });
const whatHelps = async (user: TestUser) => {
  const res = await call('GET', '/api/account/what-helps', { token: user.jwt });
  expect(res.status, res.text).toBe(200);
  return whatHelpsSchema.parse(res.body).skills;
};
type Row = { client_id: string; skill: string; before: number | null; after: number | null; note: string | null; updated_at: unknown };
const rowsOf = (clientId: string) =>
  queryDatabase<Row>('SELECT client_id, skill, before, after, note, updated_at FROM distress_ratings WHERE client_id = ?', [clientId]);
/** Rows linked to the user: the owner relation is a link table in Strapi 5. */
const countOwnedBy = async (userId: number) =>
  Number((await queryDatabase<{ n: number | string }>('SELECT COUNT(*) AS n FROM distress_ratings_owner_lnk WHERE user_id = ?', [userId]))[0].n);

let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  alice = await registerUser();
  bob = await registerUser();
});

describe('distress ratings', () => {
  it('records a session by its id: before, then after; a repeat changes nothing', async () => {
    const id = sessionId();
    const first = await put(alice, id, { skill: 'stop', before: 8 });
    expect(first.status, first.text).toBe(200);
    expect(distressRatingSchema.parse(first.body)).toMatchObject({ id, skill: 'stop', before: 8, after: null, note: null });

    const stored = await rowsOf(id);
    const repeat = await put(alice, id, { skill: 'stop', before: 8 });
    expect(repeat.body).toEqual(first.body);
    expect(await rowsOf(id)).toEqual(stored);

    const after = await put(alice, id, { skill: 'stop', after: 3 });
    expect(after.body).toMatchObject({ id, before: 8, after: 3, createdAt: first.body.createdAt });
    const again = await put(alice, id, { skill: 'stop', after: 3 });
    expect(again.body).toEqual(after.body);
    expect(await rowsOf(id)).toHaveLength(1);

    // Absent leaves a rating alone; null records a skip.
    expect((await put(alice, id, { skill: 'stop' })).body).toEqual(after.body);
    expect((await put(alice, id, { skill: 'stop', before: null })).body).toMatchObject({ before: null, after: 3 });
  });

  it('accepts the breathing exercise and refuses skills that do not exist', async () => {
    expect((await put(alice, sessionId(), { skill: 'breathing', before: 5, after: 4 })).body).toMatchObject({ skill: 'breathing', before: 5, after: 4 });
    const id = sessionId();
    const unknown = await put(alice, id, { skill: 'no-such-skill', before: 5 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('Unknown skill');
    expect(await rowsOf(id)).toEqual([]);
  });

  it('keeps the note encrypted at rest: the words are not in the database', async () => {
    const id = sessionId();
    // A word found nowhere else (seed content mentions chests and tightness), so its absence means something.
    const secret = `marigold${randomBytes(4).toString('hex')}`;
    const words = `the ${secret} feeling eased after the walk`;
    const res = await put(alice, id, { skill: 'stop', before: 7, after: 4, note: `  ${words} ` });
    expect(res.body.note).toBe(words);
    const [row] = await rowsOf(id);
    expect(row.note).toMatch(SEALED);
    expect(row.note).not.toContain(secret);
    // The SQLite file itself (and its write-ahead log) holds no trace of the words either.
    const file = inject('databaseEnv').DATABASE_FILENAME;
    if (file) {
      for (const f of [file, `${file}-wal`].filter((f) => fs.existsSync(f))) expect(fs.readFileSync(f).includes(secret), f).toBe(false);
    }
    // Unchanged note: not rewritten. An empty note clears it.
    expect((await put(alice, id, { skill: 'stop', note: words })).body.updatedAt).toBe(res.body.updatedAt);
    expect((await rowsOf(id))[0].note).toBe(row.note);
    expect((await put(alice, id, { skill: 'stop', note: '' })).body.note).toBeNull();
    expect((await rowsOf(id))[0].note).toBeNull();
  });

  it('makes one row when the first PUT of a session arrives several times at once', async () => {
    const id = sessionId();
    const answers = await Promise.all(Array.from({ length: 6 }, () => put(alice, id, { skill: 'tipp', before: 9 })));
    for (const a of answers) expect(a.status, a.text).toBe(200);
    expect(await rowsOf(id)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.createdAt)).size).toBe(1);
  });

  it('refuses bad input with a 400 and a message, and changes nothing', async () => {
    const id = sessionId();
    await put(alice, id, { skill: 'stop', before: 6, note: 'kept' });
    const before = await rowsOf(id);
    const bodies: unknown[] = [
      {},
      { before: 5 },
      { skill: 'stop', before: 11 },
      { skill: 'stop', before: -1 },
      { skill: 'stop', after: 2.5 },
      { skill: 'stop', before: '5' },
      { skill: 'stop', after: 3, owner: bob.id },
      { skill: 'stop', note: 'x'.repeat(501) },
      { skill: 'Stop!' },
      { skill: 'stop', note: 5 },
      [{ skill: 'stop' }],
      '{"skill": "stop", ',
    ];
    for (const body of bodies) {
      const res = await put(alice, id, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.error.message).toEqual(expect.any(String));
    }
    expect((await put(alice, id, { skill: 'stop', before: 11 })).body.error.message).toBe('before: A rating is from 0 to 10');
    for (const bad of ['short', 'has%20space', 'x'.repeat(65), '..%2F1', '%24ne']) {
      const res = await put(alice, bad, { skill: 'stop', before: 1 });
      expect(res.status, bad).toBe(400);
      expect(res.body.error.message).toBe('Unknown id');
    }
    // The same session for another skill is a conflict, not a silent change.
    const other = await put(alice, id, { skill: 'tipp', before: 1 });
    expect(other.status).toBe(409);
    expect(await rowsOf(id)).toEqual(before);
  });

  it('needs a token', async () => {
    expect([401, 403]).toContain((await put(undefined, sessionId(), { skill: 'stop', before: 3 })).status);
    expect([401, 403]).toContain((await call('GET', '/api/account/what-helps')).status);
    expect([401, 403]).toContain((await put({ ...alice, jwt: 'not-a-token' }, sessionId(), { skill: 'stop', before: 3 })).status);
  });
});

describe("one person cannot reach another's ratings", () => {
  it("never touches another person's session through its id: 409, their record unchanged", async () => {
    const id = sessionId();
    await put(alice, id, { skill: 'stop', before: 9, note: 'private words' });
    const stored = await rowsOf(id);
    for (const body of [{ skill: 'stop', after: 0 }, { skill: 'stop', before: 9, note: 'private words' }, { skill: 'stop' }, { skill: 'tipp', before: 1 }]) {
      const res = await put(bob, id, body);
      expect(res.status, JSON.stringify(body)).toBe(409);
      expect(res.body.error.message).toEqual(expect.any(String));
      expect(res.text).not.toContain('private words');
      expect(res.text).not.toContain('"before"');
    }
    expect(await rowsOf(id)).toEqual(stored);
    expect((await whatHelps(bob)).some((s) => s.skill === 'stop' && s.uses > 0)).toBe(false);
  });

  it('has no generic routes for ratings, by list, id, documentId or populate', async () => {
    const id = sessionId();
    await put(alice, id, { skill: 'stop', before: 4, after: 2, note: 'mine alone' });
    const [{ document_id: documentId, id: rowId }] = await queryDatabase<{ document_id: string; id: number }>(
      'SELECT document_id, id FROM distress_ratings WHERE client_id = ?',
      [id],
    );
    const attempts: [string, string, unknown?][] = [
      ['GET', '/api/distress-ratings'],
      ['POST', '/api/distress-ratings', { data: { skill: 'stop', before: 1 } }],
      ['GET', `/api/distress-ratings/${documentId}`],
      ['GET', `/api/distress-ratings/${rowId}`],
      ['PUT', `/api/distress-ratings/${documentId}`, { data: { after: 10 } }],
      ['DELETE', `/api/distress-ratings/${documentId}`],
      ['GET', `/api/account/distress-ratings/${id}`],
      ['DELETE', `/api/account/distress-ratings/${id}`],
      ['GET', '/api/users/me?populate=*'],
      ['GET', '/api/users/me?populate[distress_ratings]=true'],
      ['GET', `/api/account/what-helps?userId=${alice.id}`],
    ];
    for (const token of [bob.jwt, alice.jwt, undefined]) {
      for (const [method, route, body] of attempts) {
        const res = await call(method, route, { token, body });
        expect(res.text, `${method} ${route}`).not.toContain('mine alone');
        expect(res.text, `${method} ${route}`).not.toContain(id);
        if (route.startsWith('/api/distress-ratings')) expect([403, 404, 405], `${method} ${route} -> ${res.status}`).toContain(res.status);
      }
    }
    // Still as she left it: a PUT with nothing to change answers what is stored.
    expect((await put(alice, id, { skill: 'stop' })).body).toMatchObject({ before: 4, after: 2, note: 'mine alone' });
  });
});

describe('what helps', () => {
  it('averages complete pairs per skill, best first, and counts only the caller’s own sessions', async () => {
    const carol = await registerUser();
    const sessions: [string, number | null, number | null][] = [
      ['stop', 8, 3],
      ['stop', 6, 2],
      ['stop', 9, null],
      ['breathing', 7, 6],
      ['progressive-muscle-relaxation', 9, 2],
      ['tipp', 4, 6],
      ['urge-surfing', null, 5],
      ['leaves-on-a-stream', null, null],
    ];
    for (const [skill, before, after] of sessions) expect((await put(carol, sessionId(), { skill, before, after })).status).toBe(200);
    // Someone else's sessions do not count.
    await put(bob, sessionId(), { skill: 'tipp', before: 10, after: 0 });

    expect(await whatHelps(carol)).toEqual([
      { skill: 'progressive-muscle-relaxation', uses: 1, rated: 1, averageBefore: 9, averageAfter: 2, averageChange: -7 },
      { skill: 'stop', uses: 3, rated: 2, averageBefore: 7, averageAfter: 2.5, averageChange: -4.5 },
      { skill: 'breathing', uses: 1, rated: 1, averageBefore: 7, averageAfter: 6, averageChange: -1 },
      { skill: 'tipp', uses: 1, rated: 1, averageBefore: 4, averageAfter: 6, averageChange: 2 },
      { skill: 'urge-surfing', uses: 1, rated: 0, averageBefore: null, averageAfter: null, averageChange: null },
    ]);
    expect(await whatHelps(await registerUser())).toEqual([]);
  });
});

describe('recommendations use what helps', () => {
  it('puts free skills first, and lifts within each the ones that helped this person', async () => {
    const dana = await registerUser();
    const checkIn = await call('POST', '/api/account/stress-check-ins', {
      token: dana.jwt,
      body: { all_stresses: { trouble_sleeping: true, body_tension: true } },
    });
    expect(checkIn.status).toBe(201);
    const recommend = async () => (await call('GET', '/api/account/recommendations', { token: dana.jwt })).body.skills;

    // No ratings: free before premium, then by fit (specific skills first), then the catalogue order.
    expect(await recommend()).toEqual([
      'paced-breathing',
      'self-soothe-five-senses',
      'box-breathing',
      'leaves-on-a-stream',
      'urge-surfing',
      'progressive-muscle-relaxation',
      'safe-place-visualisation',
      'wise-mind',
    ]);

    const rate = (skill: string, before: number | null, after: number | null) => put(dana, sessionId(), { skill, before, after });
    await rate('leaves-on-a-stream', 9, 2);
    await rate('urge-surfing', 6, 5);
    await rate('box-breathing', 4, 6); // made it worse: no boost
    await rate('paced-breathing', 9, null); // no complete pair: no boost
    await rate('wise-mind', 8, 1);
    await rate('stop', 10, 0); // helped, but does not match the check-in
    // Another person's ratings change nothing for Dana.
    await put(bob, sessionId(), { skill: 'self-soothe-five-senses', before: 10, after: 0 });

    // A 7-point drop lifts a skill's fit by 70 %, a 1-point drop by 10 %.
    expect(await recommend()).toEqual([
      'paced-breathing',
      'leaves-on-a-stream',
      'self-soothe-five-senses',
      'box-breathing',
      'urge-surfing',
      'progressive-muscle-relaxation',
      'wise-mind',
      'safe-place-visualisation',
    ]);
  });
});

describe('deleting the account', () => {
  it("removes the person's ratings and leaves others' alone", async () => {
    const erin = await registerUser();
    const mine = sessionId();
    const theirs = sessionId();
    await put(erin, mine, { skill: 'stop', before: 7, after: 2, note: 'gone soon' });
    await put(erin, sessionId(), { skill: 'breathing', before: 5 });
    await put(bob, theirs, { skill: 'stop', before: 3 });
    expect(await countOwnedBy(erin.id)).toBe(2);

    const res = await call('POST', '/api/account/delete', { token: erin.jwt, body: { password: erin.password } });
    expect(res.status, res.text).toBe(200);
    expect(await rowsOf(mine)).toEqual([]);
    expect(await countOwnedBy(erin.id)).toBe(0);
    expect(await rowsOf(theirs)).toHaveLength(1);
  });
});
