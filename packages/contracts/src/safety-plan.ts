import { z } from 'zod';

/**
 * The personal safety plan (issue 9): the six Stanley–Brown steps plus reasons for living, each a
 * list in the person's own words. Only the owner reads or writes it (GET/PUT /api/account/safety-plan).
 */
export const SAFETY_PLAN_SECTIONS = ['warningSigns', 'copingAlone', 'distractions', 'helpers', 'professionals', 'safeEnvironment', 'reasonsForLiving'] as const;
export type SafetyPlanSection = (typeof SAFETY_PLAN_SECTIONS)[number];

/** Sections whose items carry a phone number (shown as a tap-to-call link). */
export const SAFETY_PLAN_PHONE_SECTIONS: readonly SafetyPlanSection[] = ['helpers', 'professionals'];

export const SAFETY_PLAN_LIMITS = { itemText: 300, items: 20, phone: 30 } as const;

export const safetyPlanItemSchema = z.strictObject({
  /** Client-generated, stable across edits (keys for reordering). */
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Each item needs an id'),
  text: z
    .string()
    .trim()
    .min(1, 'Write something or remove this item')
    .max(SAFETY_PLAN_LIMITS.itemText, `Keep each item under ${SAFETY_PLAN_LIMITS.itemText} characters`),
  phone: z
    .string()
    .trim()
    .max(SAFETY_PLAN_LIMITS.phone, `Keep phone numbers under ${SAFETY_PLAN_LIMITS.phone} characters`)
    .regex(/^$|^\+?[0-9][0-9 ()./-]*$/, 'A phone number may hold digits, spaces, + ( ) - . and /')
    .optional(),
});
export type SafetyPlanItem = z.infer<typeof safetyPlanItemSchema>;

const sectionList = z.array(safetyPlanItemSchema).max(SAFETY_PLAN_LIMITS.items, `A section can hold up to ${SAFETY_PLAN_LIMITS.items} items`);

export const safetyPlanSectionsSchema = z.strictObject(
  Object.fromEntries(SAFETY_PLAN_SECTIONS.map((s) => [s, sectionList.default([])])) as Record<SafetyPlanSection, z.ZodDefault<typeof sectionList>>,
);
export type SafetyPlanSections = z.infer<typeof safetyPlanSectionsSchema>;

/** PUT /api/account/safety-plan: the whole plan (a missing section is an empty one). */
export const safetyPlanBodySchema = z.strictObject({ sections: safetyPlanSectionsSchema });
export type SafetyPlanBody = z.infer<typeof safetyPlanBodySchema>;

export const safetyPlanSchema = z.object({
  sections: safetyPlanSectionsSchema,
  /** A picture for "My reasons for living" is stored (GET /api/account/safety-plan/picture). */
  hasPicture: z.boolean(),
  /** null until the person first saves. */
  updatedAt: z.string().nullable(),
});
export type SafetyPlan = z.infer<typeof safetyPlanSchema>;

export const SAFETY_PLAN_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const SAFETY_PLAN_PICTURE_MAX_BYTES = 150 * 1024;

/** PUT /api/account/safety-plan/picture: a small picture (the app shrinks it first), base64 in JSON. */
export const safetyPlanPictureBodySchema = z.strictObject({
  type: z.enum(SAFETY_PLAN_PICTURE_TYPES, { error: 'The picture must be a JPEG, PNG or WebP image' }),
  data: z
    .string()
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The picture could not be read')
    .max(Math.ceil(SAFETY_PLAN_PICTURE_MAX_BYTES / 3) * 4, 'The picture is too large (at most 150 KB)'),
});
export type SafetyPlanPictureBody = z.infer<typeof safetyPlanPictureBodySchema>;
