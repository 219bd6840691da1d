import type { Core } from '@strapi/strapi';

type Query = { where: Record<string, unknown>; select: string[]; populate?: Record<string, unknown> };

/**
 * Hands each row a query finds to `handle`, in id order, `batchSize` rows a read. Paged by the last id
 * seen, not by offset: a row the handler changes so that it no longer matches moves no other row out of
 * a later page, and none is read twice.
 */
export const forEachRowInBatches = async <Row extends { id: number }>(
  strapi: Core.Strapi,
  uid: string,
  query: Query,
  batchSize: number,
  handle: (row: Row) => Promise<void>,
): Promise<void> => {
  let lastId = 0;
  for (;;) {
    const rows = (await strapi.db.query(uid as never).findMany({
      ...query,
      where: { ...query.where, id: { $gt: lastId } },
      orderBy: { id: 'asc' },
      limit: batchSize,
    })) as Row[];
    if (!rows.length) return;
    lastId = rows[rows.length - 1].id;
    for (const row of rows) await handle(row);
  }
};
