import type { ProofOfWorkChallenge } from '@steady/contracts';

/** How many zero bits a hash starts with. */
export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
}

/** Hashes per batch: large enough to keep Web Crypto busy, small enough to give the page a turn often. */
const BATCH = 256;

/**
 * The captcha's accessible alternative (decision 006): finds a nonce such that SHA-256(salt + nonce)
 * starts with `difficulty` zero bits. Web Crypto hashes off the main thread; between batches the page
 * gets a turn, so it stays responsive for the second or two this takes.
 */
export async function solveProofOfWork(
  { salt, difficulty }: ProofOfWorkChallenge,
  { signal, subtle = globalThis.crypto.subtle }: { signal?: AbortSignal; subtle?: SubtleCrypto } = {},
): Promise<string> {
  const encoder = new TextEncoder();
  for (let start = 0; ; start += BATCH) {
    signal?.throwIfAborted();
    const hashes = await Promise.all(Array.from({ length: BATCH }, (_, i) => subtle.digest('SHA-256', encoder.encode(`${salt}${start + i}`))));
    const found = hashes.findIndex((hash) => leadingZeroBits(new Uint8Array(hash)) >= difficulty);
    if (found >= 0) return String(start + found);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
