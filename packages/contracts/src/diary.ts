import { z } from 'zod';

/**
 * The DBT diary card: one entry per day, editable that day and the six after it, so a missed day can be
 * filled in within the week. Nothing is pre-filled: an unanswered rating is null (or absent), never 0.
 */
export const DIARY_EMOTIONS = ['sadness', 'anxiety', 'anger', 'shame', 'joy'] as const;
export type DiaryEmotion = (typeof DIARY_EMOTIONS)[number];
export const DIARY_EMOTION_LABELS: Record<DiaryEmotion, string> = {
  sadness: 'Sadness',
  anxiety: 'Anxiety',
  anger: 'Anger',
  shame: 'Shame',
  joy: 'Joy',
};

export const DIARY_URGES = ['selfHarm', 'substances', 'quitAvoid'] as const;
export type DiaryUrge = (typeof DIARY_URGES)[number];
export const DIARY_URGE_LABELS: Record<DiaryUrge, string> = {
  selfHarm: 'Urge to harm myself',
  substances: 'Urge to use substances',
  quitAvoid: 'Urge to quit or avoid',
};

export const DIARY_NOTE_MAX = 2000;
export const DIARY_RANGE_MAX_DAYS = 62;
/** A day's entry can be written on that day and the next DIARY_EDITABLE_DAYS − 1 days. */
export const DIARY_EDITABLE_DAYS = 7;

const level = z.number().int('A rating is a whole number from 0 to 5').min(0, 'A rating is from 0 to 5').max(5, 'A rating is from 0 to 5').nullable();

export const diaryDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date looks like 2026-11-24')
  .refine((d) => {
    const t = Date.parse(`${d}T00:00:00Z`);
    return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === d;
  }, 'That date does not exist');

export const diaryEmotionsSchema = z.strictObject(
  Object.fromEntries(DIARY_EMOTIONS.map((k) => [k, level.optional()])) as Record<DiaryEmotion, z.ZodOptional<typeof level>>,
);
export const diaryUrgeSchema = z.strictObject({ level: level.optional(), actedOn: z.boolean().nullable().optional() });
export const diaryUrgesSchema = z.strictObject(
  Object.fromEntries(DIARY_URGES.map((k) => [k, diaryUrgeSchema.optional()])) as Record<DiaryUrge, z.ZodOptional<typeof diaryUrgeSchema>>,
);

/** PUT /api/account/diary/:date — the whole entry for that day. */
export const diaryEntryBodySchema = z.strictObject({
  emotions: diaryEmotionsSchema.default({}),
  urges: diaryUrgesSchema.default({}),
  /** Slugs of skills used that day. */
  skills: z
    .array(z.string().regex(/^[a-z0-9-]{1,120}$/, 'Unknown skill'))
    .max(40, 'Pick up to 40 skills')
    .default([]),
  note: z.string().trim().max(DIARY_NOTE_MAX, `Keep the note under ${DIARY_NOTE_MAX} characters`).default(''),
});
export type DiaryEntryBody = z.infer<typeof diaryEntryBodySchema>;

export const diaryEntrySchema = z.object({
  date: z.string(),
  emotions: diaryEmotionsSchema,
  urges: diaryUrgesSchema,
  skills: z.array(z.string()),
  note: z.string(),
  updatedAt: z.string(),
});
export type DiaryEntry = z.infer<typeof diaryEntrySchema>;

/** GET /api/account/diary?from=YYYY-MM-DD&to=YYYY-MM-DD (at most 62 days). */
export const diaryRangeQuerySchema = z.strictObject({ from: diaryDateSchema, to: diaryDateSchema });
export const diaryEntriesSchema = z.object({ entries: z.array(diaryEntrySchema) });
export type DiaryEntries = z.infer<typeof diaryEntriesSchema>;

/**
 * An entry for `date` may be written while it is that day or one of the next six days somewhere on
 * Earth the person could be (UTC−12 … UTC+14): the server does not know their time zone.
 */
export const isDiaryDateEditable = (date: string, now: Date): boolean => {
  const start = Date.parse(`${date}T00:00:00Z`);
  if (!Number.isFinite(start)) return false;
  const DAY = 86_400_000;
  const HOUR = 3_600_000;
  // Local midnight starting `date` at UTC+14 is the earliest instant; the end of its last editable day at UTC−12 the latest.
  return now.getTime() >= start - 14 * HOUR && now.getTime() < start + DIARY_EDITABLE_DAYS * DAY + 12 * HOUR;
};
