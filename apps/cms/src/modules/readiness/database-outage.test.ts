import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Client } from 'pg';
import { describe, expect, it } from 'vitest';
import { hostAndPort, startFaultProxy } from '../../../test/fault-proxy';
import { freePort } from '../../../test/strapi-process';
import { isDatabaseUnavailableError, memoisedProbe } from './database-outage';

/** The error a real call fails with. */
const failureOf = async (work: () => unknown): Promise<unknown> => {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
};

describe('isDatabaseUnavailableError, on errors the real drivers raise', () => {
  it('a PostgreSQL server that refuses connections', async () => {
    const port = await freePort(); // nothing listens there
    const error = await failureOf(() => new Client({ host: '127.0.0.1', port }).connect());
    expect(isDatabaseUnavailableError(error)).toBe(true);
    expect(isDatabaseUnavailableError(new Error('wrapped', { cause: error }))).toBe(true);
  });

  it('SQLite busy beyond its timeout; but not a constraint it enforces', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'steady-busy-'));
    const file = path.join(dir, 'busy.db');
    const holder = new Database(file);
    const waiter = new Database(file, { timeout: 0 });
    try {
      holder.exec('create table t (id integer primary key)');
      holder.exec('begin exclusive');
      const busy = (() => {
        try {
          waiter.prepare('select * from t').all();
        } catch (error) {
          return error;
        }
      })();
      expect((busy as { code: string }).code).toMatch(/^SQLITE_BUSY/);
      expect(isDatabaseUnavailableError(busy)).toBe(true);
      holder.exec('insert into t (id) values (1)');
      const duplicate = (() => {
        try {
          holder.exec('insert into t (id) values (1)');
        } catch (error) {
          return error;
        }
      })();
      expect(isDatabaseUnavailableError(duplicate)).toBe(false);
    } finally {
      holder.close();
      waiter.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a server that accepts the connection and never answers', async () => {
    const proxy = await startFaultProxy({ host: '127.0.0.1', port: await freePort() });
    proxy.mute();
    try {
      const error = await failureOf(() => new Client({ host: '127.0.0.1', port: proxy.port, connectionTimeoutMillis: 50 }).connect());
      expect((error as Error).message).toBe('timeout expired');
      expect(isDatabaseUnavailableError(error)).toBe(true);
    } finally {
      await proxy.close();
    }
  });

  it('is not fooled by ordinary failures', () => {
    expect(isDatabaseUnavailableError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailableError(null)).toBe(false);
    expect(isDatabaseUnavailableError('ECONNREFUSED')).toBe(false);
  });

  describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;

    it('a connection ended by the server (57P01, as in a restart)', async () => {
      const victim = new Client({ connectionString: serverUrl });
      victim.on('error', () => undefined);
      await victim.connect();
      const admin = new Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        const { rows } = await victim.query('select pg_backend_pid() as pid');
        await admin.query('select pg_terminate_backend($1)', [rows[0].pid]);
        const error = await failureOf(() => victim.query('select 1'));
        expect(isDatabaseUnavailableError(error)).toBe(true);
      } finally {
        await admin.end();
        await victim.end().catch(() => undefined);
      }
    });

    it('a connection cut on the way (the server vanished)', async () => {
      const proxy = await startFaultProxy(hostAndPort(serverUrl, 5432));
      const url = new URL(serverUrl);
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      const client = new Client({ connectionString: url.toString() });
      client.on('error', () => undefined);
      try {
        await client.connect();
        const pending = failureOf(() => client.query('select pg_sleep(5)'));
        await new Promise((r) => setTimeout(r, 100));
        proxy.restart();
        expect(isDatabaseUnavailableError(await pending)).toBe(true);
      } finally {
        await client.end().catch(() => undefined);
        await proxy.close();
      }
    });

    it('but not a query the server refuses', async () => {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      try {
        expect(isDatabaseUnavailableError(await failureOf(() => client.query('select from nowhere at all')))).toBe(false);
        expect(isDatabaseUnavailableError(await failureOf(() => client.query("select 'x'::int")))).toBe(false);
      } finally {
        await client.end();
      }
    });
  });
});

describe('memoisedProbe', () => {
  it('asks once for many callers at once, and remembers the answer for a while', async () => {
    let probes = 0;
    const reachable = memoisedProbe(async () => void probes++, { timeoutMs: 1000, memoMs: 60_000 });
    expect(await Promise.all([reachable(), reachable(), reachable()])).toEqual([true, true, true]);
    expect(await reachable()).toBe(true);
    expect(probes).toBe(1);
  });

  it('counts a failing or hanging probe as unreachable, and asks again once the memory is old', async () => {
    let probes = 0;
    const failing = memoisedProbe(async () => (probes++, Promise.reject(new Error('ECONNREFUSED'))), { timeoutMs: 1000, memoMs: 0 });
    expect(await failing()).toBe(false);
    expect(await failing()).toBe(false);
    expect(probes).toBe(2);
    const hanging = memoisedProbe(() => new Promise(() => undefined), { timeoutMs: 20, memoMs: 0 });
    expect(await hanging()).toBe(false);
  });
});
