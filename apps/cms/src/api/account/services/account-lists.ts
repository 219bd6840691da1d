import type { Knex } from 'knex';
import { prepareQuery } from '../../../modules/strapi-adapter';

const USER = 'plugin::users-permissions.user';

/** A user's lists as the account shows them: relation → the one field read from its target. */
const LISTS = { skills: 'slug', completed_skill: 'slug', subscriptions: 'status' } as const;
export type AccountLists = { [K in keyof typeof LISTS]: { [F in (typeof LISTS)[K]]: string }[] };

type JoinTable = {
  name: string;
  joinColumn: { name: string; referencedColumn: string };
  inverseJoinColumn: { name: string; referencedColumn: string };
  orderColumnName?: string;
  on?: unknown;
};
type Meta = { tableName: string; attributes: Record<string, { joinTable?: JoinTable; target?: string; columnName?: string }> };

const metaOf = (uid: string) => strapi.db.metadata.get(uid) as unknown as Meta;

/**
 * One part of the union: the values of one list, as the ORM's populate reads them (`select distinct`
 * over the target's field and the link's order, joined through the link table), tagged with its index.
 */
const listPart = (knex: Knex, index: number, relation: keyof typeof LISTS, userId: number) => {
  const attribute = metaOf(USER).attributes[relation];
  const joinTable = attribute?.joinTable;
  if (!attribute?.target || !joinTable || joinTable.on) throw new Error(`account lists: ${relation} is not a plain link table`);
  const target = metaOf(attribute.target);
  const field = target.attributes[LISTS[relation]];
  const column = field?.columnName ?? LISTS[relation];
  const { name, joinColumn, inverseJoinColumn, orderColumnName } = joinTable;
  return knex
    .distinct(
      knex.raw(`${index} as list`),
      knex.ref(`t0.${column}`).as('value'),
      orderColumnName ? knex.ref(`t1.${orderColumnName}`).as('ord') : knex.raw('null as ord'),
    )
    .from({ t0: target.tableName })
    .join({ t1: name }, `t0.${inverseJoinColumn.referencedColumn}`, `t1.${inverseJoinColumn.name}`)
    .where(`t1.${joinColumn.name}`, userId);
};

const RELATIONS = Object.keys(LISTS) as (keyof typeof LISTS)[];

/** The union below, built once (modules/strapi-adapter/prepared-query). */
const listsQuery = prepareQuery(
  () => strapi.db.connection,
  (userId) => {
    const knex = strapi.db.connection;
    const [first, ...rest] = RELATIONS.map((r, i) => listPart(knex, i, r, userId));
    return first.unionAll(rest).orderBy([{ column: 'list' }, { column: 'ord' }]);
  },
);

/**
 * The user's favourites, completed skills and subscription statuses in one query, built once, instead
 * of one query per list (issue 11.10): the same rows, in the same order, as `populate` of the three
 * relations. Inside a transaction (whose connection the ORM holds) it reads them through the ORM instead.
 */
export const loadAccountLists = async (userId: number): Promise<AccountLists> => {
  if (strapi.db.inTransaction()) {
    const user = await strapi.db.query(USER).findOne({
      where: { id: userId },
      select: ['id'],
      populate: Object.fromEntries(RELATIONS.map((r) => [r, { select: [LISTS[r]] }])),
    });
    return Object.fromEntries(RELATIONS.map((r) => [r, user?.[r] ?? []])) as AccountLists;
  }
  const rows = (await listsQuery(userId)) as { list: number; value: string }[];
  const lists = Object.fromEntries(RELATIONS.map((r) => [r, []])) as unknown as Record<string, Record<string, string>[]>;
  for (const { list, value } of rows) lists[RELATIONS[Number(list)]].push({ [LISTS[RELATIONS[Number(list)]]]: value });
  return lists as unknown as AccountLists;
};
