import { randomBytes, randomInt, timingSafeEqual } from 'crypto';
import { CAPTCHA_LENGTH } from '@steady/contracts';
import type Redis from 'ioredis';
import { isValidProof, newProofOfWork, type ProofOfWork } from './proof-of-work';

/**
 * Letters and digits without look-alikes: no I/l/1, O/0, and no small letter that is only a smaller
 * copy of its capital (c o s u v w x z), so a person can tell the case from the outline alone.
 */
export const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabdefghijkmnpqrty23456789';
const TTL_MS = 5 * 60 * 1000;
/** Bounds memory when someone hammers the issue route; the oldest challenges go first. */
const MAX_OPEN_CHALLENGES = 10_000;

type Challenge = { code: string; pow: ProofOfWork };

export const randomCode = (length = CAPTCHA_LENGTH): string =>
  Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** A challenge as issued: its id, its code (drawn, never sent as data), its proof-of-work and expiry. */
export type IssuedChallenge = { id: string; code: string; pow: ProofOfWork; expiresAt: string };

/** What a person answers with: the code read off the picture, or a nonce for the proof-of-work. */
export type CaptchaAnswer = { code: string } | { proof: string };

/**
 * Server-side captcha store: single use, short-lived, case-sensitive (DESIGN.md security 5).
 * `verify` consumes the challenge whatever the answer, so each one can be tried once, either way.
 */
export type CaptchaStore = {
  issue(code?: string, pow?: ProofOfWork): Promise<IssuedChallenge>;
  /** `null`: no usable answer; the challenge is still consumed. */
  verify(id: string, answer: CaptchaAnswer | null): Promise<boolean>;
};

const newId = () => randomBytes(16).toString('hex');

const sameCode = (answer: string, code: string) => {
  const a = Buffer.from(answer);
  const b = Buffer.from(code);
  return a.length === b.length && timingSafeEqual(a, b);
};

const answers = (challenge: Challenge | undefined, answer: CaptchaAnswer | null) => {
  if (!challenge || !answer) return false;
  return 'code' in answer ? sameCode(answer.code, challenge.code) : isValidProof(challenge.pow, answer.proof);
};

/** One instance: challenges in a Map, swept of expired ones and bounded. */
export const createCaptchaStore = (now: () => number = Date.now): CaptchaStore & { size(): number } => {
  const open = new Map<string, Challenge & { expiresAt: number }>();

  const sweep = () => {
    const t = now();
    for (const [id, c] of open) if (c.expiresAt <= t) open.delete(id);
    while (open.size >= MAX_OPEN_CHALLENGES) open.delete(open.keys().next().value as string);
  };

  return {
    async issue(code = randomCode(), pow = newProofOfWork()) {
      sweep();
      const id = newId();
      const expiresAt = now() + TTL_MS;
      open.set(id, { code, pow, expiresAt });
      return { id, code, pow, expiresAt: new Date(expiresAt).toISOString() };
    },
    async verify(id, answer) {
      const challenge = open.get(id);
      open.delete(id);
      if (!challenge || challenge.expiresAt <= now()) return false;
      return answers(challenge, answer);
    },
    size: () => open.size,
  };
};

const parseStored = (raw: string | null): Challenge | undefined => {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Challenge;
    return typeof value.code === 'string' && typeof value.pow?.salt === 'string' && Number.isInteger(value.pow.difficulty) ? value : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Several instances: challenges in Redis, so one issued by any instance can be answered on any other
 * (no sticky sessions). GETDEL reads and consumes in one step: two tries at once cannot both pass.
 */
export const createRedisCaptchaStore = (redis: Redis, prefix: string): CaptchaStore => ({
  async issue(code = randomCode(), pow = newProofOfWork()) {
    const id = newId();
    await redis.set(prefix + id, JSON.stringify({ code, pow } satisfies Challenge), 'PX', TTL_MS);
    return { id, code, pow, expiresAt: new Date(Date.now() + TTL_MS).toISOString() };
  },
  async verify(id, answer) {
    return answers(parseStored(await redis.getdel(prefix + id)), answer);
  },
});
