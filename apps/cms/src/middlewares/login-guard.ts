import { errors } from '@strapi/utils';
import { forgotPasswordBodySchema, loginBodySchema, registerBodySchema, resetPasswordBodySchema } from '@steady/contracts';
import { createHash } from 'crypto';
import { checkLoginCaptcha } from '../utils/captcha-instance';
import { parseOr400 } from '../utils/validate';
import { rateLimiter } from '../utils/rate-limiter-instance';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const WINDOW_MS = 15 * 60 * 1000;
const perAccount = () => ({ max: env('RATE_LIMIT_ACCOUNT_MAX', 10), windowMs: WINDOW_MS });
const perAddress = () => ({ max: env('RATE_LIMIT_ADDRESS_MAX', 100), windowMs: WINDOW_MS });

const tooMany = () => new errors.RateLimitError('Too many attempts. Please wait a few minutes and try again.');
const hashed = (s: string) => createHash('sha256').update(s.trim().toLowerCase()).digest('hex').slice(0, 32);

/**
 * Guards the account routes before users-permissions sees them (DESIGN.md security 5, 6, 9):
 * strict body schemas, the server-checked captcha on login, and rate limits per account and per address.
 */
export default () => async (ctx, next) => {
  if (ctx.method !== 'POST') return next();
  const address = `ip:${ctx.request.ip}`;

  switch (ctx.path) {
    case '/api/auth/local': {
      const body = parseOr400(loginBodySchema, ctx.request.body);
      const account = `login:${hashed(body.identifier)}`;
      if (!(await rateLimiter.allow([`login:${address}`], perAddress())) || !(await rateLimiter.allow([account], perAccount()))) throw tooMany();
      await checkLoginCaptcha(body);
      ctx.request.body = { identifier: body.identifier, password: body.password };
      return next();
    }
    case '/api/auth/local/register': {
      parseOr400(registerBodySchema, ctx.request.body);
      if (!(await rateLimiter.allow([`register:${address}`], perAddress()))) throw tooMany();
      return next();
    }
    case '/api/email/forget-password': {
      const { email } = parseOr400(forgotPasswordBodySchema, ctx.request.body);
      if (!(await rateLimiter.allow([`forgot:${address}`], perAddress()))) throw tooMany();
      // Over the per-account limit the answer stays the same, but no further email is sent.
      if (!(await rateLimiter.allow([`forgot:${hashed(email)}`], perAccount()))) {
        ctx.body = { ok: true, message: 'An email with password reset link has been sent. Please check your email.' };
        return;
      }
      return next();
    }
    case '/api/email/reset-password': {
      parseOr400(resetPasswordBodySchema, ctx.request.body);
      if (!(await rateLimiter.allow([`reset:${address}`], perAddress()))) throw tooMany();
      return next();
    }
    default:
      return next();
  }
};
