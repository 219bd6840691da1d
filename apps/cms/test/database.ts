import { inject } from 'vitest';

/**
 * Reads the test CMS's own database directly, for what HTTP cannot show (that rows are really gone).
 * Write SQL with `?` placeholders; they become `$1, $2 …` on PostgreSQL.
 */
export const queryDatabase = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> =>
  queryDatabaseAt<T>(inject('databaseEnv'), sql, params);

/** The same, on the database of another test CMS (its DATABASE_URL or DATABASE_FILENAME). */
export const queryDatabaseAt = <T = Record<string, unknown>>(env: Record<string, string>, sql: string, params: unknown[] = []): Promise<T[]> =>
  runSql<T>(env, sql, params, { write: false });

/** Runs one statement; SQLite opens the file read-only unless the statement is meant to write. */
const runSql = async <T>(env: Record<string, string>, sql: string, params: unknown[], { write }: { write: boolean }): Promise<T[]> => {
  if (env.DATABASE_URL) {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      let n = 0;
      return (
        await client.query(
          sql.replace(/\?/g, () => `$${++n}`),
          params,
        )
      ).rows as T[];
    } finally {
      await client.end();
    }
  }
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(env.DATABASE_FILENAME, write ? { fileMustExist: true, timeout: 10_000 } : { readonly: true, fileMustExist: true });
  try {
    const statement = db.prepare(sql);
    if (statement.reader) return statement.all(...params) as T[];
    statement.run(...params);
    return [];
  } finally {
    db.close();
  }
};

/** How many rows of `table` (a Strapi collection table) have one of these documentIds. */
export const countDocuments = async (table: string, documentIds: string[]): Promise<number> => {
  if (!documentIds.length) return 0;
  const rows = await queryDatabase<{ n: number | string }>(
    `SELECT COUNT(*) AS n FROM ${table} WHERE document_id IN (${documentIds.map(() => '?').join(', ')})`,
    documentIds,
  );
  return Number(rows[0].n);
};

/**
 * Changes the database of a test CMS directly, as someone with SQL access could (the sealed-value tests
 * copy ciphertexts between rows). Rows an INSERT … RETURNING gives back are returned.
 */
export const changeDatabaseAt = <T = Record<string, unknown>>(env: Record<string, string>, sql: string, params: unknown[] = []): Promise<T[]> =>
  runSql<T>(env, sql, params, { write: true });

export const changeDatabase = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => changeDatabaseAt<T>(inject('databaseEnv'), sql, params);
