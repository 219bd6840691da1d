import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type TestDatabase = { env: Record<string, string>; label: string; drop: () => Promise<void> };

/**
 * A fresh, throw-away database: a temporary SQLite file by default, or — when TEST_DATABASE_URL
 * names a PostgreSQL server — a new database created on it and dropped afterwards.
 */
export const createTestDatabase = async (workDir: string): Promise<TestDatabase> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const filename = path.join(workDir, 'test.db');
    return { env: { DATABASE_FILENAME: filename }, label: `sqlite ${filename}`, drop: async () => fs.rmSync(filename, { force: true }) };
  }
  // pg is a dependency of the CMS; loaded lazily so the SQLite leg does not need a server.
  const { Client } = await import('pg');
  const name = `steady_test_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    label: `postgres ${name}`,
    drop: async () => {
      const c = new Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
};

export const makeWorkDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'steady-api-test-'));
