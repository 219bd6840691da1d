import { createHash } from 'crypto';
import { describe, expect, it } from 'vitest';
import { isValidProof, leadingZeroBits } from './proof-of-work';

/** What the browser does: counts up until SHA-256(salt + nonce) starts with enough zero bits. */
const solve = (salt: string, difficulty: number) => {
  for (let n = 0; ; n++)
    if (
      leadingZeroBits(
        createHash('sha256')
          .update(salt + n)
          .digest(),
      ) >= difficulty
    )
      return String(n);
};

describe('proof-of-work', () => {
  it('counts leading zero bits', () => {
    expect(leadingZeroBits(Uint8Array.from([0x80]))).toBe(0);
    expect(leadingZeroBits(Uint8Array.from([0x00, 0x01]))).toBe(15);
    expect(leadingZeroBits(Uint8Array.from([0x00, 0x00]))).toBe(16);
    expect(leadingZeroBits(Uint8Array.from([0x0f, 0xff]))).toBe(4);
  });

  it('accepts a nonce with enough zero bits and refuses one without, an empty one and an overlong one', () => {
    const pow = { salt: 'a1b2c3', difficulty: 12 };
    const nonce = solve(pow.salt, 12);
    expect(isValidProof(pow, nonce)).toBe(true);
    let weak = 0;
    while (
      leadingZeroBits(
        createHash('sha256')
          .update(pow.salt + weak)
          .digest(),
      ) >= 12
    )
      weak++;
    expect(isValidProof(pow, String(weak))).toBe(false);
    expect(isValidProof(pow, '')).toBe(false);
    expect(isValidProof({ salt: 'a1b2c3', difficulty: 0 }, 'x'.repeat(33))).toBe(false);
  });
});
