import { describe, expect, it } from 'vitest';
import { leadingZeroBits, solveProofOfWork } from './proof-of-work';

/** jsdom's window has no SubtleCrypto of its own; the test environment lends Node's Web Crypto. */
const subtle = globalThis.crypto.subtle;
const zeroBits = async (text: string) => leadingZeroBits(new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(text))));

describe('proof-of-work', () => {
  it('counts leading zero bits', () => {
    expect(leadingZeroBits(Uint8Array.from([0x80, 0]))).toBe(0);
    expect(leadingZeroBits(Uint8Array.from([0, 0x01]))).toBe(15);
    expect(leadingZeroBits(Uint8Array.from([0, 0]))).toBe(16);
  });

  it('finds the first nonce whose hash starts with enough zero bits', async () => {
    const nonce = await solveProofOfWork({ salt: 'c0ffee', difficulty: 10 }, { subtle });
    expect(await zeroBits(`c0ffee${nonce}`)).toBeGreaterThanOrEqual(10);
    for (let n = 0; n < Number(nonce); n++) expect(await zeroBits(`c0ffee${n}`)).toBeLessThan(10);
  });

  it('stops when asked to', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(solveProofOfWork({ salt: 'x', difficulty: 30 }, { subtle, signal: controller.signal })).rejects.toThrow();
  });
});
