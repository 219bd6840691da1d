import { createHash } from 'node:crypto';

export type DataKey = { id: string; key: Buffer };

/** A key is 32 bytes given as base64 (44 characters) or hex (64 characters). */
export const parseDataKey = (value: string): DataKey => {
  const text = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('a data encryption key must be 32 bytes, as base64 or hex');
  return { id: createHash('sha256').update(key).digest('hex').slice(0, 8), key };
};
