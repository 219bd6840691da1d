import { createHash, randomBytes } from 'crypto';
import { PROOF_MAX_LENGTH } from '@steady/contracts';
import { settings } from '../../config/env';

/**
 * The captcha's accessible alternative: the browser finds a nonce such that SHA-256(salt + nonce)
 * starts with `difficulty` zero bits. It reveals nothing about the code, and costs a browser a
 * second or two (decision 006).
 */
export type ProofOfWork = { salt: string; difficulty: number };

/** CAPTCHA_POW_DIFFICULTY (0–32, checked at boot). The default 15 is about 33,000 hashes on average: one to three seconds on a phone's Web Crypto (decision 006). */
export const powDifficulty = (): number => settings().CAPTCHA_POW_DIFFICULTY;

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
  proof.length > 0 &&
  proof.length <= PROOF_MAX_LENGTH &&
  leadingZeroBits(
    createHash('sha256')
      .update(salt + proof)
      .digest(),
  ) >= difficulty;
