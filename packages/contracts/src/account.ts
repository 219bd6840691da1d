import { z } from 'zod';
import { LOCALE_CODES } from './locales';

export const accountSchema = z.object({
  id: z.number(),
  documentId: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  /** The language the person chose, kept for every device they sign in on and for their emails; null: not chosen yet. */
  locale: z.enum(LOCALE_CODES).nullable().catch(null),
  /** Emails name neither Steady nor what it is for (docs/decisions/025-neutral-face.md); false when never chosen. */
  neutralEmails: z.boolean().catch(false),
  /** Slugs of the user's favourite skills. */
  favourites: z.array(z.string()),
  /** Slugs of the skills the user completed. */
  completed: z.array(z.string()),
  hasSubscription: z.boolean(),
  isPremium: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

export const skillSlugParamSchema = z.string().regex(/^[a-z0-9-]{1,120}$/, 'Unknown skill');
