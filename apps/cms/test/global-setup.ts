import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startStrapi, testServerEnv } from './strapi-process';
import { createTestDatabase, keepAsTemplate, makeWorkDir, type SeededTemplate } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    mailDropDir: string;
    databaseEnv: Record<string, string>;
    databaseLabel: string;
    /** The REDIS_KEY_PREFIX of the suite's CMS ('' without TEST_REDIS_URL). */
    redisKeyPrefix: string;
    /** The database as the first boot seeded it from empty, for test files' own CMS instances to copy. */
    seededTemplate: SeededTemplate;
  }
}

/**
 * Boots the real, compiled CMS on a fresh database — twice, so the second boot proves that
 * seeding is idempotent — and hands its address to the tests, which talk to it over HTTP.
 * Between the boots the freshly seeded database is kept as a template: test files that start a CMS
 * of their own copy it instead of seeding another (createTestDatabase).
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.resolve(__dirname, '..', 'dist', 'src', 'index.js'))) {
    throw new Error('apps/cms is not compiled: run `npm test` from the repository root (it builds first).');
  }
  const workDir = makeWorkDir();
  const db = await createTestDatabase(workDir, { empty: true });
  const mailDropDir = path.join(workDir, 'outbox');
  const redisKeyPrefix = process.env.TEST_REDIS_URL ? `steady-test-${path.basename(workDir)}` : '';
  const env = {
    ...testServerEnv(db.env, workDir),
    SEED_DEMO_ACCOUNT: 'true',
    // With a Redis server given, the CMS keeps its rate-limit counts, captcha challenges and content cache
    // there, as several instances would, under keys of this run's own (another run may share the server).
    ...(redisKeyPrefix ? { REDIS_URL: process.env.TEST_REDIS_URL!, REDIS_KEY_PREFIX: redisKeyPrefix } : {}),
  };
  const port = await freePort();
  const first = await startStrapi(env, port);
  await first.stop();
  const template = await keepAsTemplate(db, path.join(workDir, 'public', 'uploads'));
  const strapi = await startStrapi(env, port);
  project.provide('apiUrl', strapi.url);
  project.provide('mailDropDir', mailDropDir);
  project.provide('databaseLabel', db.label);
  project.provide('databaseEnv', db.env);
  project.provide('redisKeyPrefix', redisKeyPrefix);
  const { drop: dropTemplate, ...seededTemplate } = template;
  project.provide('seededTemplate', seededTemplate);

  return async () => {
    await strapi.stop();
    if (process.env.STRAPI_TEST_LOG) fs.writeFileSync(process.env.STRAPI_TEST_LOG, strapi.output());
    await db.drop();
    await dropTemplate();
    fs.rmSync(workDir, { recursive: true, force: true });
  };
}
