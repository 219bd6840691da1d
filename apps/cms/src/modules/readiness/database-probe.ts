import Database from 'better-sqlite3';
import type { Core } from '@strapi/strapi';
import { memoisedProbe } from './database-outage';

const PROBE_TIMEOUT_MS = 1000;
const PROBE_MEMO_MS = 1000;

const BUSY_RETRIES = 3;
const BUSY_WAIT_MS = 25;

const isBusy = (error: unknown) => String((error as { code?: unknown } | null)?.code ?? '').startsWith('SQLITE_BUSY');

/**
 * SQLite answers `select 1` without touching its file, and its driver waits for a lock synchronously —
 * freezing the process for the busy timeout. So the probe has its own read-only handle that does not
 * wait, and reads the schema table. A write's commit locks the file for a moment, which is no outage
 * (a 401 found then was answered 503): the probe asks again after short waits that leave the process
 * free, and counts the file as away only when it is still locked after them.
 */
export const sqliteProbe = ({ filename }: { filename: string }) => {
  let handle: Database.Database | null = null;
  return async () => {
    handle ??= new Database(filename, { readonly: true, fileMustExist: true, timeout: 0 });
    for (let attempt = 0; ; attempt += 1) {
      try {
        handle.prepare('select count(*) from sqlite_master').get();
        return;
      } catch (error) {
        if (attempt >= BUSY_RETRIES || !isBusy(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, BUSY_WAIT_MS));
      }
    }
  };
};

/**
 * Whether this instance's database answers now: a quick query, at most once a second for each probe
 * made here (issue 11.5). The outage middleware keeps its own, so that a "reachable" the background jobs
 * saw a moment before an outage began never turns the middleware's 503 back into the 401 it replaces.
 */
export const createDatabaseProbe = (strapi: Core.Strapi): (() => Promise<boolean>) =>
  memoisedProbe(
    strapi.db.dialect.client === 'sqlite'
      ? sqliteProbe(strapi.db.config.connection.connection as { filename: string })
      : () => strapi.db.connection.raw('select 1'),
    { timeoutMs: PROBE_TIMEOUT_MS, memoMs: PROBE_MEMO_MS },
  );

let jobsProbe: (() => Promise<boolean>) | null = null;

/**
 * Whether a background job's round should run: not while the database is away. On SQLite each of its
 * queries would hold the whole process for the busy timeout, and the requests waiting behind it matter
 * more; on PostgreSQL it would only fail after the connection timeout.
 */
export const jobsMayRun = (strapi: Core.Strapi): Promise<boolean> => {
  jobsProbe ??= createDatabaseProbe(strapi);
  return jobsProbe();
};
