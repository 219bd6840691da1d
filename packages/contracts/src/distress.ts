import { z } from 'zod';

/**
 * Distress before and after a skill or the breathing exercise (issue 9), 0–10. One session is one
 * record, written by its client-generated id: PUT /api/account/distress-ratings/:id with the rating
 * before, then again with the rating after. A repeat of the same PUT changes nothing (safe to retry).
 */
export const BREATHING_RATING_KEY = 'breathing';
/** A one-tap 0–10 check-in (a reminder opens it): a session with only 'before', kept out of What helps me. */
export const CHECK_IN_RATING_KEY = 'check-in';
export const DISTRESS_HIGH = 9;

export const clientIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Unknown id');

const rating = z.number().int('A rating is a whole number from 0 to 10').min(0, 'A rating is from 0 to 10').max(10, 'A rating is from 0 to 10');

export const distressRatingBodySchema = z.strictObject({
  /** A skill's slug, or 'breathing' for the breathing exercise. */
  skill: z.string().regex(/^[a-z0-9-]{1,120}$/, 'Unknown skill'),
  /** null = skipped; absent = leave as it is. */
  before: rating.nullable().optional(),
  after: rating.nullable().optional(),
  note: z.string().trim().max(500, 'Keep the note under 500 characters').optional(),
});
export type DistressRatingBody = z.infer<typeof distressRatingBodySchema>;

export const distressRatingSchema = z.object({
  id: z.string(),
  skill: z.string(),
  before: z.number().nullable(),
  after: z.number().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DistressRating = z.infer<typeof distressRatingSchema>;

/** GET /api/account/what-helps: per skill, best first (largest average drop). */
export const whatHelpsEntrySchema = z.object({
  skill: z.string(),
  /** Sessions recorded (any rating given). */
  uses: z.number(),
  /** Sessions with both ratings: the averages below come from these only. */
  rated: z.number(),
  averageBefore: z.number().nullable(),
  averageAfter: z.number().nullable(),
  /** averageAfter − averageBefore, one decimal; negative means it helped. */
  averageChange: z.number().nullable(),
});
export type WhatHelpsEntry = z.infer<typeof whatHelpsEntrySchema>;
export const whatHelpsSchema = z.object({ skills: z.array(whatHelpsEntrySchema) });
export type WhatHelps = z.infer<typeof whatHelpsSchema>;
