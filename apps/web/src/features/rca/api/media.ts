import { z } from 'zod';

/** The media fields a screen needs: Strapi returns many more unless asked for these. */
export const MEDIA_FIELDS = ['url', 'width', 'height', 'alternativeText'] as const;

export const mediaSchema = z.object({
  url: z.string(),
  width: z.number().nullable().optional(),
  height: z.number().nullable().optional(),
  alternativeText: z.string().nullable().optional(),
});
export type Media = z.infer<typeof mediaSchema>;

/** `populate[<prefix>][fields][i]=…` for one media relation. */
export function mediaFieldParams(prefix: string): Record<string, string> {
  return Object.fromEntries(MEDIA_FIELDS.map((field, i) => [`${prefix}[fields][${i}]`, field]));
}
