import type { Core } from '@strapi/strapi';
import { checkReadiness } from '../modules/readiness';
import { sharedRedis } from '../modules/shared';

const PROBE_TIMEOUT_MS = 2000;

/**
 * `GET /_ready` (issue 11.12), beside Strapi's `/_health` (the process is up): 200 when this instance
 * can serve, that is, its database — and Redis, when REDIS_URL is set — answer; else 503 with
 * Retry-After, so a load balancer sends requests elsewhere until it recovers. Names no hosts or errors.
 */
export default (_config, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx, next) => {
    if (ctx.path !== '/_ready' || !['GET', 'HEAD'].includes(ctx.method)) return next();
    const redis = sharedRedis();
    const { ready, checks } = await checkReadiness(
      {
        database: async () => void (await strapi.db.connection.raw('select 1')),
        redis: redis ? async () => void (await redis.ping()) : null,
      },
      PROBE_TIMEOUT_MS,
    );
    ctx.set('Cache-Control', 'no-store');
    if (!ready) ctx.set('Retry-After', '5');
    ctx.status = ready ? 200 : 503;
    ctx.body = { ready, checks };
  };
