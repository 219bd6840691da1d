import { z } from 'zod';
import { diaryDateSchema, diaryEmotionsSchema, diaryUrgesSchema } from './diary';
import { STRESS_KEYS } from './stress';

/**
 * GET /api/account/trends?from=YYYY-MM-DD&to=YYYY-MM-DD: the person's own entries over up to a year (53
 * weeks and a day or two, so twelve whole months fit), without the diary's notes, for the trends screen to
 * gather into weeks and months on the device. Dates are calendar days in the person's own zone; the server
 * does not know it, so ratings and check-ins come from the widest span those days can cover on Earth and
 * the device keeps the ones that fall on its own days.
 */
export const TRENDS_RANGE_MAX_DAYS = 372;

export const trendsQuerySchema = z.strictObject({ from: diaryDateSchema, to: diaryDateSchema });
export type TrendsQuery = z.infer<typeof trendsQuerySchema>;

export const trendRatingSchema = z.object({
  /** A skill's slug, or 'breathing'. */
  skill: z.string(),
  before: z.number().nullable(),
  after: z.number().nullable(),
  /** When the session started (ISO 8601). */
  at: z.string(),
});
export type TrendRating = z.infer<typeof trendRatingSchema>;

export const trendDiaryDaySchema = z.object({
  date: z.string(),
  emotions: diaryEmotionsSchema,
  urges: diaryUrgesSchema,
  skills: z.array(z.string()),
});
export type TrendDiaryDay = z.infer<typeof trendDiaryDaySchema>;

export const trendCheckInSchema = z.object({ at: z.string(), stresses: z.array(z.enum(STRESS_KEYS)) });
export type TrendCheckIn = z.infer<typeof trendCheckInSchema>;

export const trendsSchema = z.object({
  from: z.string(),
  to: z.string(),
  ratings: z.array(trendRatingSchema),
  diary: z.array(trendDiaryDaySchema),
  checkIns: z.array(trendCheckInSchema),
});
export type Trends = z.infer<typeof trendsSchema>;

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The instants from local midnight starting `from` at UTC+14 to the end of `to` at UTC−12. */
export const trendsInstantSpan = ({ from, to }: TrendsQuery): { since: Date; until: Date } => ({
  since: new Date(Date.parse(`${from}T00:00:00Z`) - 14 * HOUR),
  until: new Date(Date.parse(`${to}T00:00:00Z`) + DAY + 12 * HOUR),
});
