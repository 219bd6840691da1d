import { z } from 'zod';
import { contentLocaleSchema } from './language';
import { mediaSchema } from './media';

/** GET /api/app-information: product name, logo and menu. */
export const appInformationSchema = z.object({
  product_name: z.string().nullable(),
  support_email: z.string().nullable(),
  app_logo: mediaSchema.nullable(),
  menu: z.array(z.object({ id: z.union([z.number(), z.string()]), item_name: z.string(), menu_link: z.string() })),
  locale: contentLocaleSchema.optional(),
});
export type AppInformation = z.infer<typeof appInformationSchema>;
export const appInformationResponseSchema = z.object({ data: appInformationSchema.nullable() });
