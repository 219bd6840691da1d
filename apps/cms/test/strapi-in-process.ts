import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { testKeyPrefix } from './redis';
import { freePort, testServerEnv } from './strapi-process';
import { createTestDatabase, makeWorkDir } from './test-database';

const cmsDir = path.resolve(__dirname, '..');
const requireHere = createRequire(__filename);

export type InProcessStrapi = {
  strapi: Core.Strapi;
  url: string;
  /** One of the compiled CMS's own modules, the very instance the running Strapi uses (dist/src/…). */
  compiled: <T = any>(modulePath: string) => T;
  stop: () => Promise<void>;
};

/**
 * The compiled CMS booted inside this test process, on a copy of the suite's seeded database (and the
 * suite's Redis when TEST_REDIS_URL is set), listening on a free port: for tests that must look at
 * Strapi's internals as well as talk to it over HTTP. `env` adds to or overrides the test servers' settings.
 * One per test file: Strapi is a process-wide singleton (the global `strapi`).
 */
export const startStrapiInProcess = async (env: Record<string, string> = {}): Promise<InProcessStrapi> => {
  const workDir = makeWorkDir();
  const db = await createTestDatabase(workDir);
  const port = await freePort();
  const redis = process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL, REDIS_KEY_PREFIX: testKeyPrefix() } : {};
  Object.assign(process.env, testServerEnv(db.env, workDir), redis, { LOG_LEVEL: 'warn' }, env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
  });
  // As CommonJS, the way `strapi start` loads it (its ES build does not load under Node's ES resolver).
  const { createStrapi } = requireHere('@strapi/strapi') as typeof import('@strapi/strapi');
  // strapi.destroy() removes every listener on `process`, the test runner's own (its channel to this
  // worker) included: the ones there before the boot are put back after it.
  const before = process.eventNames().map((name) => [name, process.rawListeners(name)] as const);
  const strapi = await createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist'), autoReload: false }).load();
  await strapi.listen();
  return {
    strapi,
    url: `http://127.0.0.1:${port}`,
    compiled: (modulePath) => requireHere(path.join(cmsDir, 'dist', 'src', modulePath)),
    stop: async () => {
      await strapi.destroy();
      for (const [name, listeners] of before)
        for (const listener of listeners) if (!process.rawListeners(name).includes(listener)) process.on(name, listener as (...args: unknown[]) => void);
      await db.drop();
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
};

/**
 * Counts calls to one of Strapi's own internal methods (`router.match`, `createQueryBuilder` …) while
 * `during` runs, to tell which path a request took; the method itself still runs. Only for looking at
 * Strapi's internals: never a stand-in for the CMS's own code.
 */
export const countCalls = async (target: object, method: string, during: () => Promise<unknown>, counts: (...args: any[]) => boolean = () => true) => {
  const holder = target as Record<string, (...args: unknown[]) => unknown>;
  const original = holder[method];
  const hadOwn = Object.prototype.hasOwnProperty.call(target, method);
  let calls = 0;
  holder[method] = function (this: unknown, ...args: unknown[]) {
    if (counts(...args)) calls += 1;
    return original.apply(this, args);
  };
  try {
    await during();
  } finally {
    if (hadOwn) holder[method] = original;
    else delete holder[method];
  }
  return calls;
};

/**
 * How many times the user row is read through the ORM (its `afterFindOne` event) while `during` runs.
 * Lifecycle subscribers cannot be removed, so this subscribes once and counts only inside `during`.
 */
let counting: { active: boolean; calls: number } | undefined;
export const countUserFindOnes = async (strapi: Core.Strapi, during: () => Promise<unknown>) => {
  if (!counting) {
    const state = { active: false, calls: 0 };
    strapi.db.lifecycles.subscribe({ models: ['plugin::users-permissions.user'], afterFindOne: () => void (state.active && (state.calls += 1)) });
    counting = state;
  }
  counting.calls = 0;
  counting.active = true;
  try {
    await during();
  } finally {
    counting.active = false;
  }
  return counting.calls;
};
