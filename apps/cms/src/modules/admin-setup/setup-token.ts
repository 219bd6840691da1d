import { createHash, randomBytes, timingSafeEqual } from 'crypto';
import type { Core } from '@strapi/strapi';

/**
 * One-time tokens that let someone create the first /admin account over the network (docs/decisions,
 * first-admin setup token). Each server start without an admin issues one and prints it to its own log;
 * only its SHA-256 is stored, in Strapi's core store under its own key, so any instance sharing the
 * database accepts a token another instance printed, and no two instances overwrite each other's.
 * Every token is retired as soon as an admin exists.
 */
const STORE = 'strapi::core-store';
// No `_` or `%`: the prefix is matched with SQL LIKE.
const KEY_PREFIX = 'steady-admin-setup-token:';
export const SETUP_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

type StoredToken = { hash: string; expiresAt: number };

const sha256 = (token: string) => createHash('sha256').update(token, 'utf8').digest();

/** Every stored token; one whose value cannot be read counts as expired. */
const storedTokens = async (strapi: Core.Strapi): Promise<(StoredToken & { id: number })[]> => {
  const rows: { id: number; value: string }[] = await strapi.db.query(STORE).findMany({ where: { key: { $startsWith: KEY_PREFIX } } });
  return rows.map(({ id, value }) => {
    try {
      const parsed = JSON.parse(value) as Partial<StoredToken>;
      if (typeof parsed.hash === 'string' && typeof parsed.expiresAt === 'number') return { id, hash: parsed.hash, expiresAt: parsed.expiresAt };
    } catch {
      /* unreadable: treated as expired below */
    }
    return { id, hash: '', expiresAt: 0 };
  });
};

const deleteTokens = async (strapi: Core.Strapi, ids: number[]) => {
  if (ids.length) await strapi.db.query(STORE).deleteMany({ where: { id: { $in: ids } } });
};

/** Issues a new token, stores its hash and returns the token itself (to be printed, never stored). */
export const issueSetupToken = async (strapi: Core.Strapi): Promise<string> => {
  const token = randomBytes(24).toString('base64url');
  const value: StoredToken = { hash: sha256(token).toString('hex'), expiresAt: Date.now() + SETUP_TOKEN_LIFETIME_MS };
  await strapi.db.query(STORE).create({
    data: { key: `${KEY_PREFIX}${randomBytes(8).toString('hex')}`, value: JSON.stringify(value), type: 'object', environment: null, tag: null },
  });
  return token;
};

/** Whether `token` is an unexpired setup token; compared in constant time against every stored hash. */
export const isValidSetupToken = async (strapi: Core.Strapi, token: unknown): Promise<boolean> => {
  if (typeof token !== 'string' || token.length < 16 || token.length > 256) return false;
  const presented = sha256(token);
  const now = Date.now();
  let valid = false;
  for (const stored of await storedTokens(strapi)) {
    const expected = Buffer.from(stored.hash, 'hex');
    if (expected.length === presented.length && timingSafeEqual(expected, presented) && stored.expiresAt > now) valid = true;
  }
  return valid;
};

/** Retires every setup token: an admin exists now, so none may be used again. */
export const retireSetupTokens = async (strapi: Core.Strapi) =>
  deleteTokens(
    strapi,
    (await storedTokens(strapi)).map((t) => t.id),
  );

/** Drops the tokens of earlier starts that have expired. */
export const dropExpiredSetupTokens = async (strapi: Core.Strapi) => {
  const now = Date.now();
  await deleteTokens(
    strapi,
    (await storedTokens(strapi)).filter((t) => t.expiresAt <= now).map((t) => t.id),
  );
};
