import type { Core } from '@strapi/strapi';
import { HELPLINE_REVIEW_MONTHS } from '@steady/contracts';

const UID = 'api::helpline.helpline';

/** The day HELPLINE_REVIEW_MONTHS before `now` (UTC, YYYY-MM-DD; 31 Aug → 28/29 Feb, not 3 Mar). */
export const reviewCutoff = (now: Date = new Date()): string => {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - HELPLINE_REVIEW_MONTHS;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(now.getUTCDate(), lastDay))).toISOString().slice(0, 10);
};

const day = (value: string | Date) => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);

/** Checked longer ago than HELPLINE_REVIEW_MONTHS: the admin list flags it for its owner to check again. */
export const isReviewOverdue = (lastChecked: string | Date, now: Date = new Date()) => day(lastChecked) < reviewCutoff(now);

/** Sets the flag on a create or update that carries lastChecked (the content type's lifecycles). */
export const markReviewOverdue = (data: Record<string, unknown> | undefined, now: Date = new Date()) => {
  const lastChecked = data?.lastChecked;
  if (typeof lastChecked === 'string' || lastChecked instanceof Date) data!.reviewOverdue = isReviewOverdue(lastChecked, now);
};

/** Brings every entry's flag up to date: at boot and daily, as entries age past the cutoff. */
export const refreshReviewOverdue = async (strapi: Core.Strapi, now: Date = new Date()) => {
  const cutoff = reviewCutoff(now);
  const helplines = strapi.db.query(UID);
  await helplines.updateMany({
    where: { lastChecked: { $lt: cutoff }, $or: [{ reviewOverdue: false }, { reviewOverdue: { $null: true } }] },
    data: { reviewOverdue: true },
  });
  await helplines.updateMany({
    where: { lastChecked: { $gte: cutoff }, $or: [{ reviewOverdue: true }, { reviewOverdue: { $null: true } }] },
    data: { reviewOverdue: false },
  });
};

/** The admin's list of helplines shows the flag, oldest check first, so overdue entries are at the top. */
export const showReviewColumn = async (strapi: Core.Strapi) => {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  const contentType = contentTypes.findContentType(UID);
  const { settings, metadatas, layouts } = await contentTypes.findConfiguration(contentType);
  // Once set, an editor's own choice of columns that keeps the flag is left alone.
  if (layouts.list.includes('reviewOverdue')) return;
  await contentTypes.updateConfiguration(contentType, {
    settings: { ...settings, mainField: 'name', defaultSortBy: 'lastChecked', defaultSortOrder: 'ASC' },
    metadatas: { ...metadatas, reviewOverdue: { ...metadatas.reviewOverdue, list: { ...metadatas.reviewOverdue?.list, label: 'Review overdue' } } },
    layouts: { ...layouts, list: ['name', 'country', 'lastChecked', 'reviewOverdue'] },
  });
};
