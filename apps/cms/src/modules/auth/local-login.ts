import { randomBytes } from 'crypto';
import { provedWork, type LoginCaptchaFields } from '../captcha';
import { issueDeviceToken, trustedDeviceId } from './device-token';
import { checkSignInPassword } from './guessing';
import { accountKeyOf, hashed } from './limits';
import { fail } from '../http';

const USER = 'plugin::users-permissions.user';

const usersPermissions = () => strapi.plugin('users-permissions');

let dummyHash: Promise<string> | undefined;
/**
 * A hash of a random password, made the way real ones are (same bcrypt rounds), so checking a
 * password for an unknown account costs what it costs for a real one: the answer's timing does not
 * tell whether an email has an account (DESIGN.md § Privacy).
 */
const dummyPasswordHash = () =>
  (dummyHash ??= usersPermissions()
    .service('user')
    .ensureHashedPasswords({ password: randomBytes(18).toString('base64') })
    .then((values: { password: string }) => values.password));

/** An email names an account only by its email; anything else only by its username (usernames never hold '@'). */
const findAccount = (identifier: string) =>
  strapi.db.query(USER).findOne({
    where: { provider: 'local', ...(identifier.includes('@') ? { email: identifier.toLowerCase() } : { username: identifier }) },
  });

/**
 * POST /api/auth/local, after the login guard has checked the body, the address limit and the captcha.
 * Replaces users-permissions' local callback: an email matches only emails; wrong passwords count per
 * account (not per spelling), or per device for a browser that signed in to it before, and a success
 * never counts; past the account's budget strangers do more work rather than being refused (decision
 * 013); and an unknown account takes as long as a known one.
 */
export const localLogin = async (ctx) => {
  const { identifier, password, deviceTokens } = ctx.request.body as { identifier: string; password: string; deviceTokens?: string[] };
  const user = await findAccount(identifier);
  const hash = user?.password || (await dummyPasswordHash());
  const valid = await checkSignInPassword({
    accountKey: user ? accountKeyOf(user.id) : `unknown:${hashed(identifier)}`,
    deviceId: user ? trustedDeviceId(deviceTokens, user) : undefined,
    // With the captcha on, the guard checked its answer; with it off, a proof is checked only when asked for.
    provedWork: async () => ctx.state.loginWork ?? provedWork((ctx.state.loginProof ?? {}) as LoginCaptchaFields),
    client: ctx.request.ip,
    check: async () => {
      const matches = await usersPermissions().service('user').validatePassword(password, hash);
      return Boolean(user?.password) && matches;
    },
  });
  if (!user || !valid) throw fail('invalid_credentials');

  const advanced = (await strapi.store({ type: 'plugin', name: 'users-permissions' }).get({ key: 'advanced' })) as { email_confirmation?: boolean } | null;
  if (advanced?.email_confirmation && user.confirmed !== true) throw fail('email_not_confirmed');
  if (user.blocked === true) throw fail('account_blocked');

  const userSchema = strapi.getModel(USER);
  ctx.body = {
    jwt: usersPermissions().service('jwt').issue({ id: user.id }),
    user: await strapi.contentAPI.sanitize.output(user, userSchema, { auth: ctx.state.auth }),
    // This browser is now known to the account: strangers' failures will not slow its next sign-in.
    deviceToken: issueDeviceToken(user.id),
  };
};
