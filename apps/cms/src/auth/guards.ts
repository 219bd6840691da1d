import {
  forgotPasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
} from '@steady/contracts';
import { errors } from '@strapi/utils';
import { checkLoginCaptcha } from '../utils/captcha-instance';
import { isUniqueRefusal } from '../utils/unique-violation';
import { parseOr400 } from '../utils/validate';
import { limitAddress } from './limits';

/** users-permissions' own words when an email or username is in use. */
const TAKEN = 'Email or Username are already taken';

/*
 * Route middlewares of the account routes (DESIGN.md security 5, 6, 9): strict body schemas, the
 * server-checked captcha and rate limits. They are attached to the routes themselves (see
 * extensions/users-permissions and api/email/routes), so they run for whatever spelling of the
 * path the router matched — case, trailing slash — and never for a path it did not.
 */

/** POST /api/auth/local: schema, address limit, captcha; the password and its per-account limit are the login's. */
export const loginGuard = async (ctx, next) => {
  const body = parseOr400(loginBodySchema, ctx.request.body);
  await limitAddress('login', ctx);
  await checkLoginCaptcha(body);
  ctx.request.body = { identifier: body.identifier, password: body.password };
  ctx.state.loginGuarded = true;
  return next();
};

export const registerGuard = async (ctx, next) => {
  parseOr400(registerBodySchema, ctx.request.body);
  await limitAddress('register', ctx);
  try {
    return await next();
  } catch (error) {
    // Two sign-ups at once both passed users-permissions' own check; Strapi's unique-attribute check or
    // the database's unique index (bootstrap/unique-accounts) refused the second: it gets the usual answer.
    if (isUniqueRefusal(error)) throw new errors.ApplicationError(TAKEN);
    throw error;
  }
};

export const forgotPasswordGuard = async (ctx, next) => {
  parseOr400(forgotPasswordBodySchema, ctx.request.body);
  await limitAddress('forgot', ctx);
  // No per-address count here: strangers could spend it. The service sends at most one email per
  // account per RESET_EMAIL_SPACING_SECONDS instead, and earlier links keep working (decision 014).
  return next();
};

export const resetPasswordGuard = async (ctx, next) => {
  parseOr400(resetPasswordBodySchema, ctx.request.body);
  await limitAddress('reset', ctx);
  return next();
};
