import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
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

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * Never confirmed by a person (no date, or no one who checked), or confirmed longer ago than
 * HELPLINE_REVIEW_MONTHS: the admin list flags it for its owner to check.
 */
export const isReviewOverdue = (lastChecked: string | Date | null | undefined, checkedBy: unknown, now: Date = new Date()) =>
  !lastChecked || !filled(checkedBy) || day(lastChecked) < reviewCutoff(now);

/**
 * On a create or update that carries lastChecked: a check is recorded with who made it (a 400 otherwise,
 * so no date appears that no one vouches for), and the flag is set from them (the content type's lifecycles).
 */
export const markReviewOverdue = (data: Record<string, unknown> | undefined, { creating }: { creating: boolean }, now: Date = new Date()) => {
  if (!data) return;
  const lastChecked = data.lastChecked as string | Date | null | undefined;
  if (lastChecked && !filled(data.checkedBy)) {
    throw new errors.ValidationError('Say who checked this helpline (checkedBy) with the date it was checked.');
  }
  if (creating || 'lastChecked' in data) data.reviewOverdue = isReviewOverdue(lastChecked, data.checkedBy, now);
};

/**
 * Brings every entry's flag up to date: at boot and daily, as entries age past the cutoff. A check date
 * with no one who made it (an older seed wrote one) is no check: it is cleared, so no answer claims it.
 */
export const refreshReviewOverdue = async (strapi: Core.Strapi, now: Date = new Date()) => {
  const cutoff = reviewCutoff(now);
  const helplines = strapi.db.query(UID);
  await helplines.updateMany({
    where: { lastChecked: { $notNull: true }, $or: [{ checkedBy: { $null: true } }, { checkedBy: '' }] },
    data: { lastChecked: null },
  });
  const unconfirmed = [{ lastChecked: { $null: true } }, { lastChecked: { $lt: cutoff } }, { checkedBy: { $null: true } }, { checkedBy: '' }];
  await helplines.updateMany({
    where: { $and: [{ $or: unconfirmed }, { $or: [{ reviewOverdue: false }, { reviewOverdue: { $null: true } }] }] },
    data: { reviewOverdue: true },
  });
  await helplines.updateMany({
    where: {
      lastChecked: { $gte: cutoff },
      checkedBy: { $notNull: true, $ne: '' },
      $or: [{ reviewOverdue: true }, { reviewOverdue: { $null: true } }],
    },
    data: { reviewOverdue: false },
  });
};

const LANGUAGES_HINT = 'Language codes it answers in, separated by commas, e.g. es,en';

/**
 * The admin's list of helplines shows the flag, oldest check first, so overdue entries are at the top; the
 * edit form says how to write languages.
 */
export const showReviewColumn = async (strapi: Core.Strapi) => {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  const contentType = contentTypes.findContentType(UID);
  const { settings, metadatas, layouts } = await contentTypes.findConfiguration(contentType);
  // Once set, an editor's own choice of columns that keeps the flag, or their own hint, is left alone.
  const addColumn = !layouts.list.includes('reviewOverdue');
  const addHint = Boolean(metadatas.languages) && !metadatas.languages.edit?.description;
  if (!addColumn && !addHint) return;
  await contentTypes.updateConfiguration(contentType, {
    settings: addColumn ? { ...settings, mainField: 'name', defaultSortBy: 'lastChecked', defaultSortOrder: 'ASC' } : settings,
    metadatas: {
      ...metadatas,
      ...(addColumn ? { reviewOverdue: { ...metadatas.reviewOverdue, list: { ...metadatas.reviewOverdue?.list, label: 'Review overdue' } } } : {}),
      ...(addHint ? { languages: { ...metadatas.languages, edit: { ...metadatas.languages.edit, description: LANGUAGES_HINT } } } : {}),
    },
    layouts: addColumn ? { ...layouts, list: ['name', 'country', 'lastChecked', 'checkedBy', 'reviewOverdue'] } : layouts,
  });
};
