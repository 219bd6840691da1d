import { createHash, randomBytes } from 'crypto';
import { PROOF_MAX_LENGTH } from '@steady/contracts';

/**
 * The captcha's accessible alternative: the browser finds a nonce such that SHA-256(salt + nonce)
 * starts with `difficulty` zero bits. It reveals nothing about the code, and costs a browser a
 * second or two (decision 006).
 */
export type ProofOfWork = { salt: string; difficulty: number };

/** About 33,000 hashes on average: one to three seconds on a phone's Web Crypto (decision 006). */
export const DEFAULT_POW_DIFFICULTY = 15;
const MAX_POW_DIFFICULTY = 32;

/** From CAPTCHA_POW_DIFFICULTY (0–32); a value that is not a whole number in range falls back to the default. */
export const powDifficulty = (): number => {
  const raw = process.env.CAPTCHA_POW_DIFFICULTY;
  const n = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isInteger(n) && n >= 0 && n <= MAX_POW_DIFFICULTY ? n : DEFAULT_POW_DIFFICULTY;
};

export const newProofOfWork = (difficulty = powDifficulty()): ProofOfWork => ({ salt: randomBytes(16).toString('hex'), difficulty });

export const leadingZeroBits = (bytes: Uint8Array): number => {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
};

export const isValidProof = ({ salt, difficulty }: ProofOfWork, proof: string): boolean =>
  proof.length > 0 && proof.length <= PROOF_MAX_LENGTH && leadingZeroBits(createHash('sha256').update(salt + proof).digest()) >= difficulty;
