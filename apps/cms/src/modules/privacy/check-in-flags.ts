import type { Core } from '@strapi/strapi';
import { STRESS_KEYS } from '@steady/contracts';
import { forEachRowInBatches } from './row-batches';
import { sealField } from './sealed-fields';

const FORM = 'api::form.form';
const FLAGS = 'stress.all-stresses';

type JoinTable = { name: string; joinColumn: { name: string }; on?: Record<string, string> };
type Meta = { tableName: string; attributes: Record<string, { joinTable?: JoinTable }> };
type Row = {
  id: number;
  documentId: string;
  stresses: unknown;
  all_stresses?: ({ id: number } & Record<string, unknown>) | null;
  owner?: { id: number } | null;
};

/**
 * Check-ins kept their categories in clear, as the `all_stresses` component's flags (decision 009). At
 * start, each such check-in gets the ticked categories sealed into `stresses`, then its flags row and
 * link are deleted. Safe to repeat or to stop half-way: the sealed list is written only where there is
 * none, and the flags go only after it is stored. Returns how many check-ins were moved.
 */
export const moveCheckInFlags = async (strapi: Core.Strapi, batchSize: number): Promise<number> => {
  if (!Object.prototype.hasOwnProperty.call(strapi.contentTypes, FORM)) return 0;
  const meta = strapi.db.metadata.get(FORM) as unknown as Meta;
  const link = meta.attributes.all_stresses?.joinTable;
  if (!link || !meta.attributes.stresses) return 0;
  const flagsTable = (strapi.db.metadata.get(FLAGS) as unknown as Meta).tableName;

  let moved = 0;
  const query = {
    where: { all_stresses: { id: { $notNull: true } } },
    select: ['id', 'documentId', 'stresses'],
    populate: { all_stresses: true, owner: { select: ['id'] } },
  };
  await forEachRowInBatches<Row>(strapi, FORM, query, batchSize, async (row) => {
    const flags = row.all_stresses!;
    if (row.stresses === null || row.stresses === undefined) {
      const stresses = STRESS_KEYS.filter((k) => flags[k]);
      const sealed = sealField(FORM, 'stresses', { documentId: row.documentId, ownerId: row.owner?.id }, 'json', stresses);
      await strapi.db.getConnection(meta.tableName).where({ id: row.id }).whereNull('stresses').update({ stresses: sealed });
    }
    // The flags first: a start stopped between the two leaves a link to nothing, never clear flags.
    await strapi.db.getConnection(flagsTable).where({ id: flags.id }).del();
    await strapi.db
      .getConnection(link.name)
      .where({ [link.joinColumn.name]: row.id, ...(link.on ?? {}) })
      .del();
    moved += 1;
  });
  return moved;
};
