import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { tokenStillValid } from './sessions';

const USER = 'plugin::users-permissions.user';

/**
 * The secret as the key object jsonwebtoken would make of it on every call: given a string, it first
 * tries to read it as a PEM public key, which throws (an exception per request), then makes this.
 */
const secretKeys = new Map<string, KeyObject>();
const secretKey = (secret: string) => {
  let key = secretKeys.get(secret);
  if (!key) secretKeys.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf-8'))));
  return key;
};

/** Verified tokens kept; past this many, the oldest half is dropped. */
const MAX_VERIFIED = 10_000;

/**
 * Tokens whose signature has been verified, with their claims (issue 11.10). The same string under the
 * same secret verifies the same way every time, so only the clock can change the answer: an entry is
 * used while the token has not expired (jsonwebtoken's own test, `now >= exp` in whole seconds), and
 * dropped once it has. Revocation, blocking and deletion are checked on the user's row, per request.
 */
const verified = new Map<string, { payload: Record<string, unknown>; expiresAt: number }>();
const nowInSeconds = () => Math.floor(Date.now() / 1000);

const rememberVerified = (key: string, payload: Record<string, unknown>) => {
  // A token without `exp` (users-permissions always sets one) is not kept: nothing would ever end it.
  if (typeof payload.exp !== 'number') return;
  verified.set(key, { payload, expiresAt: payload.exp });
  if (verified.size > MAX_VERIFIED) for (const k of [...verified.keys()].slice(0, verified.size / 2)) verified.delete(k);
};

const knownValid = (key: string) => {
  const entry = verified.get(key);
  if (!entry) return undefined;
  if (nowInSeconds() >= entry.expiresAt) {
    verified.delete(key);
    return undefined;
  }
  // A copy: callers may add to what they are given.
  return { ...entry.payload };
};

/** The bearer token of a request, as users-permissions reads it (its `getToken`). */
export const bearerOf = (ctx: { request: { header: Record<string, string | string[] | undefined> } }): string | null => {
  const header = ctx.request.header.authorization;
  if (typeof header !== 'string') return null;
  const parts = header.split(/\s+/);
  return parts.length === 2 && parts[0].toLowerCase() === 'bearer' ? parts[1] : null;
};

/**
 * Wraps users-permissions' jwt service: `issue` stamps `iatMs` and a `jti` (the token's own id, for
 * signing out: modules/auth/sessions); `getToken` refuses revoked tokens;
 * `readToken` only verifies the token, for the content-API strategy (modules/auth/content-api-auth), which
 * checks revocation against the user row it reads anyway.
 */
export const withExactRevocation = (createJwtService) => (deps) => {
  const service = createJwtService(deps);
  const { strapi } = deps;
  const { issue, getToken, verify } = service;
  service.issue = function (payload, options) {
    const plain = payload?.toJSON ? payload.toJSON() : payload;
    return issue.call(this, { iatMs: Date.now(), jti: randomUUID(), ...plain }, options);
  };
  // The same check as the plugin's (secret, algorithm, expiry), with the secret's key object made once
  // and a verified token remembered until it expires.
  service.verify = function (token: string) {
    if (strapi.config.get('plugin::users-permissions.jwtManagement', 'legacy-support') === 'refresh') return verify.call(this, token);
    const { algorithm } = strapi.config.get('plugin::users-permissions.jwt', {}) as { algorithm?: jwt.Algorithm };
    const secret = strapi.config.get('plugin::users-permissions.jwtSecret') as string;
    const algorithms = [algorithm || 'HS256'] as jwt.Algorithm[];
    // The secret and algorithm are part of the key: a token verified under others proves nothing.
    const key = `${algorithms[0]}\n${secret}\n${token}`;
    const known = knownValid(key);
    if (known) return Promise.resolve(known);
    return new Promise((resolve, reject) => {
      jwt.verify(token, secretKey(secret), { algorithms }, (err, payload) => {
        if (err) return reject(new Error('Invalid token.'));
        if (!payload || typeof payload !== 'object') return resolve(payload ?? {});
        rememberVerified(key, payload as Record<string, unknown>);
        resolve({ ...payload });
      });
    });
  };
  service.readToken = getToken;
  service.getToken = async function (ctx) {
    const payload = await getToken.call(this, ctx);
    if (!payload?.id) return payload;
    const user = await strapi.db.query(USER).findOne({ where: { id: payload.id }, select: ['passwordChangedAt', 'sessionsEndedAt', 'tokenRevokedAt'] });
    if (!user) return payload;
    return (await tokenStillValid(payload, bearerOf(ctx) ?? '', user)) ? payload : {};
  };
  return service;
};
