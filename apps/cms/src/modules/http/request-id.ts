import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';

/** What we accept as a request id from the proxy in front: a short token that cannot break a log line. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The proxy's X-Request-Id when it is a sane token (so one id follows a request through every hop), else a new one. */
export const requestIdFor = (offered: string | undefined): string => (offered && SANE_REQUEST_ID.test(offered) ? offered : randomUUID());

/**
 * The id of the request this code runs for, if any. Strapi already runs every request inside
 * AsyncLocalStorage holding its Koa context (strapi.requestContext); global::request-log puts the id
 * on ctx.state, so no second store is needed.
 */
export const currentRequestId = (): string | undefined => {
  const strapi = (globalThis as { strapi?: Core.Strapi }).strapi;
  return (strapi?.requestContext?.get() as { state?: { requestId?: string } } | undefined)?.state?.requestId;
};
