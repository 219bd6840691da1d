import { randomBytes, randomInt, timingSafeEqual } from 'crypto';
import { CAPTCHA_LENGTH } from '@steady/contracts';
import type Redis from 'ioredis';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const TTL_MS = 5 * 60 * 1000;
/** Bounds memory when someone hammers the issue route; the oldest challenges go first. */
const MAX_OPEN_CHALLENGES = 10_000;

type Challenge = { code: string; expiresAt: number };

export const randomCode = (length = CAPTCHA_LENGTH): string =>
  Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Draws the code as an SVG with jittered glyphs and noise lines; the client paints it on its canvas. */
export const renderCaptchaSvg = (code: string): string => {
  const width = 180;
  const height = 56;
  const glyphs = [...code]
    .map((ch, i) => {
      const x = 18 + i * 26 + randomInt(-3, 4);
      const y = 38 + randomInt(-5, 6);
      const rotate = randomInt(-22, 23);
      const escaped = ch.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      return `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" font-family="monospace" font-size="28" font-weight="700" fill="#1f3b3a">${escaped}</text>`;
    })
    .join('');
  const noise = Array.from({ length: 5 }, () => {
    const [x1, y1, x2, y2] = [randomInt(width), randomInt(height), randomInt(width), randomInt(height)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#7aa59c" stroke-width="1.5" opacity="0.7"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#eef5f2"/>${noise}${glyphs}</svg>`;
};

/** A challenge as issued: its id, its code (never sent as data) and when it expires. */
export type IssuedChallenge = { id: string; code: string; expiresAt: string };

/**
 * Server-side captcha store: single use, short-lived, case-sensitive (DESIGN.md security 5).
 * `verify` consumes the challenge whatever the answer, so each one can be tried once.
 */
export type CaptchaStore = {
  issue(code?: string): Promise<IssuedChallenge>;
  verify(id: string, answer: string): Promise<boolean>;
};

const newId = () => randomBytes(16).toString('hex');

const matches = (answer: string, code: string | undefined) => {
  if (code === undefined) return false;
  const a = Buffer.from(answer);
  const b = Buffer.from(code);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** One instance: challenges in a Map, swept of expired ones and bounded. */
export const createCaptchaStore = (now: () => number = Date.now): CaptchaStore & { size(): number } => {
  const open = new Map<string, Challenge>();

  const sweep = () => {
    const t = now();
    for (const [id, c] of open) if (c.expiresAt <= t) open.delete(id);
    while (open.size >= MAX_OPEN_CHALLENGES) open.delete(open.keys().next().value as string);
  };

  return {
    async issue(code = randomCode()) {
      sweep();
      const id = newId();
      const expiresAt = now() + TTL_MS;
      open.set(id, { code, expiresAt });
      return { id, code, expiresAt: new Date(expiresAt).toISOString() };
    },
    async verify(id, answer) {
      const challenge = open.get(id);
      open.delete(id);
      if (!challenge || challenge.expiresAt <= now()) return false;
      return matches(answer, challenge.code);
    },
    size: () => open.size,
  };
};

/**
 * Several instances: challenges in Redis, so one issued by any instance can be answered on any other
 * (no sticky sessions). GETDEL reads and consumes in one step: two tries at once cannot both pass.
 */
export const createRedisCaptchaStore = (redis: Redis, prefix: string): CaptchaStore => ({
  async issue(code = randomCode()) {
    const id = newId();
    await redis.set(prefix + id, code, 'PX', TTL_MS);
    return { id, code, expiresAt: new Date(Date.now() + TTL_MS).toISOString() };
  },
  async verify(id, answer) {
    const code = await redis.getdel(prefix + id);
    return matches(answer, code ?? undefined);
  },
});
