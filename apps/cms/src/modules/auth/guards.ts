import { forgotPasswordBodySchema, loginBodySchema, registerBodySchema, resetPasswordBodySchema } from '@steady/contracts';
import { captchaEnabled, checkLoginCaptcha } from '../captcha';
import { refuseCommonPassword } from './common-passwords';
import { isUniqueRefusal, parseOr400 } from '../shared';
import { issueDeviceToken } from './device-token';
import { limitAddress } from './limits';
import { fail } from '../http';

/*
 * Route middlewares of the account routes (DESIGN.md security 5, 6, 9): strict body schemas, the
 * server-checked captcha, rate limits and no common password. They are attached to the routes themselves (see
 * extensions/users-permissions and api/email/routes), so they run for whatever spelling of the
 * path the router matched — case, trailing slash — and never for a path it did not.
 */

/**
 * With the captcha off its fields are ignored, whatever they hold (clients built for the captcha still
 * send them), but a well-formed proof-of-work answer is kept for sign-in's longer check (decision 013).
 */
const withoutCaptchaFields = (raw: unknown) => {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const { captchaId, captcha: _typed, proof, ...rest } = raw as Record<string, unknown>;
  const answer = loginBodySchema.pick({ captchaId: true, proof: true }).safeParse({ captchaId, proof });
  return { ...rest, ...(answer.success ? answer.data : {}) };
};

/**
 * POST /api/auth/local: schema, address limit, captcha; the password and its per-account count are the
 * login's (modules/auth/local-login). `loginWork` is the proof-of-work difficulty the captcha answer proved.
 */
export const loginGuard = async (ctx, next) => {
  const enabled = captchaEnabled();
  const body = parseOr400(loginBodySchema, enabled ? ctx.request.body : withoutCaptchaFields(ctx.request.body));
  await limitAddress('login', ctx);
  if (enabled) ctx.state.loginWork = await checkLoginCaptcha(body);
  else ctx.state.loginProof = { captchaId: body.captchaId, proof: body.proof };
  ctx.request.body = { identifier: body.identifier, password: body.password, deviceTokens: body.deviceTokens };
  ctx.state.loginGuarded = true;
  return next();
};

export const registerGuard = async (ctx, next) => {
  const { password } = parseOr400(registerBodySchema, ctx.request.body);
  await limitAddress('register', ctx);
  refuseCommonPassword(password);
  try {
    await next();
    // The browser that made the account is its first known device (decision 013).
    const body = ctx.body as { jwt?: string; user?: { id?: number } } | undefined;
    if (body?.jwt && typeof body.user?.id === 'number') ctx.body = { ...body, deviceToken: issueDeviceToken(body.user.id) };
  } catch (error) {
    // Two sign-ups at once both passed users-permissions' own check; Strapi's unique-attribute check or
    // the database's unique index (bootstrap/unique-accounts) refused the second: it gets the usual answer.
    if (isUniqueRefusal(error)) throw fail('account_taken');
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
  const { password } = parseOr400(resetPasswordBodySchema, ctx.request.body);
  await limitAddress('reset', ctx);
  refuseCommonPassword(password);
  return next();
};
