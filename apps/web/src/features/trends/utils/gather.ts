import {
  CHECK_IN_RATING_KEY,
  DIARY_EMOTIONS,
  DIARY_URGES,
  summariseRatings,
  type DiaryEmotion,
  type DiaryUrge,
  type Trends,
  type WhatHelpsEntry,
} from '@steady/contracts';
import { localDate } from '@/lib/calendar-days';
import { daysIn, type Bucket } from './periods';

/*
 * The person's entries gathered into weeks or months on the device, in its own days. An average is of
 * what was answered (an unanswered day is not a 0); a count says how many days or times, never a streak.
 */

export type BucketFigures = {
  bucket: Bucket;
  emotions: Record<DiaryEmotion, number | null>;
  urges: Record<DiaryUrge, number | null>;
  /** The three urges together: the mean of every urge rated. */
  anyUrge: number | null;
  /** Average distress before and after a skill, over sessions rated both times. */
  distressBefore: number | null;
  distressAfter: number | null;
  diaryDays: number;
  actedDays: number;
  checkIns: number;
  /** Skills done in the app plus skills noted in the diary. */
  skillUses: number;
};

export type PeriodFigures = {
  days: number;
  diaryDays: number;
  actedDays: number;
  checkIns: number;
  skillUses: number;
  /** Most used first: the diary's and the app's together. */
  skillsUsed: { skill: string; times: number }[];
  /** What helped over the period, best first (the same rule as What helps me). */
  whatHelps: WhatHelpsEntry[];
  distressBefore: number | null;
  distressAfter: number | null;
};

const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const mean = (values: readonly number[]) => (values.length ? oneDecimal(values.reduce((a, b) => a + b, 0) / values.length) : null);
const answered = (values: readonly (number | null | undefined)[]) => values.filter((v): v is number => typeof v === 'number');
const within = (date: string, { start, end }: { start: string; end: string }) => date >= start && date <= end;

type Day = { date: string };
type Dated<T> = T & Day;

/**
 * Ratings and check-ins carry an instant; the device's own day of it decides where it belongs. A one-tap
 * 0–10 check-in (what a reminder opens) is stored as a rating of no skill: here it counts as a check-in.
 */
const onDays = (trends: Trends, dayOf: (iso: string) => string) => {
  const ratings = trends.ratings.map((r) => ({ ...r, date: dayOf(r.at) }));
  return {
    ratings: ratings.filter((r) => r.skill !== CHECK_IN_RATING_KEY),
    checkIns: [...trends.checkIns.map((c) => ({ date: dayOf(c.at) })), ...ratings.filter((r) => r.skill === CHECK_IN_RATING_KEY)],
    diary: trends.diary,
  };
};

const completePairs = (ratings: readonly { before: number | null; after: number | null }[]) =>
  ratings.filter((r): r is { before: number; after: number } => r.before !== null && r.after !== null);

const actedOnAny = (day: Trends['diary'][number]) => DIARY_URGES.some((urge) => day.urges[urge]?.actedOn === true);

function figuresOf<R extends { before: number | null; after: number | null; skill: string }>(
  ratings: readonly Dated<R>[],
  checkIns: readonly Day[],
  diary: Trends['diary'],
) {
  const pairs = completePairs(ratings);
  return {
    distressBefore: mean(pairs.map((p) => p.before)),
    distressAfter: mean(pairs.map((p) => p.after)),
    diaryDays: diary.length,
    actedDays: diary.filter(actedOnAny).length,
    checkIns: checkIns.length,
    skillUses: ratings.length + diary.reduce((n, day) => n + day.skills.length, 0),
  };
}

export function gatherBuckets(trends: Trends, buckets: readonly Bucket[], dayOf = (iso: string) => localDate(new Date(iso))): BucketFigures[] {
  const all = onDays(trends, dayOf);
  return buckets.map((bucket) => {
    const diary = all.diary.filter((d) => within(d.date, bucket));
    const ratings = all.ratings.filter((r) => within(r.date, bucket));
    const checkIns = all.checkIns.filter((c) => within(c.date, bucket));
    const emotions = Object.fromEntries(DIARY_EMOTIONS.map((e) => [e, mean(answered(diary.map((d) => d.emotions[e])))])) as BucketFigures['emotions'];
    const urges = Object.fromEntries(DIARY_URGES.map((u) => [u, mean(answered(diary.map((d) => d.urges[u]?.level)))])) as BucketFigures['urges'];
    const anyUrge = mean(answered(diary.flatMap((d) => DIARY_URGES.map((u) => d.urges[u]?.level))));
    return { bucket, emotions, urges, anyUrge, ...figuresOf(ratings, checkIns, diary) };
  });
}

export function gatherPeriod(trends: Trends, buckets: readonly Bucket[], dayOf = (iso: string) => localDate(new Date(iso))): PeriodFigures {
  const span = { start: buckets[0]!.start, end: buckets.at(-1)!.end };
  const all = onDays(trends, dayOf);
  const diary = all.diary.filter((d) => within(d.date, span));
  const ratings = all.ratings.filter((r) => within(r.date, span));
  const checkIns = all.checkIns.filter((c) => within(c.date, span));
  const times = new Map<string, number>();
  for (const skill of [...ratings.map((r) => r.skill), ...diary.flatMap((d) => d.skills)]) times.set(skill, (times.get(skill) ?? 0) + 1);
  return {
    days: daysIn(span),
    ...figuresOf(ratings, checkIns, diary),
    skillsUsed: [...times].map(([skill, n]) => ({ skill, times: n })).sort((a, b) => b.times - a.times || a.skill.localeCompare(b.skill)),
    whatHelps: summariseRatings(ratings).skills,
  };
}
