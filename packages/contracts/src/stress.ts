import { z } from 'zod';
import { clientIdSchema } from './distress';

/** The stress check-in categories; skill types name the ones they help with in `stress_keys`. */
export const STRESS_KEYS = ['body_tension', 'racing_thoughts', 'panic', 'anger', 'sadness', 'overwhelm', 'loneliness', 'trouble_sleeping'] as const;
export type StressKey = (typeof STRESS_KEYS)[number];

export const STRESS_LABELS: Record<StressKey, string> = {
  body_tension: 'My body feels tense',
  racing_thoughts: 'My thoughts are racing',
  panic: 'I feel panicky',
  anger: 'I feel angry',
  sadness: 'I feel sad or low',
  overwhelm: 'Everything feels like too much',
  loneliness: 'I feel alone',
  trouble_sleeping: "I can't sleep or rest",
};

export const stressCheckInBodySchema = z.strictObject({
  /** Client-generated: sending the same check-in again returns the first instead of a second. */
  clientId: clientIdSchema.optional(),
  all_stresses: z
    .strictObject(Object.fromEntries(STRESS_KEYS.map((k) => [k, z.boolean().optional()])) as Record<StressKey, z.ZodOptional<z.ZodBoolean>>)
    .refine((s) => Object.values(s).some(Boolean), { message: 'Choose at least one thing that fits how you feel' }),
});
export type StressCheckInBody = z.infer<typeof stressCheckInBodySchema>;

export const stressCheckInSchema = z.object({
  documentId: z.string(),
  createdAt: z.string(),
  stresses: z.array(z.enum(STRESS_KEYS)),
});
export type StressCheckIn = z.infer<typeof stressCheckInSchema>;

export const recommendationsSchema = z.object({
  checkIn: stressCheckInSchema.nullable(),
  /** Slugs of matching skills, best match first. */
  skills: z.array(z.string()),
});
export type Recommendations = z.infer<typeof recommendationsSchema>;
