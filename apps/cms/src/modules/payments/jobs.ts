import type { Core } from '@strapi/strapi';
import { payments as paymentsService } from './service';
import { settings } from '../../config/env';
import { jobsMayRun } from '../readiness';

const timers: NodeJS.Timeout[] = [];

/**
 * Runs a task every `ms`, never two rounds of it at once in this process; a failed round is logged and the
 * next one tries again. While the database is away a round is skipped (modules/readiness/database-probe).
 */
const every = (strapi: Core.Strapi, name: string, ms: number, task: () => Promise<unknown>) => {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    jobsMayRun(strapi)
      .then((reachable) => reachable && task())
      .catch((error) => strapi.log.error(`[payments] ${name} failed: ${(error as Error).message}`))
      .finally(() => (running = false));
  }, ms);
  timer.unref();
  timers.push(timer);
};

/**
 * The payment jobs of every instance (several may run them: each step claims its own work):
 * - the inbox worker applies stored events that are due (a failed one again after its backoff);
 * - reconciliation checks unsettled subscriptions against the provider;
 * - events applied more than PAYMENT_EVENTS_KEEP_DAYS ago are removed;
 * - the sandbox renews subscriptions itself (Stripe does this on its side): every minute, whatever became due on
 *   the sandbox clock is charged. Moving the clock (route or `npm run sandbox:advance-clock`) renews at once.
 */
export const startPaymentJobs = (strapi: Core.Strapi) => {
  if (timers.length) return;
  const payments = paymentsService();
  const env = settings();
  every(strapi, 'applying stored payment events', env.PAYMENT_EVENTS_INTERVAL_MS, () => payments.applyDueEvents());
  every(strapi, 'reconciling subscriptions', env.PAYMENT_RECONCILE_INTERVAL_MS, () => payments.reconcileStale());
  every(strapi, 'removing old payment events', env.PAYMENT_EVENTS_PRUNE_INTERVAL_MS, () => payments.pruneAppliedEvents());
  if (payments.gateway().kind === 'sandbox') every(strapi, 'sandbox renewals', env.SANDBOX_RENEWAL_INTERVAL_MS, () => payments.sandbox().runDueRenewals());
};

export const stopPaymentJobs = () => {
  for (const timer of timers.splice(0)) clearInterval(timer);
};
