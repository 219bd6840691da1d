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
/** Bounds memory when someone hammers the issue route. */
const MAX_OPEN_CHALLENGES = 10_000;
/**
 * One client address's share of the memory store: past it, that address's own oldest challenge goes.
 * When the store is full anyway (many addresses), the address holding the most loses its oldest, so
 * flooding evicts the flooders' challenges, never the one a person is typing.
 */
export const OPEN_CHALLENGES_PER_ADDRESS = 100;

type Challenge = { code: string; pow: ProofOfWork };

export const randomCode = (length = CAPTCHA_LENGTH): string => Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** A challenge as issued: its id, its code (drawn, never sent as data), its proof-of-work and expiry. */
export type IssuedChallenge = { id: string; code: string; pow: ProofOfWork; expiresAt: string };

/** What a person answers with: the code read off the picture, or a nonce for the proof-of-work. */
export type CaptchaAnswer = { code: string } | { proof: string };

/** A challenge answered rightly: `work` is the proof-of-work's difficulty when it was proved, else 0. */
export type Passed = { work: number };

/**
 * Server-side captcha store: single use, short-lived, case-sensitive (DESIGN.md security 5).
 * `verify` consumes the challenge whatever the answer, so each one can be tried once, either way.
 */
export type CaptchaStore = {
  /** `client`: the address asking, whose share of the store the challenge takes (memory store). */
  issue(code?: string, pow?: ProofOfWork, client?: string): Promise<IssuedChallenge>;
  /** `null` answer: no usable answer; the challenge is still consumed. Returns null unless answered rightly. */
  verify(id: string, answer: CaptchaAnswer | null): Promise<Passed | null>;
};

const newId = () => randomBytes(16).toString('hex');

const sameCode = (answer: string, code: string) => {
  const a = Buffer.from(answer);
  const b = Buffer.from(code);
  return a.length === b.length && timingSafeEqual(a, b);
};

const answers = (challenge: Challenge | undefined, answer: CaptchaAnswer | null): Passed | null => {
  if (!challenge || !answer) return null;
  if ('code' in answer) return sameCode(answer.code, challenge.code) ? { work: 0 } : null;
  return isValidProof(challenge.pow, answer.proof) ? { work: challenge.pow.difficulty } : null;
};

/** One instance: challenges in a Map, swept of expired ones and bounded, per address and in all. */
export const createCaptchaStore = (now: () => number = Date.now): CaptchaStore & { size(): number } => {
  const open = new Map<string, Challenge & { expiresAt: number; client: string }>();
  /** Each address's open challenge ids, oldest first. */
  const byClient = new Map<string, string[]>();

  const drop = (id: string) => {
    const challenge = open.get(id);
    if (!challenge) return;
    open.delete(id);
    const ids = byClient.get(challenge.client) ?? [];
    ids.splice(ids.indexOf(id), 1);
    if (ids.length === 0) byClient.delete(challenge.client);
  };

  const biggestHolder = () => {
    let biggest: string[] = [];
    for (const ids of byClient.values()) if (ids.length > biggest.length) biggest = ids;
    return biggest;
  };

  const makeRoom = (client: string) => {
    const t = now();
    // Insertion order is expiry order (one TTL for all): the expired ones are at the front.
    for (const [id, c] of open) {
      if (c.expiresAt > t) break;
      drop(id);
    }
    while ((byClient.get(client)?.length ?? 0) >= OPEN_CHALLENGES_PER_ADDRESS) drop(byClient.get(client)![0]);
    while (open.size >= MAX_OPEN_CHALLENGES) drop(biggestHolder()[0]);
  };

  return {
    async issue(code = randomCode(), pow = newProofOfWork(), client = '') {
      makeRoom(client);
      const id = newId();
      const expiresAt = now() + TTL_MS;
      open.set(id, { code, pow, expiresAt, client });
      const ids = byClient.get(client) ?? [];
      ids.push(id);
      byClient.set(client, ids);
      return { id, code, pow, expiresAt: new Date(expiresAt).toISOString() };
    },
    async verify(id, answer) {
      const challenge = open.get(id);
      drop(id);
      if (!challenge || challenge.expiresAt <= now()) return null;
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
 * Each challenge leaves with its own expiry and none evicts another; the per-address issue limit
 * (captcha controller) bounds what one address can hold.
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
