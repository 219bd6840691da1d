import type { Core } from '@strapi/strapi';

/**
 * Deletes the rows of `uid` that match `where`, which may filter through relations: the ids are looked
 * up first and deleted by id, because a DELETE cannot join through relations on every database.
 */
export const deleteWhere = async (strapi: Core.Strapi, uid: string, where: Record<string, unknown>): Promise<void> => {
  const query = strapi.db.query(uid as never);
  const rows = await query.findMany({ where, select: ['id'] });
  if (rows.length) await query.deleteMany({ where: { id: { $in: rows.map((r: { id: number }) => r.id) } } });
};
