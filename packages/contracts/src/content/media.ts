import { z } from 'zod';

/** An image as every content view sends it: only what an <img> needs (docs/decisions/016-content-views.md). */
export const mediaSchema = z.object({
  url: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  alternativeText: z.string().nullable(),
});
export type Media = z.infer<typeof mediaSchema>;

/** The four fields of a media view, for the CMS's populate of a media attribute. */
export const MEDIA_FIELDS = ['url', 'width', 'height', 'alternativeText'] as const;
