import type { ExtraCheck } from '@steady/contracts';
import { settings } from '../../config/env';
import { captchaStore, newProofOfWork } from '../captcha';
import { rateLimiter } from '../shared';
import { perAccount } from './limits';
import { fail } from '../http';

/*
 * Sign-in's password check without lock-out (decision 013). Wrong passwords count per account and,
 * for a browser holding a device token for the account, per device instead:
 * - a device within its own budget is never slowed by anyone else's failures;
 * - anyone else past the account's RATE_LIMIT_ACCOUNT_MAX failures is asked for a proof-of-work one
 *   zero bit harder per further failure (up to CAPTCHA_POW_MAX_DIFFICULTY) before the password is
 *   looked at. Once the work is done, the right password signs in: a stranger can slow guessing on an
 *   account, never refuse its owner.
 * A single guessing client is still stopped by the per-address limit in the login guard.
 */

type Attempt = { allowed: boolean; count: number; undo: () => Promise<void> };

/** The proof-of-work difficulty asked of a stranger whose attempt is the `count`-th in the window; 0: none beyond the captcha. */
export const workNeeded = (count: number, { max, base, cap }: { max: number; base: number; cap: number }): number =>
  count <= max ? 0 : Math.min(Math.max(cap, base), base + (count - max));

const currentWorkNeeded = (count: number) =>
  workNeeded(count, { max: settings().RATE_LIMIT_ACCOUNT_MAX, base: settings().CAPTCHA_POW_DIFFICULTY, cap: settings().CAPTCHA_POW_MAX_DIFFICULTY });

/** Runs the check; a right password takes its attempt back, so only failures count. */
const settle = async (attempt: Attempt, check: () => Promise<boolean>) => {
  const ok = await check();
  if (ok) await attempt.undo();
  return ok;
};

/** The 400 that asks for the longer check: a challenge of its own, with the difficulty now needed. */
const askForMoreWork = async (difficulty: number, client: string) => {
  const { id, pow, expiresAt } = await captchaStore.issue(undefined, newProofOfWork(difficulty), client);
  return fail('extra_check_required', { details: { extraCheck: { id, pow, expiresAt } satisfies ExtraCheck } });
};

export type SignInGuess = {
  /** `account:<id>`, or `unknown:<hash>` for an identifier without an account (counted alike, so answers match). */
  accountKey: string;
  /** The device id of a valid device token for this account (modules/auth/device-token), if one was sent. */
  deviceId: string | undefined;
  /** The difficulty of the proof-of-work this request has done; asked only when more than the captcha is needed. */
  provedWork: () => Promise<number>;
  /** The client's address, whose share of the captcha store a new challenge takes. */
  client: string;
  /** Compares the password. */
  check: () => Promise<boolean>;
};

/**
 * True when the password is right. Counts the attempt while it runs (attempts made at once cannot all
 * slip under a budget) and throws the 400 asking for more work, without looking at the password, when
 * a stranger has not done enough.
 */
export async function checkSignInPassword({ accountKey, deviceId, provedWork, client, check }: SignInGuess): Promise<boolean> {
  if (deviceId) {
    const own = await rateLimiter.attempt(`guess:device:${deviceId}`, perAccount());
    if (own.allowed) return settle(own, check);
    // Past its own budget, the browser is asked what a stranger is asked (not refused).
    await own.undo();
  }
  const shared = await rateLimiter.attempt(`guess:${accountKey}`, perAccount());
  const needed = currentWorkNeeded(shared.count);
  if (needed > 0 && (await provedWork()) < needed) {
    // Not a guess: the password was not looked at, so it does not raise the account's count either.
    await shared.undo();
    throw await askForMoreWork(needed, client);
  }
  return settle(shared, check);
}
