import { decryptText, keyringFrom } from '../src/modules/privacy/field-encryption';
import { bindingOf } from '../src/modules/privacy/sealed-fields';
import { TEST_DATA_KEY } from './strapi-process';

/** A stored value opened as the CMS would for its place (the test servers' key); throws if it does not open there. */
export const openStored = (stored: unknown, uid: string, field: string, documentId: string, ownerId: number, key = TEST_DATA_KEY): string =>
  decryptText(String(stored), bindingOf(uid, field, { documentId, ownerId }), keyringFrom(key));

/** Matches a value sealed in the current format (decision 009). */
export const SEALED = /^enc:v2:[0-9a-f]{8}:[\w-]+:[\w-]+:[\w-]+$/;
