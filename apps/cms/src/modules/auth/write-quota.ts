import type { Core } from '@strapi/strapi';
import { settings } from '../../config/env';
import { onContentApiRoutesMounted, type DeclaredRoute } from '../strapi-adapter';
import { rateLimiter } from '../shared';
import { fail } from '../http';

/*
 * A quota on what one account may save (decision 015): every signed-in write under /api/account —
 * ratings, check-ins, analyses, diary, safety plan, favourites, completions, profile — counts against
 * WRITE_LIMIT_PER_MINUTE and WRITE_LIMIT_PER_DAY, per account, in the shared rate limiter (Redis when
 * REDIS_URL is set, so every instance counts together). Past either, the write is refused with a 429
 * before anything runs.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 3600_000;

/** Writes that end something rather than save it: never held back by the quota. */
const EXEMPT = new Set(['POST /account/delete', 'POST /account/sign-out-everywhere']);
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a content-API route (its path without the /api prefix) saves something for the signed-in person. */
export const isQuotaWrite = (route: DeclaredRoute): boolean =>
  WRITE_METHODS.has(route.method.toUpperCase()) &&
  route.path.startsWith('/account/') &&
  route.config?.auth !== false &&
  !EXEMPT.has(`${route.method.toUpperCase()} ${route.path}`);

const tooManyThisMinute = () => fail('too_many_saves_this_minute');
const tooManyToday = () => fail('too_many_saves_today');

/**
 * Each write counts as it starts, so writes sent at once cannot all slip under the limit, and is
 * taken back when nothing was saved (a refusal, a 4xx, an error): a person's typo costs nothing, and
 * a script sending nonsense saves nothing either.
 */
export const writeQuota = async (ctx, next) => {
  const userId = ctx.state.user?.id;
  if (userId === undefined) return next();
  const { WRITE_LIMIT_PER_MINUTE, WRITE_LIMIT_PER_DAY } = settings();
  const [minute, day] = await Promise.all([
    rateLimiter.attempt(`writes:minute:${userId}`, { max: WRITE_LIMIT_PER_MINUTE, windowMs: MINUTE_MS }),
    rateLimiter.attempt(`writes:day:${userId}`, { max: WRITE_LIMIT_PER_DAY, windowMs: DAY_MS }),
  ]);
  const undo = () => Promise.all([minute.undo(), day.undo()]);
  if (!minute.allowed || !day.allowed) {
    await undo();
    throw day.allowed ? tooManyThisMinute() : tooManyToday();
  }
  try {
    await next();
  } catch (error) {
    await undo();
    throw error;
  }
  if (ctx.status >= 300) await undo();
};

/**
 * Puts `writeQuota` on every quota write as its router is mounted, whichever API declares it, so a
 * write route added later is counted without anyone remembering to. Runs in register(), before the
 * routes are mounted.
 */
export const applyWriteQuota = (strapi: Core.Strapi) =>
  onContentApiRoutesMounted(strapi, (route) => {
    if (isQuotaWrite(route)) route.config = { ...route.config, middlewares: [writeQuota, ...(route.config?.middlewares ?? [])] };
  });
