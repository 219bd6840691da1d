import {
  TRENDS_RANGE_MAX_DAYS,
  trendsInstantSpan,
  type DiaryEntry,
  type DistressRating,
  type StressCheckIn,
  type Trends,
  type TrendsQuery,
} from '@steady/contracts';

/*
 * GET /api/account/trends: the person's ratings, diary days and check-ins over up to a year, opened for
 * them (decision 009) and cut to what the charts need: no notes travel, so a chart's copy on the device
 * holds no words the person wrote. Gathering into weeks and months happens on the device, in its own zone.
 */

type SpanReader<T> = { exportFor(userId: number, span: { since: Date; until: Date }): Promise<T[]> };
const reader = <T>(uid: string) => strapi.service(uid as never) as unknown as SpanReader<T>;

export const buildTrends = async (userId: number, query: TrendsQuery): Promise<Trends> => {
  const diary: DiaryEntry[] = await strapi
    .service('api::diary-entry.diary-entry')
    .listOwn(userId, query.from, query.to, { days: TRENDS_RANGE_MAX_DAYS, code: 'trend_range_too_long' });
  const span = trendsInstantSpan(query);
  const ratings = await reader<DistressRating>('api::distress-rating.distress-rating').exportFor(userId, span);
  const checkIns = await reader<Pick<StressCheckIn, 'createdAt' | 'stresses'>>('api::form.form').exportFor(userId, span);
  return {
    from: query.from,
    to: query.to,
    ratings: ratings.map(({ skill, before, after, createdAt }) => ({ skill, before, after, at: createdAt })),
    diary: diary.map(({ date, emotions, urges, skills }) => ({ date, emotions, urges, skills })),
    checkIns: checkIns.map(({ createdAt, stresses }) => ({ at: createdAt, stresses })),
  };
};
