import type Database from 'better-sqlite3';

/** Distinct read statements kept per connection; the least recently used goes first. */
const MAX_STATEMENTS = 200;

/**
 * knex's better-sqlite3 client prepares every query anew (`connection.prepare(sql)`), about 5 % of a
 * signed-in read's CPU (decision 012). Strapi sends the same few SQL texts over and over, with the
 * values as bindings, so the connection keeps its prepared read statements by SQL text and hands the
 * same one back. Safe with knex: it only calls `all`/`run` on a statement, synchronously, with the
 * bindings each time, and never switches a statement's modes (raw, pluck, expand, safeIntegers).
 * SQLite re-prepares a kept statement by itself when the schema changes. Writes are not kept.
 */
export const cacheReadStatements = (connection: Database.Database, max = MAX_STATEMENTS): Database.Database => {
  const prepare = connection.prepare.bind(connection) as (sql: string) => Database.Statement;
  const statements = new Map<string, Database.Statement>();
  connection.prepare = ((sql: string) => {
    const kept = statements.get(sql);
    if (kept) {
      statements.delete(sql);
      statements.set(sql, kept);
      return kept;
    }
    const statement = prepare(sql);
    if (!statement.reader) return statement;
    statements.set(sql, statement);
    if (statements.size > max) statements.delete(statements.keys().next().value!);
    return statement;
  }) as Database.Database['prepare'];
  return connection;
};
