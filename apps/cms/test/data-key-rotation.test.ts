import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOn } from './api';
import { queryDatabaseAt } from './database';
import { freePort, startStrapi, testServerEnv, TEST_DATA_KEY, type StrapiProcess } from './strapi-process';
import { createTestDatabase, makeWorkDir, type TestDatabase } from './test-database';

/**
 * Issue 9 / decision 009: the data key can be rotated. A CMS started with a new DATA_ENCRYPTION_KEY and
 * the old one in DATA_ENCRYPTION_OLD_KEYS rewrites every stored value under the new key at start, after
 * which the old key can be dropped and everything still opens. Its own database, three starts.
 */
const OLD_KEY = TEST_DATA_KEY;
const NEW_KEY = Buffer.alloc(32, 9).toString('base64');
const keyId = (key: string) => createHash('sha256').update(Buffer.from(key, 'base64')).digest('hex').slice(0, 8);
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';
const today = new Date().toISOString().slice(0, 10);
const PLAN = { sections: { warningSigns: [{ id: 'w', text: 'Not answering messages' }], helpers: [{ id: 'h', text: 'Sam', phone: '07700 900456' }] } };

let db: TestDatabase;
let workDir: string;
let port: number;
let cms: StrapiProcess | undefined;
let env: Record<string, string>;

const start = async (keys: Record<string, string>) => {
  await cms?.stop();
  cms = await startStrapi({ ...env, ...keys }, port);
  return cms;
};
const stored = () =>
  queryDatabaseAt<{ value: string | null }>(db.env, 'SELECT content AS value FROM safety_plans UNION ALL SELECT picture FROM safety_plans UNION ALL SELECT note FROM diary_entries');

let jwt: string;
let before: { plan: unknown; diary: unknown };
const read = async () => ({
  plan: (await callOn(cms!.url, 'GET', '/api/account/safety-plan', { token: jwt })).body,
  diary: (await callOn(cms!.url, 'GET', `/api/account/diary?from=${today}&to=${today}`, { token: jwt })).body,
});

beforeAll(async () => {
  workDir = makeWorkDir();
  db = await createTestDatabase(workDir);
  env = { ...testServerEnv(db.env, workDir), SEED_CONTENT: 'false' };
  port = await freePort();
  await start({ DATA_ENCRYPTION_KEY: OLD_KEY, DATA_ENCRYPTION_OLD_KEYS: '' });
  const user = await callOn(cms!.url, 'POST', '/api/auth/local/register', { body: { username: 'rotation', email: 'rotation@example.test', password: 'Correct-Horse-9' } });
  jwt = user.body.jwt;
  expect((await callOn(cms!.url, 'PUT', '/api/account/safety-plan', { token: jwt, body: PLAN })).status).toBe(200);
  expect((await callOn(cms!.url, 'PUT', '/api/account/safety-plan/picture', { token: jwt, body: { type: 'image/png', data: PNG } })).status).toBe(200);
  expect((await callOn(cms!.url, 'PUT', `/api/account/diary/${today}`, { token: jwt, body: { emotions: { joy: 2 }, note: 'Rain all day' } })).status).toBe(200);
  before = await read();
});

afterAll(async () => {
  await cms?.stop();
  await db?.drop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('rotating the data encryption key', () => {
  it('starts with every value under the old key', async () => {
    const values = await stored();
    expect(values).toHaveLength(3);
    for (const { value } of values) expect(value).toMatch(new RegExp(`^enc:v1:${keyId(OLD_KEY)}:`));
  });

  it('rewrites every value under the new key at start, logs the counts, and changes nothing the person sees', async () => {
    await start({ DATA_ENCRYPTION_KEY: NEW_KEY, DATA_ENCRYPTION_OLD_KEYS: OLD_KEY });
    expect(cms!.output()).toContain(`data key rotation to key ${keyId(NEW_KEY)}: rewrote safety_plans.content: 1, safety_plans.picture: 1, diary_entries.note: 1`);
    for (const { value } of await stored()) expect(value).toMatch(new RegExp(`^enc:v1:${keyId(NEW_KEY)}:`));
    // updatedAt too: rotation is not an edit by the person.
    expect(await read()).toEqual(before);
  });

  it('a later start has nothing left to rewrite', async () => {
    await start({ DATA_ENCRYPTION_KEY: NEW_KEY, DATA_ENCRYPTION_OLD_KEYS: OLD_KEY });
    expect(cms!.output()).toContain('rewrote safety_plans.content: 0, safety_plans.picture: 0, diary_entries.note: 0');
  });

  it('then runs without the old key and still opens everything; new writes use the new key', async () => {
    await start({ DATA_ENCRYPTION_KEY: NEW_KEY, DATA_ENCRYPTION_OLD_KEYS: '' });
    expect(cms!.output()).not.toContain('data key rotation');
    expect(await read()).toEqual(before);
    const picture = await fetch(`${cms!.url}/api/account/safety-plan/picture`, { headers: { authorization: `Bearer ${jwt}` } });
    expect(Buffer.from(await picture.arrayBuffer()).toString('base64')).toBe(PNG);
    expect((await callOn(cms!.url, 'PUT', `/api/account/diary/${today}`, { token: jwt, body: { note: 'Sun later' } })).status).toBe(200);
    for (const { value } of await stored()) expect(value).toMatch(new RegExp(`^enc:v1:${keyId(NEW_KEY)}:`));
  });
});
