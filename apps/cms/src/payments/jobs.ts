import type { Core } from '@strapi/strapi';
import { payments as paymentsService } from './service';
import { settings } from '../config/env';

let timer: NodeJS.Timeout | null = null;

/**
 * The sandbox renews subscriptions itself (Stripe does this on its side): every minute, whatever became due on
 * the sandbox clock is charged. Moving the clock (route or `npm run sandbox:advance-clock`) renews at once.
 */
export const startPaymentJobs = (strapi: Core.Strapi) => {
  const payments = paymentsService();
  if (payments.gateway().kind !== 'sandbox' || timer) return;
  const everyMs = settings().SANDBOX_RENEWAL_INTERVAL_MS;
  timer = setInterval(() => {
    payments
      .sandbox()
      .runDueRenewals()
      .catch((error) => strapi.log.error(`[payments] sandbox renewals failed: ${(error as Error).message}`));
  }, everyMs);
  timer.unref();
};

export const stopPaymentJobs = () => {
  if (timer) clearInterval(timer);
  timer = null;
};
