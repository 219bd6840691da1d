import { refreshReviewOverdue } from '../src/api/helpline/review';
import { settings } from '../src/config/env';
import { deliverDueEmails } from '../src/modules/email';
import { pruneRevokedTokens } from '../src/auth/sessions';

/** Scheduled jobs (config/server.ts turns the scheduler on). */
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
};
