import { refreshReviewOverdue } from '../src/api/helpline/review';

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
};
