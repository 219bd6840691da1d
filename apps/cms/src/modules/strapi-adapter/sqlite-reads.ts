import type { Knex } from 'knex';

type Row = Record<string, unknown>;
type SqliteConnection = { prepare: (sql: string) => { reader: boolean; all: (bindings: unknown[]) => Row[] } };

/** knex's better-sqlite3 client, as far as this uses it (knex/lib/dialects/better-sqlite3, client.js). */
type SqliteClient = {
  driverName: string;
  acquireConnection: () => Promise<SqliteConnection>;
  releaseConnection: (connection: SqliteConnection) => Promise<void>;
  _formatBindings: (bindings: readonly unknown[]) => unknown[];
};

const sqliteClientOf = (knex: Knex): SqliteClient | undefined => {
  const client = knex.client as SqliteClient;
  return client.driverName === 'better-sqlite3' ? client : undefined;
};

/** Whether `knex` runs on better-sqlite3, where `readOnSqlitePool` applies. */
export const runsOnBetterSqlite = (knex: Knex) => sqliteClientOf(knex) !== undefined;

/**
 * On SQLite, what knex's raw query does, without its query runner around it: the connection from the
 * same pool (so never while a transaction holds it), the statement (kept by the statement cache), the
 * bindings formatted by knex's own client, and the rows. Reads only.
 */
export const readOnSqlitePool = async (knex: Knex, sql: string, bindings: readonly unknown[]): Promise<Row[]> => {
  const client = sqliteClientOf(knex);
  if (!client) throw new Error('readOnSqlitePool: knex is not on better-sqlite3');
  const connection = await client.acquireConnection();
  try {
    const statement = connection.prepare(sql);
    if (!statement.reader) throw new Error('prepared query: only reads are prepared');
    return statement.all(client._formatBindings(bindings));
  } finally {
    await client.releaseConnection(connection);
  }
};
