import type { Knex } from 'knex';

/**
 * Stands in for the query's one parameter while its SQL is built: a number no caller passes (ids are
 * positive), so its places among the bindings are exactly the parameter's.
 */
export const PARAMETER = -7_351_924_186;

type Row = Record<string, unknown>;

/** `knex.raw` answers rows as an array on SQLite and as `{ rows }` on PostgreSQL. */
const rowsOf = (result: unknown): Row[] => (Array.isArray(result) ? result : ((result as { rows?: Row[] })?.rows ?? []));

type SqliteConnection = { prepare: (sql: string) => { reader: boolean; all: (bindings: unknown[]) => Row[] } };
/** knex's better-sqlite3 client, as far as this uses it (knex/lib/dialects/better-sqlite3, client.js). */
type SqliteClient = {
  driverName: string;
  acquireConnection: () => Promise<SqliteConnection>;
  releaseConnection: (connection: SqliteConnection) => Promise<void>;
  _formatBindings: (bindings: readonly unknown[]) => unknown[];
};

/**
 * On SQLite, what knex's raw query does, without its query runner around it: the connection from the
 * same pool (so never while a transaction holds it), the statement (kept by utils/sqlite-statement-cache),
 * the bindings formatted by knex's own client, and the rows.
 */
const runOnSqlite = async (client: SqliteClient, sql: string, bindings: readonly unknown[]): Promise<Row[]> => {
  const connection = await client.acquireConnection();
  try {
    const statement = connection.prepare(sql);
    if (!statement.reader) throw new Error('prepared query: only reads are prepared');
    return statement.all(client._formatBindings(bindings));
  } finally {
    await client.releaseConnection(connection);
  }
};

/**
 * A read whose SQL is the same on every call but for one number (a user's id), built by knex once and
 * then run as that SQL with the number in its places. Building and compiling the same query anew was
 * most of a signed-in read's database time (issue 11.10); the query, its bindings and its rows are the
 * ones knex would give. `build` gets PARAMETER where the number goes and must not use it otherwise.
 * Reads only. It runs on the pool, never inside a transaction: callers in one use their query as it is.
 */
export const prepareQuery = (knex: () => Knex, build: (parameter: number) => Knex.QueryBuilder | Knex.Raw) => {
  let compiled: { sql: string; bindings: readonly unknown[] } | undefined;
  return async (value: number): Promise<Row[]> => {
    if (!Number.isSafeInteger(value) || value === PARAMETER) throw new TypeError(`prepared query: ${value} is not an id`);
    if (!compiled) {
      const { sql, bindings } = build(PARAMETER).toSQL();
      if (!bindings.includes(PARAMETER)) throw new Error('prepared query: the built query does not use its parameter');
      compiled = { sql, bindings };
    }
    const bindings = compiled.bindings.map((b) => (b === PARAMETER ? value : b)) as Knex.RawBinding[];
    const client = knex().client as SqliteClient;
    if (client.driverName === 'better-sqlite3') return runOnSqlite(client, compiled.sql, bindings);
    return rowsOf(await knex().raw(compiled.sql, bindings));
  };
};
