import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { failureName, isDatabaseUnavailableError, OUTAGE_MESSAGE, RETRY_AFTER_SECONDS, createDatabaseProbe } from '../modules/readiness';
import { errorBody } from '../modules/http';

const LOG_EVERY_MS = 10_000;

/** The status a thrown error would be answered with by strapi::errors. */
const statusOf = (error: unknown): number => {
  if (error instanceof errors.UnauthorizedError) return 401;
  if (error instanceof errors.ForbiddenError) return 403;
  if (error instanceof errors.ApplicationError) return 400; // or another 4xx: an answer about the request
  // Koa's own http errors (ctx.throw(415, …)) and Strapi's carry their status; only the rest is a 500.
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 600) return status;
  return 500;
};

/**
 * Answers these a database failure can hide behind: users-permissions turns any error while it looks
 * the user or the public role up into 401 (its `authenticate` catches everything), anything else is a 500.
 */
const mayHideAnOutage = (status: number) => status === 401 || status === 403 || (status >= 500 && status !== 503);

/**
 * Issue 11.5: a request that needed the database while it cannot be reached is answered 503 with
 * Retry-After — never 401 (the web app would sign the person out) and never 500. A connection error that
 * escapes is enough; a 401/403/5xx is rewritten only when a quick probe (modules/readiness/database-probe,
 * one a second at most) fails too, so a bad token with the database up is still 401 and no check is weakened.
 */
export default (_config, { strapi }: { strapi: Core.Strapi }) => {
  const databaseReachable = createDatabaseProbe(strapi);
  let lastLogged = 0;

  const answerUnavailable = (ctx, cause: string) => {
    if (Date.now() - lastLogged >= LOG_EVERY_MS) {
      lastLogged = Date.now();
      strapi.log.warn(`The database cannot be reached (${cause}); answering 503 until it can.`);
    }
    ctx.status = 503;
    ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = errorBody('service_unavailable', { message: OUTAGE_MESSAGE });
  };

  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (isDatabaseUnavailableError(error)) return answerUnavailable(ctx, failureName(error));
      if (mayHideAnOutage(statusOf(error)) && !(await databaseReachable())) return answerUnavailable(ctx, 'its probe failed');
      throw error;
    }
    if (mayHideAnOutage(ctx.status) && !(await databaseReachable())) answerUnavailable(ctx, 'its probe failed');
  };
};
