/*
 * The lock's cryptography, all WebCrypto (docs/decisions/024-app-lock.md): a random AES-GCM data key
 * seals what the device keeps; the PIN, stretched by PBKDF2, wraps that key. A wrong PIN gives a key
 * that fails GCM's check when unwrapping, so no "right PIN" is stored anywhere to compare against.
 */

/** OWASP's 2023 figure for PBKDF2-HMAC-SHA256. About half a second on a mid-range phone. */
export const PIN_ITERATIONS = 600_000;
const IV_BYTES = 12;

export const toBase64 = (bytes: Uint8Array): string => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
export const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export const randomBytes = (length: number): Uint8Array<ArrayBuffer> => crypto.getRandomValues(new Uint8Array(length));

const joined = (iv: Uint8Array, body: ArrayBuffer) => {
  const out = new Uint8Array(iv.length + body.byteLength);
  out.set(iv);
  out.set(new Uint8Array(body), iv.length);
  return out;
};

/** The key a PIN gives, for wrapping the data key only. */
export async function keyFromPin(pin: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, { name: 'AES-GCM', length: 256 }, false, [
    'wrapKey',
    'unwrapKey',
  ]);
}

/** The key a passkey's PRF output gives (32 secret bytes), for wrapping the data key only. */
export async function keyFromSecret(secret: BufferSource): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', secret, 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(32), info: new TextEncoder().encode('steady app lock') },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['wrapKey', 'unwrapKey'],
  );
}

/** A fresh data key; extractable only so that it can be wrapped. */
export const newDataKey = (): Promise<CryptoKey> => crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);

export async function wrapDataKey(dataKey: CryptoKey, wrappingKey: CryptoKey): Promise<string> {
  const iv = randomBytes(IV_BYTES);
  return toBase64(joined(iv, await crypto.subtle.wrapKey('raw', dataKey, wrappingKey, { name: 'AES-GCM', iv })));
}

/**
 * The data key, or a rejection when `wrappingKey` is not the one that wrapped it (a wrong PIN).
 * `extractable`: only to wrap it again under a new PIN or a passkey.
 */
export async function unwrapDataKey(wrapped: string, wrappingKey: CryptoKey, { extractable = false } = {}): Promise<CryptoKey> {
  const bytes = fromBase64(wrapped);
  return crypto.subtle.unwrapKey(
    'raw',
    bytes.subarray(IV_BYTES),
    wrappingKey,
    { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES) },
    { name: 'AES-GCM', length: 256 },
    extractable,
    ['encrypt', 'decrypt'],
  );
}

/** Seals `text`, bound to `label` (the storage key): a sealed value moved under another key fails to open. */
export async function sealText(dataKey: CryptoKey, text: string, label: string): Promise<string> {
  const iv = randomBytes(IV_BYTES);
  const body = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(label) }, dataKey, new TextEncoder().encode(text));
  return toBase64(joined(iv, body));
}

export async function openText(dataKey: CryptoKey, sealed: string, label: string): Promise<string> {
  const bytes = fromBase64(sealed);
  const body = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES), additionalData: new TextEncoder().encode(label) },
    dataKey,
    bytes.subarray(IV_BYTES),
  );
  return new TextDecoder().decode(body);
}
