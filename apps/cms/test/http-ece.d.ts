/** http_ece (RFC 8188) has no types of its own: what the reminders test uses of it to decrypt a push payload. */
declare module 'http_ece' {
  export function decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: import('node:crypto').ECDH; authSecret: string }): Buffer;
}
