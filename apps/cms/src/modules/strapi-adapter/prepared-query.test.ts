import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARAMETER, prepareQuery } from './prepared-query';

/**
 * A real knex on an in-memory SQLite database with one connection, as Strapi's SQLite pool has, and on
 * PostgreSQL when the suite has one (TEST_DATABASE_URL): the prepared query must answer what knex's own does.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const schema = `prepared_query_${process.pid}`;
const databases = [
  ['SQLite', () => knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true, pool: { min: 1, max: 1 } })],
] as [string, () => Knex][];
if (postgresUrl) databases.push(['PostgreSQL', () => knexFactory({ client: 'pg', connection: postgresUrl, searchPath: [schema], pool: { min: 1, max: 1 } })]);

describe.each(databases)('prepareQuery on %s', (name, makeKnex) => {
  let knex: Knex;

  beforeAll(async () => {
    knex = makeKnex();
    if (name === 'PostgreSQL') await knex.raw(`create schema ${schema}`);
    await knex.schema.createTable('people', (t) => {
      t.increments('id');
      t.string('name');
      t.boolean('blocked');
    });
    await knex.schema.createTable('links', (t) => {
      t.integer('person_id');
      t.string('value');
      t.integer('ord');
    });
    await knex('people').insert([
      { name: 'Ada', blocked: false },
      { name: 'Bo', blocked: true },
      { name: 'Cy?', blocked: false },
    ]);
    await knex('links').insert([
      { person_id: 1, value: 'b', ord: 2 },
      { person_id: 1, value: 'a', ord: 1 },
      { person_id: 2, value: 'c', ord: 1 },
    ]);
  });

  afterAll(async () => {
    if (name === 'PostgreSQL') await knex.raw(`drop schema ${schema} cascade`);
    await knex.destroy();
  });

  const personById = (id: number) => knex('people').where({ id }).first();
  /** The parameter in two places, with other bindings (a limit, a string) around it. */
  const linksOf = (id: number) =>
    knex
      .select(knex.raw('0 as list'), 'value', 'ord')
      .from('links')
      .where('person_id', id)
      .whereNot('value', 'z?')
      .unionAll(knex.select(knex.raw('1 as list'), 'name', knex.raw('null as ord')).from('people').where('id', id))
      .orderBy([{ column: 'list' }, { column: 'ord' }])
      .limit(10);

  it("answers what knex's own query answers, for every value", async () => {
    const person = prepareQuery(
      () => knex,
      (id) => knex('people').where({ id }).limit(1),
    );
    const links = prepareQuery(() => knex, linksOf);
    for (const id of [1, 2, 3, 4]) {
      expect(await person(id), `person ${id}`).toEqual([await personById(id)].filter(Boolean));
      expect(await links(id), `links ${id}`).toEqual(await linksOf(id));
    }
    expect((await links(1)).map((r) => r.value)).toEqual(['a', 'b', 'Ada']);
  });

  it('switched off (FAST_PATH_PREPARED_SQL=false), builds the query on every call and answers the same', async () => {
    let built = 0;
    const links = prepareQuery(
      () => knex,
      (id) => {
        built += 1;
        return linksOf(id);
      },
      () => false,
    );
    for (const id of [1, 2, 4]) expect(await links(id), `links ${id}`).toEqual(await linksOf(id));
    expect(built).toBe(3);
  });

  it('refuses what is not an id, and a query that does not use its parameter', async () => {
    const person = prepareQuery(
      () => knex,
      (id) => knex('people').where({ id }),
    );
    for (const bad of [1.5, Number.NaN, 2 ** 60, PARAMETER]) await expect(person(bad), String(bad)).rejects.toThrow(TypeError);
    const careless = prepareQuery(
      () => knex,
      () => knex('people').where({ id: 1 }),
    );
    await expect(careless(1)).rejects.toThrow(/does not use its parameter/);
  });

  it('waits for a transaction that holds the connection, and never reads what it has not committed', async () => {
    const person = prepareQuery(
      () => knex,
      (id) => knex('people').where({ id }).limit(1),
    );
    const trx = await knex.transaction();
    const [{ id }] = await trx('people').insert({ name: 'Dee', blocked: false }).returning('id');
    let answered = false;
    const read = person(id).then((rows) => {
      answered = true;
      return rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    await trx.rollback();
    expect(await read).toEqual([]);
  });
});
