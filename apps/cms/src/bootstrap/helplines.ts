import type { Core } from '@strapi/strapi';
import { refreshReviewOverdue, showReviewColumn } from '../api/helpline/review';

/** The helplines' review flags are current from the first request on, and the admin list shows them. */
export const prepareHelplines = async (strapi: Core.Strapi) => {
  await refreshReviewOverdue(strapi);
  await showReviewColumn(strapi);
};
