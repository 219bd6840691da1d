import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '@steady/contracts';
import { callOn } from './api';
import { queryDatabaseAt } from './database';
import { freePort, startStrapi, TEST_ADMIN, testServerEnv, type StrapiProcess } from './strapi-process';
import { createTestDatabase, makeWorkDir, type TestDatabase } from './test-database';

/**
 * Issue 11.1: several instances started at the same moment on one empty PostgreSQL database all come up
 * (they used to collide creating Strapi's tables, then seeding the same slugs), and the database ends with
 * one copy of everything: the seed, the admin account, the roles. SQLite has no such case (one file, one
 * instance), so this runs on the PostgreSQL leg only.
 */
const INSTANCES = 3;
const seedCount = (file: string) => (JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', 'seed', file), 'utf8')) as unknown[]).length;

describe.skipIf(!process.env.TEST_DATABASE_URL)(`${INSTANCES} instances started at once on an empty database`, () => {
  let db: TestDatabase;
  const workDirs: string[] = [];
  let instances: StrapiProcess[] = [];
  const count = async (sql: string) => Number((await queryDatabaseAt<{ n: string | number }>(db.env, sql))[0].n);

  beforeAll(async () => {
    for (let i = 0; i < INSTANCES; i++) workDirs.push(makeWorkDir());
    db = await createTestDatabase(workDirs[0], { empty: true });
    const ports: number[] = [];
    for (let i = 0; i < INSTANCES; i++) ports.push(await freePort());
    const started = await Promise.allSettled(workDirs.map((dir, i) => startStrapi(testServerEnv(db.env, dir), ports[i])));
    instances = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failures = started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
    if (failures.length) throw new Error(`${failures.length} of ${INSTANCES} instances did not start:\n${failures.join('\n\n')}`);
  }, 300_000);

  afterAll(async () => {
    await Promise.all(instances.map((cms) => cms.stop()));
    await db?.drop();
    for (const dir of workDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('every instance is up and serves the seeded content', async () => {
    expect(instances).toHaveLength(INSTANCES);
    for (const cms of instances) {
      expect((await fetch(`${cms.url}/_health`)).status).toBe(204);
      const skills = await callOn(cms.url, 'GET', '/api/skills?pagination[pageSize]=1');
      expect(skills.status).toBe(200);
      expect(skills.body.meta.pagination.total).toBe(seedCount('skills.json'));
    }
  });

  it('the seed is in the database once', async () => {
    // One version of each entry per language: English and each seed translation (decision 019).
    for (const locale of LOCALE_CODES) {
      expect(await count(`SELECT COUNT(*) AS n FROM skills WHERE locale = '${locale}'`), locale).toBe(seedCount('skills.json'));
      expect(await count(`SELECT COUNT(*) AS n FROM categories WHERE locale = '${locale}'`), locale).toBe(seedCount('categories.json'));
    }
    expect(await count('SELECT COUNT(*) AS n FROM skills')).toBe(seedCount('skills.json') * LOCALE_CODES.length);
    expect(await count('SELECT COUNT(*) AS n FROM i18n_locale')).toBe(LOCALE_CODES.length);
    expect(await count('SELECT COUNT(*) AS n FROM helplines')).toBe(seedCount('helplines.json'));
    expect(await count('SELECT COUNT(*) AS n FROM (SELECT name FROM files GROUP BY name HAVING COUNT(*) > 1) AS twice')).toBe(0);
  });

  it('there is one admin account and one of each role', async () => {
    expect(await count(`SELECT COUNT(*) AS n FROM admin_users WHERE email = '${TEST_ADMIN.email}'`)).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM (SELECT type FROM up_roles GROUP BY type HAVING COUNT(*) > 1) AS twice')).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM (SELECT code FROM admin_roles GROUP BY code HAVING COUNT(*) > 1) AS twice')).toBe(0);
  });
});
