import { createHash, randomBytes } from 'crypto';

/*
 * The password reset links of each account (decision 014). A link's token is random and only its SHA-256
 * is stored, one row per live link (`api::email.reset-token`), so a new request never voids a link the
 * owner already has. Every writer of an account's links first holds that account's user row (an UPDATE
 * of it), so on PostgreSQL two of them take turns instead of deadlocking.
 */

const USER = 'plugin::users-permissions.user';
export const RESET_TOKEN = 'api::email.reset-token';

/** How long a link works. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** Live links one account may hold; when it has this many, no more are made (all of them still work). */
export const MAX_LIVE_RESET_LINKS = 5;

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Claims the account's one reset email per `spacingMs`, by a conditional update of its row: of two requests
 * at once only one changes it. The condition includes the address the email will go to, so an email change
 * committed first makes the claim fail, and one made after waits for this transaction (and then clears the
 * link it made). Inside a transaction the row stays held until the link and its email are written.
 */
export const claimResetEmail = async (user: { id: number; email: string }, spacingMs: number, now = new Date()): Promise<boolean> => {
  const { count } = await strapi.db.query(USER).updateMany({
    where: {
      id: user.id,
      email: user.email,
      $or: [{ resetEmailSentAt: { $null: true } }, { resetEmailSentAt: { $lte: new Date(now.getTime() - spacingMs) } }],
    },
    data: { resetEmailSentAt: now },
  });
  return count === 1;
};

/** A new link for the account (after `claimResetEmail`), or null when it already holds the most allowed. */
export const issueResetToken = async (userId: number, now = new Date()): Promise<string | null> => {
  const live = await strapi.db.query(RESET_TOKEN).count({ where: { userId, expiresAt: { $gt: now } } });
  if (live >= MAX_LIVE_RESET_LINKS) return null;
  const token = randomBytes(32).toString('base64url');
  await strapi.db.query(RESET_TOKEN).create({
    data: { tokenHash: hashResetToken(token), userId, expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS) },
  });
  return token;
};

/**
 * Uses up one link: the id of its account, or null when the token is unknown, expired or already used.
 * Call it inside a transaction with the password change: the link is deleted by a conditional delete, so
 * of two uses at once exactly one sees it deleted by itself.
 */
export const consumeResetToken = async (token: string, now = new Date()): Promise<number | null> => {
  const row = await strapi.db.query(RESET_TOKEN).findOne({ where: { tokenHash: hashResetToken(token), expiresAt: { $gt: now } }, select: ['id', 'userId'] });
  if (!row) return null;
  // The account's row first (see above); a success lifts the email spacing as it clears the links.
  const { count: users } = await strapi.db.query(USER).updateMany({ where: { id: row.userId }, data: { resetEmailSentAt: null } });
  if (users !== 1) return null;
  const { count } = await strapi.db.query(RESET_TOKEN).deleteMany({ where: { id: row.id, expiresAt: { $gt: now } } });
  return count === 1 ? row.userId : null;
};

/** Removes every link of these accounts (the caller holds their rows: it has just updated or deleted them). */
export const clearResetTokens = async (userIds: number[]): Promise<void> => {
  if (userIds.length) await strapi.db.query(RESET_TOKEN).deleteMany({ where: { userId: { $in: userIds } } });
};

/**
 * Removes expired links of any account, a few at a time. Outside any transaction and one row per statement:
 * a statement that holds one row and waits for no other cannot deadlock with a reset under way.
 */
export const sweepExpiredResetTokens = async (now = new Date(), batch = 50): Promise<void> => {
  const expired = await strapi.db.query(RESET_TOKEN).findMany({ where: { expiresAt: { $lte: now } }, select: ['id'], limit: batch });
  for (const { id } of expired) await strapi.db.query(RESET_TOKEN).deleteMany({ where: { id } });
};
