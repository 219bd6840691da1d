import { z } from 'zod';
import { contentLocaleSchema } from './language';
import { mediaSchema } from './media';

/** GET /api/rca: the chain analysis wizard's intro (title, description, illustrated steps). */
export const rcaContentSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
  rca_steps: z.array(z.object({ id: z.number(), title: z.string(), description: z.string().nullable(), step_image: mediaSchema.nullable() })),
  locale: contentLocaleSchema.optional(),
});
export type RcaContent = z.infer<typeof rcaContentSchema>;
export const rcaContentResponseSchema = z.object({ data: rcaContentSchema.nullable() });

/** GET /api/triggers, /api/immediate-thoughts: one choice of the wizard, in the editors' order. */
export const wizardOptionSchema = z.object({
  id: z.number(),
  documentId: z.string(),
  slug: z.string(),
  title: z.string(),
  locale: contentLocaleSchema.optional(),
});
export type WizardOption = z.infer<typeof wizardOptionSchema>;
export const triggerSchema = wizardOptionSchema;
export const immediateThoughtSchema = wizardOptionSchema;

/** GET /api/emotions: an emotion with the triggers it is linked to (the spec's `?populate=triggers`). */
export const emotionSchema = wizardOptionSchema.extend({ triggers: z.array(wizardOptionSchema) });
export type Emotion = z.infer<typeof emotionSchema>;

export const wizardOptionListSchema = z.object({ data: z.array(wizardOptionSchema) });
export const emotionListSchema = z.object({ data: z.array(emotionSchema) });
