import type { Knex } from 'knex';
import { settings } from '../../config/env';
import { readOnSqlitePool, runsOnBetterSqlite } from './sqlite-reads';

/**
 * Stands in for the query's one parameter while its SQL is built: a number no caller passes (ids are
 * positive), so its places among the bindings are exactly the parameter's.
 */
export const PARAMETER = -7_351_924_186;

type Row = Record<string, unknown>;

/** `knex.raw` answers rows as an array on SQLite and as `{ rows }` on PostgreSQL. */
const rowsOf = (result: unknown): Row[] => (Array.isArray(result) ? result : ((result as { rows?: Row[] })?.rows ?? []));

/**
 * A read whose SQL is the same on every call but for one number (a user's id), built by knex once and
 * then run as that SQL with the number in its places. Building and compiling the same query anew was
 * most of a signed-in read's database time (decision 012); the query, its bindings and its rows are the
 * ones knex would give. `build` gets PARAMETER where the number goes and must not use it otherwise.
 * Reads only. It runs on the pool, never inside a transaction: callers in one use their query as it is.
 * On SQLite the read takes the pool's connection itself (modules/strapi-adapter). When `prepared` says
 * no (by default FAST_PATH_PREPARED_SQL=false), each call builds its query anew and runs it through knex.
 */
export const prepareQuery = (
  knex: () => Knex,
  build: (parameter: number) => Knex.QueryBuilder | Knex.Raw,
  prepared: () => boolean = () => settings().FAST_PATH_PREPARED_SQL,
) => {
  let compiled: { sql: string; bindings: readonly unknown[] } | undefined;
  const compile = () => {
    const { sql, bindings } = build(PARAMETER).toSQL();
    if (!bindings.includes(PARAMETER)) throw new Error('prepared query: the built query does not use its parameter');
    return { sql, bindings };
  };
  return async (value: number): Promise<Row[]> => {
    if (!Number.isSafeInteger(value) || value === PARAMETER) throw new TypeError(`prepared query: ${value} is not an id`);
    const fast = prepared();
    const query = fast ? (compiled ??= compile()) : compile();
    const bindings = query.bindings.map((b) => (b === PARAMETER ? value : b)) as Knex.RawBinding[];
    if (fast && runsOnBetterSqlite(knex())) return readOnSqlitePool(knex(), query.sql, bindings);
    return rowsOf(await knex().raw(query.sql, bindings));
  };
};
