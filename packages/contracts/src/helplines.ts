import { z } from 'zod';

/**
 * Helplines are content: public, cached, each with a named owner who keeps it current and the source
 * that lists the number (an authority's or the service's own page). 'Checked <date>' is a claim a person
 * made: the date and who checked are set only when an operator confirms the entry in the admin.
 * GET /api/helplines returns them all.
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
  /** Who lists this number, and where: shown as 'Listed by <source>' until a person has checked it. */
  source: z.string().nullable().default(null),
  sourceUrl: z.string().nullable().default(null),
  /** The day an operator confirmed the entry (YYYY-MM-DD); null until one has (who did stays in the admin). */
  lastChecked: z.string().nullable().default(null),
  order: z.number(),
});
export type Helpline = z.infer<typeof helplineSchema>;
