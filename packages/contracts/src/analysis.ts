import { z } from 'zod';
import { clientIdSchema } from './distress';

const documentIds = (what: string) =>
  z
    .array(z.string().regex(/^[a-z0-9]{1,64}$/, `Unknown ${what}`))
    .min(1, `Choose at least one ${what}`)
    .max(50);

/** A chain analysis as the wizard submits it: every step needs at least one choice (spec §5). */
export const analysisBodySchema = z.strictObject({
  /** Client-generated: sending the same analysis again returns the first instead of a second. */
  clientId: clientIdSchema.optional(),
  triggers: documentIds('trigger'),
  emotions: documentIds('emotion'),
  immediate_thoughts: documentIds('thought'),
});
export type AnalysisBody = z.infer<typeof analysisBodySchema>;

const choice = z.object({ documentId: z.string(), title: z.string() });
export const analysisSchema = z.object({
  documentId: z.string(),
  createdAt: z.string(),
  triggers: z.array(choice),
  emotions: z.array(choice),
  immediate_thoughts: z.array(choice),
  /** Slugs of the skills that matched when the analysis was saved. */
  skills: z.array(z.string()),
});
export type Analysis = z.infer<typeof analysisSchema>;

export const WIZARD_SUBMIT_WARNING = 'Please select an option for all steps before submitting.';
