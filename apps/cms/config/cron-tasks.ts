import { refreshReviewOverdue } from '../src/api/helpline/review';
import { settings } from '../src/config/env';
import { deliverDueEmails } from '../src/modules/email';
import { pruneRevokedTokens } from '../src/modules/auth';
import { sendDueReminders } from '../src/modules/reminders';

/**
 * Scheduled work, in one place (config/server.ts turns Strapi's scheduler on). Each task runs on every
 * instance; the work itself is shared safely (rows are claimed, so two instances never send one email).
 *
 * One kind of scheduled work is not here, on purpose: the payment jobs (src/modules/payments/jobs.ts: stored
 * events, reconciliation, pruning, sandbox renewals) keep their own timers. Their intervals are set in
 * milliseconds (PAYMENT_*_INTERVAL_MS, SANDBOX_RENEWAL_INTERVAL_MS, from 100 ms; the payment tests run them
 * every 200-500 ms) and Strapi's scheduler fires on cron patterns with whole seconds at best, where an
 * interval such as 90 s has no pattern at all. They keep the same guarantees: one round of a job at a
 * time per instance, skipped while the database is away, stopped in src/index.ts's destroy().
 */
export default {
  // Entries age past the review cutoff without being edited: recheck the flag every night.
  helplineReviewOverdue: {
    task: async ({ strapi }) => {
      try {
        await refreshReviewOverdue(strapi);
      } catch (error) {
        strapi.log.error(`[helplines] the review flags could not be refreshed: ${(error as Error).message}`);
      }
    },
    options: { rule: '0 15 3 * * *', tz: 'Etc/UTC' },
  },
  // Signed-out tokens stay listed until their own expiry (decision 015); after it they are refused anyway.
  revokedTokens: {
    task: async ({ strapi }) => {
      try {
        await pruneRevokedTokens(strapi);
      } catch (error) {
        strapi.log.error(`[sessions] expired revoked tokens could not be removed: ${(error as Error).message}`);
      }
    },
    options: { rule: '0 40 * * * *', tz: 'Etc/UTC' },
  },
  // The email outbox (decision 011): retries that came due, and messages another instance queued or left behind.
  emailOutbox: {
    task: ({ strapi }) => deliverDueEmails(strapi),
    options: { rule: `*/${settings().EMAIL_OUTBOX_POLL_SECONDS} * * * * *` },
  },
  // Reminders due (decision 027): every instance looks; a claim on the row sends each due time once.
  reminders: {
    task: ({ strapi }) => sendDueReminders(strapi),
    options: { rule: `*/${settings().REMINDER_POLL_SECONDS} * * * * *` },
  },
};
