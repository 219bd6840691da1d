import type { Core } from '@strapi/strapi';
import { settings } from '../../config/env';
import { currentPrefix, decryptText, encryptText, isEncrypted, keyring, SealBrokenError, type Keyring } from './field-encryption';
import { bindingOf, plainOf, SEALED_TYPES, typeBindingOf, type SealedType } from './sealed-fields';
import { moveCheckInFlags } from './check-in-flags';
import { forEachRowInBatches } from './row-batches';

const BATCH = 200;

type Meta = { tableName: string; attributes: Record<string, { columnName?: string }> };
type Row = Record<string, unknown> & { id: number; documentId: string; owner?: { id: number } | null };

/** The value to store for `stored`, sealed for its place under the current key; null when it must stay. */
const resealed = (stored: unknown, kind: 'text' | 'json', binding: string, ring: Keyring, broken: () => void): string | null => {
  if (!isEncrypted(stored)) {
    // A clear value from before the field was sealed (a number, or JSON text): sealed as its JSON.
    const value = kind === 'json' && typeof stored === 'string' ? JSON.parse(stored) : stored;
    return encryptText(plainOf(kind, value), binding, ring);
  }
  try {
    const opened = decryptText(stored, binding, ring);
    return encryptText(kind === 'json' ? plainOf(kind, JSON.parse(opened)) : opened, binding, ring);
  } catch (error) {
    if (!(error instanceof SealBrokenError)) throw error;
    broken();
    return null;
  }
};

const sealType = async (strapi: Core.Strapi, type: SealedType, ring: Keyring, batchSize: number, counts: Record<string, number>) => {
  const meta = strapi.db.metadata.get(type.uid) as unknown as Meta;
  const fields = Object.keys(type.fields).filter((f) => meta.attributes[f]);
  const column = (f: string) => meta.attributes[f].columnName ?? f;
  for (const f of fields) counts[`${meta.tableName}.${column(f)}`] = 0;
  const prefix = currentPrefix(ring);

  // Only rows with a value not yet in the current format: after the first start, usually none.
  const query = {
    where: { $or: fields.map((f) => ({ [f]: { $notNull: true, $not: { $startsWith: prefix } } })) },
    select: ['id', 'documentId', ...fields],
    ...(type.bind === 'row' ? { populate: { owner: { select: ['id'] } } } : {}),
  };
  await forEachRowInBatches<Row>(strapi, type.uid, query, batchSize, async (row) => {
    for (const f of fields) {
      const stored = row[f];
      if (stored === null || stored === undefined || (typeof stored === 'string' && stored.startsWith(prefix))) continue;
      const binding = type.bind === 'row' ? bindingOf(type.uid, f, { documentId: row.documentId, ownerId: row.owner?.id }) : typeBindingOf(type.uid, f);
      const value = resealed(stored, type.fields[f], binding, ring, () =>
        strapi.log.error(`[privacy] ${type.uid} ${f} of document ${row.documentId} does not open for its place; left as it is`),
      );
      if (value === null) continue;
      // Only if unchanged since read: a person's save in the meantime wins. The raw table, so updatedAt stays.
      const changed = await strapi.db
        .getConnection(meta.tableName)
        .where({ id: row.id, [column(f)]: stored })
        .update({ [column(f)]: value });
      if (changed) counts[`${meta.tableName}.${column(f)}`] += 1;
    }
  });
};

/**
 * Brings every sealed field (sealed-fields.ts) into the current format: clear values are sealed, v1
 * values (no binding) and values under a key of DATA_ENCRYPTION_OLD_KEYS are rewritten sealed to their
 * place under DATA_ENCRYPTION_KEY. Idempotent; each write is conditional on the value it read, so
 * instances starting together (they take turns anyway, lifecycle/startup-lock) cannot undo each other.
 * Returns the counts per table.column.
 */
export const sealStoredValues = async (strapi: Core.Strapi, ring: Keyring = keyring(), batchSize = BATCH): Promise<Record<string, number>> => {
  const counts: Record<string, number> = {};
  counts['forms.all_stresses'] = await moveCheckInFlags(strapi, batchSize);
  for (const type of SEALED_TYPES) {
    if (!Object.prototype.hasOwnProperty.call(strapi.contentTypes, type.uid)) continue;
    await sealType(strapi, type, ring, batchSize, counts);
  }
  return counts;
};

/** At every start; logged when anything changed or old keys are listed (so a rotation shows its zeros). */
export const sealStoredValuesAtStart = async (strapi: Core.Strapi): Promise<void> => {
  if (!settings().DATA_ENCRYPTION_KEY) return;
  const ring = keyring();
  const counts = await sealStoredValues(strapi, ring);
  if (ring.all.size < 2 && Object.values(counts).every((n) => n === 0)) return;
  const summary = Object.entries(counts)
    .map(([field, n]) => `${field}: ${n}`)
    .join(', ');
  strapi.log.info(
    `[privacy] sealed under key ${ring.current.id}: ${summary}.${ring.all.size > 1 ? ' Once every instance runs with this key and a start shows only zeros, DATA_ENCRYPTION_OLD_KEYS can be emptied.' : ''}`,
  );
};
