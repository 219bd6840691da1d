import { z } from 'zod';

/**
 * Helplines are content (issue 9): public, cached, each with a named owner who keeps it current and
 * the date it was last checked, shown next to it. GET /api/helplines returns them all.
 */
export const HELPLINE_REVIEW_MONTHS = 6;

export const helplineSchema = z.object({
  documentId: z.string(),
  /** ISO 3166-1 alpha-2, upper case: 'US', 'GB' … */
  country: z.string(),
  countryName: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Numbers as people dial them; null when the helpline does not offer that way. */
  phone: z.string().nullable(),
  text: z.string().nullable(),
  chatUrl: z.string().nullable(),
  hours: z.string(),
  /** Country's emergency number marker: true for '911', '999' … entries. */
  emergency: z.boolean(),
  owner: z.string(),
  lastChecked: z.string(),
  order: z.number(),
});
export type Helpline = z.infer<typeof helplineSchema>;
