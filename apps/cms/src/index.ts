import type { Core } from '@strapi/strapi';
import { syncAdvancedSettings, syncPermissions } from './bootstrap/permissions';
import { ensureAdminUser } from './bootstrap/admin-user';
import { guardFirstAdminRegistration, offerFirstAdminSetup } from './modules/admin-setup';
import { ensureContentLocales, seedContent } from './modules/seed';
import { clearContentCache, invalidateContentCacheOnWrites, installContentFastPath } from './modules/content';
import { startPaymentJobs, stopPaymentJobs, assertPaymentsConfigured } from './modules/payments';
import { settings } from './config/env';
import { sealStoredValuesAtStart } from './modules/privacy';
import { prepareHelplines } from './bootstrap/helplines';
import { ensureUniqueAccounts } from './bootstrap/unique-accounts';
import { acquireStartupLock, releaseStartupLock, shutDownGracefullyOnSignals, trackRequests } from './modules/lifecycle';
import { closeSharedRedis } from './modules/shared';
import { routeEmailThroughOutbox, stopDelivery } from './modules/email';
import { surviveDatabaseOutages } from './modules/readiness';
import { clearResetLinksOnAccountChanges, applyWriteQuota, pruneRevokedTokens } from './modules/auth';

export default {
  async register({ strapi }: { strapi: Core.Strapi }) {
    // Before the database or any route: a bad setting, or a production server with no real gateway,
    // stops the start with a message naming it (config/env).
    settings();
    assertPaymentsConfigured();
    guardFirstAdminRegistration(strapi);
    shutDownGracefullyOnSignals(strapi);
    // Work Strapi does not await that fails in a database outage is logged, not fatal (issue 11.5).
    surviveDatabaseOutages(strapi);
    // Every signed-in write counts against the account's quota (decision 015), set as routes are mounted.
    applyWriteQuota(strapi);
    // Held from here (before Strapi syncs the schema) to the end of bootstrap(): instances starting
    // together on one PostgreSQL database take turns (modules/lifecycle/startup-lock).
    await acquireStartupLock(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    trackRequests(strapi.server.httpServer);
    // First, so any email sent from here on is queued and delivered by the worker (decision 011).
    routeEmailThroughOutbox(strapi);
    // Before any write to users: a password or email change, or a deletion, removes the reset links (decision 014).
    clearResetLinksOnAccountChanges(strapi);
    try {
      await syncPermissions(strapi);
      await syncAdvancedSettings(strapi);
      await ensureUniqueAccounts(strapi);
      await ensureAdminUser(strapi);
      await offerFirstAdminSetup(strapi);
      // Clear values are sealed, and values in an old format or under an old key rewritten (decision 009).
      await sealStoredValuesAtStart(strapi);
      // The shipped languages exist for editors too, seeded or not.
      await ensureContentLocales(strapi);
      if (settings().SEED_CONTENT) await seedContent(strapi);
      await prepareHelplines(strapi);
      // Subscribed after seeding, so the seed's many writes do not each clear the cache; one clear covers them.
      invalidateContentCacheOnWrites(strapi);
      await clearContentCache(strapi);
    } finally {
      await releaseStartupLock();
    }
    // Cached public content is answered before Koa's middleware chain (issue 11.11).
    installContentFastPath(strapi);
    startPaymentJobs(strapi);
    // Signed-out tokens past their expiry, at start as well as hourly (config/cron-tasks; decision 015).
    await pruneRevokedTokens(strapi).catch((error) => strapi.log.error(`[sessions] expired revoked tokens could not be removed: ${(error as Error).message}`));
  },

  // After the requests under way have finished (modules/lifecycle/graceful-shutdown); Strapi then closes the
  // server's connections and the database pool.
  async destroy() {
    stopPaymentJobs();
    stopDelivery();
    closeSharedRedis();
    await releaseStartupLock();
  },
};
