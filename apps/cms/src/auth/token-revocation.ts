import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

const USER = 'plugin::users-permissions.user';

/**
 * After a password change or reset, every token issued before it stops working, to the millisecond
 * (DESIGN.md security 6). A JWT's own `iat` is in whole seconds, so a token issued in the same second
 * as the change would survive a comparison of seconds: each token also carries `iatMs`.
 * A token issued before this claim existed counts as issued at the start of its second, so one from
 * the second of a change is refused too.
 */
export const issuedAtMs = (payload: { iat?: unknown; iatMs?: unknown }): number =>
  typeof payload.iatMs === 'number' ? payload.iatMs : typeof payload.iat === 'number' ? payload.iat * 1000 : 0;

/** Whether a token issued at `issuedAt` (ms) was issued after the password changed at `changedAt`. */
export const issuedAfterChange = (issuedAt: number, changedAt: Date | string | null | undefined) =>
  !changedAt || issuedAt > new Date(changedAt).getTime();

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

/**
 * Wraps users-permissions' jwt service: `issue` stamps `iatMs`; `getToken` refuses revoked tokens;
 * `readToken` only verifies the token, for the content-API strategy (auth/content-api-auth), which
 * checks revocation against the user row it reads anyway.
 */
export const withExactRevocation = (createJwtService) => (deps) => {
  const service = createJwtService(deps);
  const { strapi } = deps;
  const { issue, getToken, verify } = service;
  service.issue = function (payload, options) {
    const plain = payload?.toJSON ? payload.toJSON() : payload;
    return issue.call(this, { iatMs: Date.now(), ...plain }, options);
  };
  // The same check as the plugin's (secret, algorithm, expiry), with the secret's key object made once.
  service.verify = function (token: string) {
    if (strapi.config.get('plugin::users-permissions.jwtManagement', 'legacy-support') === 'refresh') return verify.call(this, token);
    const { algorithm } = strapi.config.get('plugin::users-permissions.jwt', {}) as { algorithm?: jwt.Algorithm };
    return new Promise((resolve, reject) => {
      jwt.verify(token, secretKey(strapi.config.get('plugin::users-permissions.jwtSecret')), { algorithms: [algorithm || 'HS256'] }, (err, payload) =>
        err ? reject(new Error('Invalid token.')) : resolve(payload ?? {}),
      );
    });
  };
  service.readToken = getToken;
  service.getToken = async function (ctx) {
    const payload = await getToken.call(this, ctx);
    if (!payload?.id) return payload;
    const user = await strapi.db.query(USER).findOne({ where: { id: payload.id }, select: ['passwordChangedAt'] });
    return issuedAfterChange(issuedAtMs(payload), user?.passwordChangedAt) ? payload : {};
  };
  return service;
};
