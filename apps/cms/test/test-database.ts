import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type TestDatabase = { env: Record<string, string>; label: string; drop: () => Promise<void> };

/**
 * A database as the suite's CMS left it after seeding it from empty (global-setup), kept aside untouched:
 * a SQLite file, or a PostgreSQL database nobody connects to (CREATE DATABASE … TEMPLATE needs that),
 * with the seed's uploads. Copying it costs well under a second; seeding a fresh one costs a boot ~3× as long.
 */
export type SeededTemplate = { sqliteFile?: string; postgresName?: string; uploadsDir: string };

export type TestDatabaseOptions = {
  /**
   * An empty database instead of a copy of the seeded one, for tests about what a start does to an empty
   * database (seeding, the first admin, instances racing to create the schema).
   */
  empty?: boolean;
};

/**
 * The suite's seeded template, inside a test file. Vitest is imported here, not at the top: the global
 * setup, which runs outside any test file, imports this module too and may not load it.
 */
const suiteTemplate = async (): Promise<SeededTemplate | undefined> => {
  const { inject } = await import('vitest');
  return inject('seededTemplate');
};

/** A new PostgreSQL database on the server of TEST_DATABASE_URL, optionally a copy of `template`. */
const createPostgresDatabase = async (serverUrl: string, name: string, template?: string) => {
  // pg is a dependency of the CMS; loaded lazily so the SQLite leg does not need a server.
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
};

export const dropPostgresDatabase = async (serverUrl: string, name: string) => {
  const { Client } = await import('pg');
  const c = new Client({ connectionString: serverUrl });
  await c.connect();
  try {
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await c.end();
  }
};

/**
 * A throw-away database: a temporary SQLite file by default, or — when TEST_DATABASE_URL names a
 * PostgreSQL server — a new database created on it and dropped afterwards. Inside a test file it is a
 * copy of the suite's seeded database (its uploads copied into `workDir/public/uploads`), unless `empty`.
 */
export const createTestDatabase = async (workDir: string, { empty = false }: TestDatabaseOptions = {}): Promise<TestDatabase> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = empty ? undefined : await suiteTemplate();
  if (template) fs.cpSync(template.uploadsDir, path.join(workDir, 'public', 'uploads'), { recursive: true });
  if (!serverUrl) {
    const filename = path.join(workDir, 'test.db');
    if (template?.sqliteFile) fs.copyFileSync(template.sqliteFile, filename);
    return { env: { DATABASE_FILENAME: filename }, label: `sqlite ${filename}`, drop: async () => fs.rmSync(filename, { force: true }) };
  }
  const name = `steady_test_${randomBytes(4).toString('hex')}`;
  await createPostgresDatabase(serverUrl, name, template?.postgresName);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, label: `postgres ${name}`, drop: () => dropPostgresDatabase(serverUrl, name) };
};

/**
 * Keeps a copy of `db` (just seeded by a CMS that has stopped) and the uploads in `uploadsDir` as the
 * suite's template; `drop` removes it.
 */
export const keepAsTemplate = async (db: TestDatabase, uploadsDir: string): Promise<SeededTemplate & { drop: () => Promise<void> }> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'steady-seeded-'));
  fs.cpSync(uploadsDir, path.join(dir, 'uploads'), { recursive: true });
  const uploads = path.join(dir, 'uploads');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const sqliteFile = path.join(dir, 'seeded.db');
    fs.copyFileSync(db.env.DATABASE_FILENAME!, sqliteFile);
    return { sqliteFile, uploadsDir: uploads, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const source = new URL(db.env.DATABASE_URL!).pathname.slice(1);
  const postgresName = `${source}_seeded`;
  await createPostgresDatabase(serverUrl, postgresName, source);
  return {
    postgresName,
    uploadsDir: uploads,
    drop: async () => {
      await dropPostgresDatabase(serverUrl, postgresName);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};

export const makeWorkDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'steady-api-test-'));
