import type { Core } from '@strapi/strapi';
import { settings } from '../config/env';
import { decryptText, encryptText, keyring, needsRotation, type Keyring } from './field-encryption';

/** Every encrypted field (decision 009). A type another part of the app has not added yet is skipped. */
export const ENCRYPTED_FIELDS: { uid: string; fields: string[] }[] = [
  { uid: 'api::safety-plan.safety-plan', fields: ['content', 'picture'] },
  { uid: 'api::diary-entry.diary-entry', fields: ['note'] },
  { uid: 'api::distress-rating.distress-rating', fields: ['note'] },
  { uid: 'api::email.outbox-message', fields: ['message'] },
];

const BATCH = 200;

type Meta = { tableName: string; attributes: Record<string, { columnName?: string }> };

/**
 * Rewrites every stored value written under an old key (DATA_ENCRYPTION_OLD_KEYS) under the current
 * DATA_ENCRYPTION_KEY, in batches by id. Each rewrite is conditional on the value being unchanged since
 * it was read, so a person's save in the meantime is never overwritten; the raw table is written so the
 * record's updatedAt (shown to the person) stays as it was. Returns the counts per table.column.
 */
export const rotateDataKey = async (strapi: Core.Strapi, ring: Keyring = keyring(), batchSize = BATCH): Promise<Record<string, number>> => {
  const counts: Record<string, number> = {};
  for (const { uid, fields: wanted } of ENCRYPTED_FIELDS) {
    if (!Object.prototype.hasOwnProperty.call(strapi.contentTypes, uid)) continue;
    const meta = strapi.db.metadata.get(uid) as unknown as Meta;
    const fields = wanted.filter((f) => meta.attributes[f]);
    const columns = fields.map((f) => meta.attributes[f].columnName ?? f);
    for (const column of columns) counts[`${meta.tableName}.${column}`] = 0;

    let lastId = 0;
    for (;;) {
      const rows: Record<string, unknown>[] = await strapi.db
        .getConnection(meta.tableName)
        .select(['id', ...columns])
        .where('id', '>', lastId)
        .orderBy('id', 'asc')
        .limit(batchSize);
      if (!rows.length) break;
      lastId = Number(rows[rows.length - 1].id);
      for (const row of rows) {
        for (const column of columns) {
          const stored = row[column];
          if (typeof stored !== 'string' || !needsRotation(stored, ring)) continue;
          const changed = await strapi.db
            .getConnection(meta.tableName)
            .where({ id: row.id, [column]: stored })
            .update({ [column]: encryptText(decryptText(stored, ring), ring) });
          if (changed) counts[`${meta.tableName}.${column}`] += 1;
        }
      }
    }
  }
  return counts;
};

/** At every start: nothing to do (and nothing logged) unless old keys are listed. */
export const rotateDataKeyAtStart = async (strapi: Core.Strapi): Promise<void> => {
  if (!settings().DATA_ENCRYPTION_KEY) return;
  const ring = keyring();
  if (ring.all.size < 2) return;
  const counts = await rotateDataKey(strapi, ring);
  const summary = Object.entries(counts).map(([field, n]) => `${field}: ${n}`).join(', ');
  strapi.log.info(`[privacy] data key rotation to key ${ring.current.id}: rewrote ${summary || 'nothing'}. Once every instance runs with this key, DATA_ENCRYPTION_OLD_KEYS can be emptied.`);
};
