import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOn } from './api';
import { changeDatabaseAt, queryDatabaseAt } from './database';
import { openStored } from './sealed';
import { freePort, startStrapi, testServerEnv, TEST_DATA_KEY, type StrapiProcess } from './strapi-process';
import { createTestDatabase, makeWorkDir, type TestDatabase } from './test-database';

/**
 * Decision 009: what was stored before sealed values were bound to their place — v1 ciphertexts with no
 * additional data, clear ratings, check-in flags in a clear component — still reads the same, and the
 * first start seals it, bound. And the data key can be rotated: a CMS started with a new
 * DATA_ENCRYPTION_KEY and the old one in DATA_ENCRYPTION_OLD_KEYS rewrites every stored value under the
 * new key at start, after which the old key can be dropped and everything still opens. Its own database.
 */
const OLD_KEY = TEST_DATA_KEY;
const NEW_KEY = Buffer.alloc(32, 9).toString('base64');
const keyId = (key: string) => createHash('sha256').update(Buffer.from(key, 'base64')).digest('hex').slice(0, 8);
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';
const today = new Date().toISOString().slice(0, 10);
const PLAN = { sections: { warningSigns: [{ id: 'w', text: 'Not answering messages' }], helpers: [{ id: 'h', text: 'Sam', phone: '07700 900456' }] } };
const SESSION = 's-rotation-1';

/** A value in the format before decision 009's update: AES-256-GCM with no additional data. */
const sealedV1 = (plain: string, key: string) => {
  const k = Buffer.from(key, 'base64');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', k, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `enc:v1:${keyId(key)}:${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${body.toString('base64url')}`;
};

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
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => queryDatabaseAt<T>(db.env, text, params);
const SEALED_COLUMNS = [
  'SELECT content AS value FROM safety_plans',
  'SELECT picture FROM safety_plans',
  'SELECT emotions FROM diary_entries',
  'SELECT urges FROM diary_entries',
  'SELECT skills FROM diary_entries',
  'SELECT note FROM diary_entries',
  'SELECT "before" FROM distress_ratings',
  'SELECT "after" FROM distress_ratings',
  'SELECT note FROM distress_ratings',
  'SELECT stresses FROM forms',
];
const stored = () => sql<{ value: string | null }>(SEALED_COLUMNS.join(' UNION ALL '));

let jwt: string;
let userId: number;
let before: Record<string, unknown>;
const read = async () => {
  const get = async (route: string) => (await callOn(cms!.url, 'GET', route, { token: jwt })).body;
  return {
    plan: await get('/api/account/safety-plan'),
    diary: await get(`/api/account/diary?from=${today}&to=${today}`),
    rating: (await callOn(cms!.url, 'PUT', `/api/account/distress-ratings/${SESSION}`, { token: jwt, body: { skill: 'breathing' } })).body,
    helps: await get('/api/account/what-helps'),
    checkIn: await get('/api/account/stress-check-ins/latest'),
  };
};

beforeAll(async () => {
  workDir = makeWorkDir();
  db = await createTestDatabase(workDir);
  env = { ...testServerEnv(db.env, workDir), SEED_CONTENT: 'false' };
  port = await freePort();
  await start({ DATA_ENCRYPTION_KEY: OLD_KEY, DATA_ENCRYPTION_OLD_KEYS: '' });
  const user = await callOn(cms!.url, 'POST', '/api/auth/local/register', {
    body: { username: 'rotation', email: 'rotation@example.test', password: 'Correct-Horse-9' },
  });
  jwt = user.body.jwt;
  userId = user.body.user.id;
  const put = async (route: string, body: unknown) => expect((await callOn(cms!.url, 'PUT', route, { token: jwt, body })).status).toBe(200);
  await put('/api/account/safety-plan', PLAN);
  await put('/api/account/safety-plan/picture', { type: 'image/png', data: PNG });
  await put(`/api/account/diary/${today}`, { emotions: { joy: 2 }, urges: { selfHarm: { level: 3, actedOn: false } }, note: 'Rain all day' });
  await put(`/api/account/distress-ratings/${SESSION}`, { skill: 'breathing', before: 7, after: 4, note: 'Slower now' });
  expect((await callOn(cms!.url, 'POST', '/api/account/stress-check-ins', { token: jwt, body: { all_stresses: { panic: true, sadness: true } } })).status).toBe(
    201,
  );
  before = await read();
  await cms!.stop();
  cms = undefined;

  // Put the database back as the release before this one left it.
  const [plan] = await sql<{ id: number; content: string; document_id: string }>('SELECT id, content, document_id FROM safety_plans');
  const sections = openStored(plan.content, 'api::safety-plan.safety-plan', 'content', plan.document_id, userId);
  await changeDatabaseAt(db.env, 'UPDATE safety_plans SET content = ?', [sealedV1(sections, OLD_KEY)]);
  await changeDatabaseAt(db.env, 'UPDATE diary_entries SET emotions = ?, urges = ?, skills = ?, note = ?', [
    '{"joy":2}',
    '{"selfHarm":{"level":3,"actedOn":false}}',
    '[]',
    sealedV1('Rain all day', OLD_KEY),
  ]);
  await changeDatabaseAt(db.env, 'UPDATE distress_ratings SET "before" = ?, "after" = ?', ['7', '4']);
  const [form] = await sql<{ id: number }>('SELECT id FROM forms');
  await changeDatabaseAt(db.env, 'UPDATE forms SET stresses = NULL');
  const [flags] = await changeDatabaseAt<{ id: number }>(
    db.env,
    'INSERT INTO components_stress_all_stresses (panic, sadness, anger) VALUES (TRUE, TRUE, FALSE) RETURNING id',
  );
  await changeDatabaseAt(db.env, 'INSERT INTO forms_cmps (entity_id, cmp_id, component_type, field, "order") VALUES (?, ?, ?, ?, 1)', [
    form.id,
    flags.id,
    'stress.all-stresses',
    'all_stresses',
  ]);
}, 240_000);

afterAll(async () => {
  await cms?.stop();
  await db?.drop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('values stored before they were bound to their place', () => {
  it('are what the release before left: v1 ciphertexts, clear ratings, clear check-in flags', async () => {
    const values = (await stored()).map((r) => r.value);
    expect(values).toEqual(expect.arrayContaining(['7', '4', '{"joy":2}', expect.stringMatching(/^enc:v1:/)]));
    expect(await sql('SELECT panic FROM components_stress_all_stresses')).toHaveLength(1);
  });

  it('read the same after the next start, which seals each of them bound to its place', async () => {
    await start({ DATA_ENCRYPTION_KEY: OLD_KEY, DATA_ENCRYPTION_OLD_KEYS: '' });
    expect(cms!.output()).toContain(
      `sealed under key ${keyId(OLD_KEY)}: forms.all_stresses: 1, safety_plans.content: 1, safety_plans.picture: 0, diary_entries.emotions: 1, diary_entries.urges: 1, diary_entries.skills: 1, diary_entries.note: 1, distress_ratings.before: 1, distress_ratings.after: 1, distress_ratings.note: 0, forms.stresses: 0`,
    );
    for (const { value } of await stored()) expect(value).toMatch(new RegExp(`^enc:v2:${keyId(OLD_KEY)}:`));
    expect(await sql('SELECT id FROM components_stress_all_stresses')).toEqual([]);
    expect(await sql('SELECT entity_id FROM forms_cmps')).toEqual([]);
    expect(await read()).toEqual(before);
  });
});

describe('rotating the data encryption key', () => {
  it('rewrites every value under the new key at start, logs the counts, and changes nothing the person sees', async () => {
    await start({ DATA_ENCRYPTION_KEY: NEW_KEY, DATA_ENCRYPTION_OLD_KEYS: OLD_KEY });
    expect(cms!.output()).toContain(
      `sealed under key ${keyId(NEW_KEY)}: forms.all_stresses: 0, safety_plans.content: 1, safety_plans.picture: 1, diary_entries.emotions: 1, diary_entries.urges: 1, diary_entries.skills: 1, diary_entries.note: 1, distress_ratings.before: 1, distress_ratings.after: 1, distress_ratings.note: 1, forms.stresses: 1, email_outbox.message: 0`,
    );
    for (const { value } of await stored()) expect(value).toMatch(new RegExp(`^enc:v2:${keyId(NEW_KEY)}:`));
    // updatedAt too: rotation is not an edit by the person.
    expect(await read()).toEqual(before);
  });

  it('a later start has nothing left to rewrite', async () => {
    await start({ DATA_ENCRYPTION_KEY: NEW_KEY, DATA_ENCRYPTION_OLD_KEYS: OLD_KEY });
    expect(cms!.output()).toMatch(/safety_plans\.content: 0, safety_plans\.picture: 0, diary_entries\.emotions: 0, .*distress_ratings\.before: 0/);
    expect(cms!.output()).not.toMatch(/: [1-9]/);
  });

  it('then runs without the old key and still opens everything; new writes use the new key', async () => {
    await start({ DATA_ENCRYPTION_KEY: NEW_KEY, DATA_ENCRYPTION_OLD_KEYS: '' });
    expect(cms!.output()).not.toContain('sealed under key');
    expect(await read()).toEqual(before);
    const picture = await fetch(`${cms!.url}/api/account/safety-plan/picture`, { headers: { authorization: `Bearer ${jwt}` } });
    expect(Buffer.from(await picture.arrayBuffer()).toString('base64')).toBe(PNG);
    expect((await callOn(cms!.url, 'PUT', `/api/account/diary/${today}`, { token: jwt, body: { note: 'Sun later' } })).status).toBe(200);
    for (const { value } of await stored()) expect(value).toMatch(new RegExp(`^enc:v2:${keyId(NEW_KEY)}:`));
  });
});
