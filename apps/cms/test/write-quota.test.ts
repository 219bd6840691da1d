import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOn } from './api';
import { queryDatabaseAt } from './database';
import { freePort, startStrapi, testServerEnv, type StrapiProcess } from './strapi-process';
import { createTestDatabase, makeWorkDir, type TestDatabase } from './test-database';

/**
 * Decision 015: every signed-in write counts against a per-account quota. A CMS of its own with small
 * figures (the suite's CMS keeps the real ones, which no test comes near), restarted once with other
 * figures — which also shows that signing out holds across a restart (it is kept in the database).
 * With TEST_REDIS_URL the counts are in Redis, as with several instances.
 */
const PER_MINUTE = 5;
const PER_DAY = 3;
const MINUTE_MESSAGE = 'You have saved a lot in a short time. Please wait a minute and try again.';
const DAY_MESSAGE = 'You have saved a great deal today. Please try again tomorrow; what you saved so far is kept.';

let db: TestDatabase;
let workDir: string;
let port: number;
let env: Record<string, string>;
let cms: StrapiProcess | undefined;
let skill: string;

const start = async (limits: Record<string, string>) => {
  await cms?.stop();
  cms = await startStrapi({ ...env, ...limits }, port);
};
const call = (method: string, route: string, token?: string, body?: unknown) => callOn(cms!.url, method, route, { token, body });

type Account = { id: number; email: string; jwt: string };
const register = async (): Promise<Account> => {
  const username = `quota${randomBytes(5).toString('hex')}`;
  const res = await call('POST', '/api/auth/local/register', undefined, { username, email: `${username}@example.test`, password: 'Correct-Horse-9' });
  expect(res.status, res.text).toBe(200);
  return { id: res.body.user.id, email: `${username}@example.test`, jwt: res.body.jwt };
};

/** Today's diary card, saved again and again with a numbered note (the web app's autosave does the same). */
const today = new Date().toISOString().slice(0, 10);
const diary = (a: Account, n: number) => call('PUT', `/api/account/diary/${today}`, a.jwt, { note: `save ${n}` });
const diaryNote = async (a: Account) => (await call('GET', `/api/account/diary?from=${today}&to=${today}`, a.jwt)).body.entries[0]?.note;
const useUpMinute = async (a: Account) => {
  for (let n = 0; n < PER_MINUTE; n++) expect((await diary(a, n)).status).toBe(200);
};

beforeAll(async () => {
  workDir = makeWorkDir();
  db = await createTestDatabase(workDir);
  const redis: Record<string, string> = process.env.TEST_REDIS_URL
    ? { REDIS_URL: process.env.TEST_REDIS_URL, REDIS_KEY_PREFIX: `steady-quota-${randomBytes(4).toString('hex')}` }
    : {};
  env = { ...testServerEnv(db.env, workDir), ...redis };
  port = await freePort();
  await start({ WRITE_LIMIT_PER_MINUTE: String(PER_MINUTE), WRITE_LIMIT_PER_DAY: '1000' });
  skill = (await call('GET', '/api/skills?pagination[pageSize]=1')).body.data[0].slug;
});

afterAll(async () => {
  await cms?.stop();
  await db?.drop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe(`WRITE_LIMIT_PER_MINUTE=${PER_MINUTE}`, () => {
  it('under the limit every write is saved; the next one is a kind 429 and saves nothing; another account is unaffected', async () => {
    const alice = await register();
    const bob = await register();
    await useUpMinute(alice);
    const refused = await diary(alice, 10);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(MINUTE_MESSAGE);
    expect(refused.body.error.details.code).toBe('too_many_saves_this_minute');
    expect(await diaryNote(alice)).toBe(`save ${PER_MINUTE - 1}`);
    const rating = await call('PUT', '/api/account/distress-ratings/s-quota-refused-1', alice.jwt, { skill, before: 8 });
    expect(rating.status).toBe(429);
    expect((await call('GET', '/api/account/what-helps', alice.jwt)).text).not.toContain(skill);
    expect((await diary(bob, 0)).status).toBe(200);
    // Reads are not writes.
    expect((await call('GET', '/api/account', alice.jwt)).status).toBe(200);
  });

  it('counts every kind of write: ratings, check-ins, analyses, diary, safety plan, favourites, completions, profile', async () => {
    const writes: [string, string, unknown?][] = [
      ['PUT', '/api/account/distress-ratings/s-quota-kind-1', { skill, before: 7 }],
      ['POST', '/api/account/stress-check-ins', { all_stresses: { panic: true } }],
      ['POST', '/api/account/analyses', { triggers: [] }],
      ['DELETE', '/api/account/analyses/abcdefghijklmnopqrstuvwx'],
      ['PUT', `/api/account/diary/${today}`, { note: 'x' }],
      ['PUT', '/api/account/safety-plan', { sections: { reasonsForLiving: [{ id: 'r', text: 'Tomorrow' }] } }],
      ['PUT', '/api/account/safety-plan/picture', { type: 'image/png', data: 'iVBORw0KGgo=' }],
      ['DELETE', '/api/account/safety-plan/picture'],
      ['PUT', `/api/account/favourites/${skill}`],
      ['DELETE', `/api/account/favourites/${skill}`],
      ['POST', `/api/account/completions/${skill}`],
      ['PUT', '/api/account/profile', { firstName: 'Quota' }],
      ['PUT', '/api/account/billing-address', { address: '1 Quiet Lane', postalCode: '12345' }],
      // Whatever the spelling the router matches: the quota sits on the route itself.
      ['PUT', `/API/ACCOUNT/DIARY/${today}/`, { note: 'x' }],
      ['PUT', `/Api/Account/Favourites/${skill}`],
    ];
    const a = await register();
    await useUpMinute(a);
    for (const [method, route, body] of writes) {
      const res = await call(method, route, a.jwt, body);
      expect(res.status, `${method} ${route}`).toBe(429);
    }
    const account = (await call('GET', '/api/account', a.jwt)).body;
    expect(account.firstName ?? null).not.toBe('Quota');
    expect(account.favourites ?? []).toEqual([]);

    // And saves of different kinds add up.
    const b = await register();
    const saved = [
      await call('PUT', '/api/account/distress-ratings/s-quota-sum-1', b.jwt, { skill, before: 6 }),
      await call('POST', '/api/account/stress-check-ins', b.jwt, { all_stresses: { panic: true } }),
      await call('PUT', `/api/account/favourites/${skill}`, b.jwt),
      await call('PUT', '/api/account/profile', b.jwt, { firstName: 'Sum' }),
      await call('PUT', '/api/account/safety-plan', b.jwt, { sections: { reasonsForLiving: [{ id: 'r', text: 'Tomorrow' }] } }),
    ];
    expect(saved.map((r) => r.status)).toEqual([200, 201, 200, 200, 200]);
    expect((await diary(b, 0)).status).toBe(429);
  });

  it('writes sent at once cannot all slip under the limit', async () => {
    const a = await register();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => diary(a, n)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(PER_MINUTE);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(12 - PER_MINUTE);
    const saved = answers.flatMap((r, n) => (r.status === 200 ? [`save ${n}`] : []));
    expect(saved).toContain(await diaryNote(a));
  });

  it('a refused write (bad input, unknown skill) does not count', async () => {
    const a = await register();
    for (let n = 0; n < 3 * PER_MINUTE; n++) {
      expect((await call('PUT', `/api/account/diary/${today}`, a.jwt, { emotions: { shame: 99 } })).status).toBe(400);
      expect((await call('PUT', '/api/account/favourites/no-such-skill-here', a.jwt)).status).toBeGreaterThanOrEqual(400);
    }
    await useUpMinute(a);
  });

  it('over the limit, a person can still sign out, sign out everywhere and delete the account', async () => {
    const a = await register();
    await useUpMinute(a);
    expect((await diary(a, 9)).status).toBe(429);
    expect((await call('POST', '/api/account/sign-out-everywhere', a.jwt)).status).toBe(204);
    const b = await register();
    await useUpMinute(b);
    expect((await call('POST', '/api/auth/logout', b.jwt)).status).toBe(204);
    const c = await register();
    await useUpMinute(c);
    expect((await call('POST', '/api/account/delete', c.jwt, { password: 'Correct-Horse-9' })).status).toBe(200);
  });
});

describe(`after a restart with WRITE_LIMIT_PER_DAY=${PER_DAY}`, () => {
  let signedOut: string;
  let everywhere: string;
  let stillIn: string;
  const SHORT_LIVED = `short-lived-${randomBytes(4).toString('hex')}`;
  const listed = async () => (await queryDatabaseAt<{ token_id: string }>(db.env, 'SELECT token_id FROM revoked_tokens')).map((r) => r.token_id);

  beforeAll(async () => {
    const a = await register();
    const b = await register();
    const c = await register();
    expect((await call('POST', '/api/auth/logout', a.jwt)).status).toBe(204);
    expect((await call('POST', '/api/account/sign-out-everywhere', b.jwt)).status).toBe(204);
    [signedOut, everywhere, stillIn] = [a.jwt, b.jwt, c.jwt];
    // A token that expires a second from now, signed out now: listed, then due for removal.
    const exp = Math.floor(Date.now() / 1000) + 1;
    const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ id: c.id, iat: exp - 1, iatMs: Date.now(), exp, jti: SHORT_LIVED })}`;
    const shortLived = `${unsigned}.${createHmac('sha256', 'test-jwt-secret').update(unsigned).digest('base64url')}`;
    expect((await call('POST', '/api/auth/logout', shortLived)).status).toBe(204);
    expect(await listed()).toContain(SHORT_LIVED);
    // Past its expiry before the restart, whatever the machine's speed.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, exp * 1000 - Date.now() + 50)));
    await start({ WRITE_LIMIT_PER_MINUTE: '1000', WRITE_LIMIT_PER_DAY: String(PER_DAY) });
  });

  it('expired entries of the revocation list are removed (at start, and hourly); live ones are kept', async () => {
    const ids = await listed();
    expect(ids).not.toContain(SHORT_LIVED);
    const jti = JSON.parse(Buffer.from(signedOut.split('.')[1], 'base64url').toString()).jti;
    expect(ids).toContain(jti);
  });

  it('the day limit answers its own kind 429', async () => {
    const a = await register();
    for (let n = 0; n < PER_DAY; n++) expect((await diary(a, n)).status).toBe(200);
    const refused = await diary(a, 10);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(DAY_MESSAGE);
    expect(refused.body.error.details.code).toBe('too_many_saves_today');
    expect(await diaryNote(a)).toBe(`save ${PER_DAY - 1}`);
  });

  it('tokens signed out before the restart stay ended; others still work', async () => {
    for (const token of [signedOut, everywhere]) {
      expect((await call('GET', '/api/account', token)).status).toBe(401);
      expect((await call('GET', '/api/users/me', token)).status).toBe(401);
    }
    expect((await call('GET', '/api/account', stillIn)).status).toBe(200);
  });
});
