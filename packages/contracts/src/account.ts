import { z } from 'zod';

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
  /** Slugs of the user's favourite skills. */
  favourites: z.array(z.string()),
  /** Slugs of the skills the user completed. */
  completed: z.array(z.string()),
  hasSubscription: z.boolean(),
  isPremium: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

export const skillSlugParamSchema = z.string().regex(/^[a-z0-9-]{1,120}$/, 'Unknown skill');
