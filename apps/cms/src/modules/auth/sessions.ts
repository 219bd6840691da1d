import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { issuedAfterChange, issuedAtMs } from './issued-at';
import { isUniqueRefusal } from '../shared';

/*
 * Signing out ends the session on the server (decision 015). A sign-in token stops working when:
 * - the password changed after it was issued (passwordChangedAt, modules/auth/token-revocation);
 * - the person chose 'Sign out everywhere' after it was issued (sessionsEndedAt);
 * - it was itself signed out: its id is on the revocation list (revoked_tokens) until its own expiry.
 * All three live in the database, so every instance sees them and they survive restarts.
 */

const USER = 'plugin::users-permissions.user';
const REVOKED = 'api::revoked-token.revoked-token';

export type TokenClaims = { id?: unknown; iat?: unknown; iatMs?: unknown; exp?: unknown; jti?: unknown };
type SessionColumns = { passwordChangedAt?: Date | string | null; sessionsEndedAt?: Date | string | null; tokenRevokedAt?: Date | string | null };

/**
 * A token's id on the revocation list: its `jti`, stamped at issue; a token issued before tokens had
 * one is named by a hash of itself, so signing out ends it too.
 */
export const tokenIdOf = (claims: TokenClaims, token: string): string =>
  typeof claims.jti === 'string' && claims.jti !== '' ? claims.jti : `sha256:${createHash('sha256').update(token).digest('hex')}`;

const isRevoked = async (tokenId: string) => (await strapi.db.query(REVOKED).findOne({ where: { tokenId }, select: ['id'] })) !== null;

/**
 * Whether a verified token still opens its account, given the account's row. The revocation list is
 * only read for a token issued before the account's last sign-out (tokenRevokedAt): a token issued
 * after it cannot be on the list, so the usual request costs no extra query.
 */
export const tokenStillValid = async (claims: TokenClaims, token: string, row: SessionColumns): Promise<boolean> => {
  const issuedAt = issuedAtMs(claims);
  if (!issuedAfterChange(issuedAt, row.passwordChangedAt) || !issuedAfterChange(issuedAt, row.sessionsEndedAt)) return false;
  if (issuedAfterChange(issuedAt, row.tokenRevokedAt)) return true;
  return !(await isRevoked(tokenIdOf(claims, token)));
};

/**
 * Ends one token: its id goes on the list until the token's own expiry, then the account's
 * tokenRevokedAt moves on, so its other tokens issued before now are checked against the list.
 * Signing out the same token twice (a retry, two tabs) is the same as once.
 */
export const revokeToken = async (strapi: Core.Strapi, claims: TokenClaims, token: string): Promise<void> => {
  const userId = Number(claims.id);
  // Without an expiry the token would be valid for ever; users-permissions always sets one.
  const expiresAt = new Date(typeof claims.exp === 'number' ? claims.exp * 1000 : Date.now() + 366 * 24 * 3600_000);
  const tokenId = tokenIdOf(claims, token);
  if (!(await isRevoked(tokenId))) {
    try {
      await strapi.db.query(REVOKED).create({ data: { tokenId, expiresAt } });
    } catch (error) {
      // Signed out at the same moment from two places: the other request listed it.
      if (!isUniqueRefusal(error)) throw error;
    }
  }
  if (!Number.isSafeInteger(userId)) return;
  // Only ever forward: two sign-outs at once must not leave the earlier time, which would let the
  // later one's token skip the list.
  const now = new Date();
  await strapi.db
    .query(USER)
    .updateMany({ where: { id: userId, $or: [{ tokenRevokedAt: null }, { tokenRevokedAt: { $lt: now } }] }, data: { tokenRevokedAt: now } });
};

/** 'Sign out everywhere': every token of the account issued up to now stops working. */
export const endAllSessions = async (strapi: Core.Strapi, userId: number): Promise<void> => {
  const now = new Date();
  await strapi.db
    .query(USER)
    .updateMany({ where: { id: userId, $or: [{ sessionsEndedAt: null }, { sessionsEndedAt: { $lt: now } }] }, data: { sessionsEndedAt: now } });
};

/** Drops list entries whose tokens have expired anyway (config/cron-tasks, hourly). */
export const pruneRevokedTokens = async (strapi: Core.Strapi): Promise<void> => {
  await strapi.db.query(REVOKED).deleteMany({ where: { expiresAt: { $lt: new Date() } } });
};
