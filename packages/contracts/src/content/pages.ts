import { z } from 'zod';
import { contentLocaleSchema } from './language';
import { mediaSchema } from './media';

/** GET /api/pages?filters[slug][$eq]=…: a static page (FAQ items in `steps`). */
export const pageSchema = z.object({
  id: z.number(),
  documentId: z.string(),
  title: z.string(),
  slug: z.string(),
  content: z.string().nullable(),
  show_header: z.boolean().nullable(),
  show_header_title: z.boolean().nullable(),
  extra_class: z.string().nullable(),
  featured_image: mediaSchema.nullable(),
  steps: z.array(z.object({ id: z.number(), item_title: z.string(), item_description: z.string().nullable() })),
  locale: contentLocaleSchema.optional(),
});
export type Page = z.infer<typeof pageSchema>;
export const pageListSchema = z.object({ data: z.array(pageSchema) });
