import { createRequire } from 'node:module';
import type { Knex } from 'knex';

type Row = Record<string, unknown>;
type Params = Record<string, unknown>;
type FromRow = (meta: unknown, row: Row) => unknown;

/** The file in @strapi/database that holds `fromRow`; the contract test checks it still does. */
export const FROM_ROW_MODULE = '@strapi/database/dist/query/helpers/transform';

const requireHere = createRequire(__filename);
let fromRow: FromRow | undefined;
/**
 * Strapi's own row-to-entity mapping (column names to attributes, SQLite's 0/1 to booleans, dates): the
 * database package does not export it, and an answer built beside the ORM must be the ORM's to the letter.
 * Required as CommonJS, the very module the ORM uses, when first needed.
 */
export const strapiFromRow = (): FromRow => (fromRow ??= (requireHere(FROM_ROW_MODULE) as { fromRow: FromRow }).fromRow);

/** The knex query the ORM itself builds for `strapi.db.query(uid).findOne(params)`, not run. */
export const ormFindOneQuery = (uid: string, params: Params): Knex.QueryBuilder =>
  strapi.db.entityManager.createQueryBuilder(uid).init(params).first().getKnexQuery();

/** A database row mapped to the entity the ORM answers for it. */
export const ormEntityOf = (uid: string, row: Row): Row => strapiFromRow()(strapi.db.metadata.get(uid), row) as Row;

/**
 * `findOne(params)` as the ORM answers it — its `beforeFindOne`/`afterFindOne` lifecycle events around
 * the read, the first row mapped as the ORM maps it — with the rows read by `readRows` (the same SQL,
 * prepared). Lifecycles' `run` is the ORM's own way of firing them, not public API.
 */
export const findOneAsOrmDoes = async (uid: string, params: Params, readRows: () => Promise<Row[]>): Promise<Row | null> => {
  const lifecycles = strapi.db.lifecycles as unknown as {
    run: (action: string, uid: string, properties: Record<string, unknown>, states?: unknown) => Promise<unknown>;
  };
  const states = await lifecycles.run('beforeFindOne', uid, { params });
  const rows = await readRows();
  const result = rows.length > 0 ? ormEntityOf(uid, rows[0]) : null;
  await lifecycles.run('afterFindOne', uid, { params, result }, states);
  return result;
};
