import { createHmac, randomBytes, timingSafeEqual } from 'crypto';
import { issuedAfterChange } from './issued-at';

/*
 * Device tokens (decision 013, after OWASP's "Slow Down Online Guessing Attacks with Device Cookies"):
 * a browser that has signed in to an account gets a signed note of that, sent back with its next
 * sign-ins, so strangers' failures on the account never slow it down. It is not a session: it grants
 * nothing but the device's own guessing budget, and the password is checked as always.
 *
 * Format: `d1.<userId>.<issuedAtMs>.<nonce>.<HMAC-SHA256 of the rest>`. The nonce names the device's
 * budget; the key is derived from the users-permissions JWT secret, so rotating it forgets every device.
 */

const VERSION = 'd1';
/** A browser not used to sign in for a year is a stranger again. */
export const DEVICE_TOKEN_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

export type DeviceKey = Buffer;

export const deviceKeyFrom = (secret: string): DeviceKey => createHmac('sha256', secret).update('steady device token').digest();

let cached: { secret: string; key: DeviceKey } | undefined;
/** The key of this server, from its JWT secret. */
export const serverDeviceKey = (): DeviceKey => {
  const secret = String(strapi.config.get('plugin::users-permissions.jwtSecret') ?? '');
  if (cached?.secret !== secret) cached = { secret, key: deviceKeyFrom(secret) };
  return cached.key;
};

const signature = (payload: string, key: DeviceKey) => createHmac('sha256', key).update(payload).digest();

export const issueDeviceToken = (userId: number, key: DeviceKey = serverDeviceKey(), now = Date.now()): string => {
  const payload = `${VERSION}.${userId}.${now}.${randomBytes(12).toString('base64url')}`;
  return `${payload}.${signature(payload, key).toString('base64url')}`;
};

/** What a token says, once its signature holds: the account, when it was issued, and the device's name. */
const readToken = (token: string, key: DeviceKey): { userId: number; issuedAt: number; deviceId: string } | undefined => {
  const parts = token.split('.');
  if (parts.length !== 5 || parts[0] !== VERSION) return undefined;
  const [, userId, issuedAt, deviceId, mac] = parts;
  const given = Buffer.from(mac, 'base64url');
  const expected = signature(parts.slice(0, 4).join('.'), key);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { userId: Number(userId), issuedAt: Number(issuedAt), deviceId };
};

/**
 * The device id of the first token among `tokens` that this server signed for `user`, within a year,
 * and after the account's last password change (a reset or change also ends trust in every browser
 * that signed in before it); otherwise undefined: the client is a stranger to this account.
 */
export const trustedDeviceId = (
  tokens: readonly string[] | undefined,
  user: { id: number; passwordChangedAt?: Date | string | null },
  key: DeviceKey = serverDeviceKey(),
  now = Date.now(),
): string | undefined => {
  for (const token of tokens ?? []) {
    const read = readToken(token, key);
    if (!read || read.userId !== user.id) continue;
    if (!(now - read.issuedAt < DEVICE_TOKEN_MAX_AGE_MS) || !issuedAfterChange(read.issuedAt, user.passwordChangedAt)) continue;
    return read.deviceId;
  }
  return undefined;
};
