import fs from 'node:fs';
import path from 'node:path';
import { WEBHOOK_SECRET } from './payments-helpers';
import { freePort, startStrapi, testServerEnv, type StrapiProcess } from './strapi-process';
import { createTestDatabase, makeWorkDir, type TestDatabase } from './test-database';

/**
 * A CMS of its own for the payment inbox and reconciliation tests (issue 11.6): its own database (SQLite, or
 * PostgreSQL with TEST_DATABASE_URL, optionally reached through a fault proxy), the sandbox or the Stripe
 * gateway (aimed at the stand-in), its own job timings, and direct SQL on its database — reads and writes —
 * for what HTTP does not show (the inbox rows) and to plant rows as another instance or a crash would leave them.
 */

export type Sql = <T = Record<string, any>>(text: string, params?: unknown[]) => Promise<T[]>;

/** SQL on a test database; write `?` placeholders, they become `$1, $2 …` on PostgreSQL. */
export const sqlOn = (dbEnv: Record<string, string>): Sql => {
  if (dbEnv.DATABASE_URL) {
    return async (text, params = []) => {
      const { Client } = await import('pg');
      const client = new Client({ connectionString: dbEnv.DATABASE_URL });
      await client.connect();
      try {
        let n = 0;
        return (
          await client.query(
            text.replace(/\?/g, () => `$${++n}`),
            params,
          )
        ).rows;
      } finally {
        await client.end();
      }
    };
  }
  return async (text, params = []) => {
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(dbEnv.DATABASE_FILENAME, { fileMustExist: true, timeout: 10_000 });
    try {
      const statement = db.prepare(text);
      if (statement.reader) return statement.all(...params) as never[];
      statement.run(...params);
      return [];
    } finally {
      db.close();
    }
  };
};

/** Datetimes as this database stores them (Strapi keeps milliseconds in SQLite, timestamps in PostgreSQL). */
export const dbTime = (dbEnv: Record<string, string>, at: Date) => (dbEnv.DATABASE_URL ? at.toISOString() : at.getTime());

export type PaymentsCms = {
  url: string;
  db: TestDatabase;
  /** The database as the CMS reaches it (through the proxy when there is one). */
  cmsDbEnv: Record<string, string>;
  sql: Sql;
  outbox: () => { to: string; subject: string; text: string }[];
  process: StrapiProcess;
  /** Another instance on the same database, with its own settings. */
  startAnother: (env?: Record<string, string>) => Promise<StrapiProcess>;
  stop: () => Promise<void>;
};

export type PaymentsCmsOptions = {
  stripePort?: number;
  /** Points DATABASE_URL at this port on 127.0.0.1 instead of PostgreSQL's (a fault proxy in front of it). */
  proxyPort?: number;
  env?: Record<string, string>;
};

/** Job timings that never fire within a test: only requests change anything. */
export const NO_JOBS = { PAYMENT_EVENTS_INTERVAL_MS: '2147483647', PAYMENT_RECONCILE_INTERVAL_MS: '2147483647', SANDBOX_RENEWAL_INTERVAL_MS: '2147483647' };

export const startPaymentsCms = async ({ stripePort, proxyPort, env = {} }: PaymentsCmsOptions = {}): Promise<PaymentsCms> => {
  const workDir = makeWorkDir();
  const db = await createTestDatabase(workDir);
  const cmsDbEnv = { ...db.env };
  if (proxyPort && cmsDbEnv.DATABASE_URL) {
    const url = new URL(cmsDbEnv.DATABASE_URL);
    url.hostname = '127.0.0.1';
    url.port = String(proxyPort);
    cmsDbEnv.DATABASE_URL = url.toString();
  }
  const mailDropDir = path.join(workDir, 'outbox');
  const base = {
    ...testServerEnv(cmsDbEnv, workDir),
    ...(stripePort
      ? {
          STRIPE_SECRET_KEY: 'sk_test_stand_in',
          STRIPE_PUBLISHABLE_KEY: 'pk_test_stand_in',
          STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
          STRIPE_API_HOST: '127.0.0.1',
          STRIPE_API_PORT: String(stripePort),
          STRIPE_API_PROTOCOL: 'http',
        }
      : {}),
    ...env,
  };
  const started: StrapiProcess[] = [];
  const start = async (extra: Record<string, string> = {}) => {
    const process = await startStrapi({ ...base, ...extra }, await freePort());
    started.push(process);
    return process;
  };
  const first = await start();
  return {
    url: first.url,
    db,
    cmsDbEnv,
    sql: sqlOn(db.env),
    process: first,
    outbox: () =>
      fs.existsSync(mailDropDir)
        ? fs
            .readdirSync(mailDropDir)
            .filter((f) => f.endsWith('.json'))
            .sort()
            .map((f) => JSON.parse(fs.readFileSync(path.join(mailDropDir, f), 'utf8')))
        : [],
    startAnother: (extra) => start(extra),
    stop: async () => {
      for (const process of started) {
        await process.stop();
        if (globalThis.process.env.STRAPI_TEST_LOG) fs.appendFileSync(`${globalThis.process.env.STRAPI_TEST_LOG}.payments`, process.output());
      }
      await db.drop();
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
};

/** Waits for an async condition (a row to change, as a worker makes it change); fails after `timeoutMs`. */
export const eventually = async <T>(fn: () => Promise<T | undefined | null | false>, timeoutMs = 20_000, what = 'condition'): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
};
