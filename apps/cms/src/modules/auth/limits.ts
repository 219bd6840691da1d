import { createHash } from 'crypto';
import { rateLimiter } from '../shared';
import { settings } from '../../config/env';
import { fail } from '../http';

const WINDOW_MS = 15 * 60 * 1000;

/**
 * Wrong passwords per window: per account (or per device) before sign-in asks strangers for more work
 * (modules/auth/guessing), and per account for the current password on the profile, where it is a hard limit.
 */
export const perAccount = () => ({ max: settings().RATE_LIMIT_ACCOUNT_MAX, windowMs: WINDOW_MS });
/** Attempts per client address per window on each account route. */
export const perAddress = () => ({ max: settings().RATE_LIMIT_ADDRESS_MAX, windowMs: WINDOW_MS });

export const tooMany = () => fail('too_many_attempts');

/** A short, one-way name for an email or identifier, so rate-limit keys never hold addresses. */
export const hashed = (s: string) => createHash('sha256').update(s.trim().toLowerCase()).digest('hex').slice(0, 32);

/** Counts one request from the client's address on `route`; over the limit it is refused. */
export const limitAddress = async (route: string, ctx) => {
  if (!(await rateLimiter.allow([`${route}:ip:${ctx.request.ip}`], perAddress()))) throw tooMany();
};

/**
 * The profile's current-password check against the account's budget for it. Only a signed-in session
 * reaches it, so strangers' sign-in failures (modules/auth/guessing, counted apart) never refuse it. The
 * attempt counts while it runs, so attempts made at once cannot all slip under the limit, and is
 * taken back when the password was right: only failures count.
 */
export const checkPasswordWithinLimit = async (accountKey: string, check: () => Promise<boolean>): Promise<boolean> => {
  const attempt = await rateLimiter.attempt(`password:${accountKey}`, perAccount());
  if (!attempt.allowed) throw tooMany();
  const ok = await check();
  if (ok) await attempt.undo();
  return ok;
};

export const accountKeyOf = (userId: number) => `account:${userId}`;

/** A completed password reset starts the account afresh: its sign-in failures and the profile's are forgotten. */
export const clearGuessingCount = (userId: number) => rateLimiter.clear([`guess:${accountKeyOf(userId)}`, `password:${accountKeyOf(userId)}`]);
