import { randomBytes } from 'node:crypto';
import { decryptText, encryptText, isEncrypted, SealBrokenError } from './field-encryption';

/*
 * Where each sealed value lives (decision 009). A value is bound to its place: the additional
 * authenticated data names the content type, the field, the row's documentId (stable for a row's life)
 * and its owner's user id. A ciphertext copied into another row, another field or another person's
 * record therefore fails to open; it reads as empty and the log names the place (never the value),
 * so the person still sees the rest of their crisis kit.
 */

/** 'text' is stored as itself (notes); 'json' as its JSON text (plans, pictures, ratings, lists). */
export type SealedKind = 'text' | 'json';

/** 'row': bound to the row and its owner (a person's record); 'type': to the type and field only. */
export type SealedType = { uid: string; fields: Record<string, SealedKind>; bind: 'row' | 'type' };

/** Every sealed field of a person's record; seal-at-start.ts seals clear values and rewrites old ones. */
export const SEALED_TYPES: SealedType[] = [
  { uid: 'api::safety-plan.safety-plan', fields: { content: 'json', picture: 'json' }, bind: 'row' },
  { uid: 'api::diary-entry.diary-entry', fields: { emotions: 'json', urges: 'json', skills: 'json', note: 'text' }, bind: 'row' },
  { uid: 'api::distress-rating.distress-rating', fields: { before: 'json', after: 'json', note: 'text' }, bind: 'row' },
  { uid: 'api::form.form', fields: { stresses: 'json' }, bind: 'row' },
  // Queued emails are sealed before their row exists and belong to nobody's record (modules/email/outbox/store).
  { uid: 'api::email.outbox-message', fields: { message: 'json' }, bind: 'type' },
];

/** A row's identity: its documentId and its owner's id (0 for none). */
export type RowIdentity = { documentId: string; ownerId: number | null | undefined };

export const bindingOf = (uid: string, field: string, row: RowIdentity): string => `${uid}|${field}|${row.documentId}|${row.ownerId ?? 0}`;

/** For a 'type'-bound field (the outbox): the value cannot move to another type or field. */
export const typeBindingOf = (uid: string, field: string): string => `${uid}|${field}`;

/**
 * A documentId chosen before the insert, so a new row's values can be sealed to it: 24 lowercase
 * letters and digits, starting with a letter, like Strapi's own.
 */
export const newDocumentId = (): string => {
  const digits = randomBytes(24);
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return [...digits].map((b, i) => alphabet[b % (i === 0 ? 26 : 36)]).join('');
};

/** JSON is padded with spaces (JSON ignores them) to a multiple of this, so 9 and 10, or true and false, seal to one length. */
const JSON_BLOCK = 128;

/** The text sealed for a value: notes as they are; JSON padded so its length tells nothing about small values. */
export const plainOf = (kind: SealedKind, value: unknown): string => {
  if (kind === 'text') return String(value);
  const json = JSON.stringify(value);
  return json.padEnd(Math.ceil(Math.max(json.length, 1) / JSON_BLOCK) * JSON_BLOCK, ' ');
};

/**
 * undefined, and an empty note, store SQL null; a JSON null (a skipped rating) is sealed like any value,
 * so the database does not tell a skip from a rating either.
 */
export const sealField = (uid: string, field: string, row: RowIdentity, kind: SealedKind, value: unknown): string | null => {
  if (value === undefined || (value === null && kind === 'text')) return null;
  return encryptText(plainOf(kind, value), bindingOf(uid, field, row));
};

type Logger = { error: (message: string) => void };
const log = (): Logger => (globalThis as { strapi?: { log: Logger } }).strapi?.log ?? console;

/**
 * The value stored in a field, opened for its place. A clear value (written before the field was sealed,
 * or by an instance still running the older version) reads as it is until the next start seals it. A
 * value that does not open for its place reads as null: an error is logged, and a later save replaces it.
 */
export const openField = <T>(uid: string, field: string, row: RowIdentity, kind: SealedKind, stored: unknown): T | null => {
  if (stored === null || stored === undefined) return null;
  if (!isEncrypted(stored)) {
    if (kind === 'json' && typeof stored === 'string') return JSON.parse(stored) as T;
    return stored as T;
  }
  try {
    const text = decryptText(stored, bindingOf(uid, field, row));
    return (kind === 'text' ? text : JSON.parse(text)) as T;
  } catch (error) {
    if (!(error instanceof SealBrokenError)) throw error;
    log().error(`[privacy] ${uid} ${field} of document ${row.documentId} did not open for its place (changed or moved in the database); read as empty`);
    return null;
  }
};

/** A type's own sealer and opener for one row. */
export const sealerFor = (uid: string, fields: Record<string, SealedKind>) => ({
  seal: (field: string, row: RowIdentity, value: unknown) => sealField(uid, field, row, fields[field], value),
  open: <T>(field: string, row: RowIdentity, stored: unknown) => openField<T>(uid, field, row, fields[field], stored),
});
