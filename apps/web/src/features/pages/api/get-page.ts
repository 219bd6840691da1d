import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const PAGE_FIELDS = ['title', 'slug', 'content', 'show_header', 'show_header_title', 'extra_class'] as const;
const MEDIA_FIELDS = ['url', 'width', 'height', 'alternativeText'] as const;

const pageSchema = z.object({
  title: z.string(),
  slug: z.string(),
  content: z.string().nullable().optional(),
  show_header: z.boolean().nullable().optional(),
  show_header_title: z.boolean().nullable().optional(),
  extra_class: z.string().nullable().optional(),
  featured_image: z
    .object({
      url: z.string(),
      width: z.number().nullable().optional(),
      height: z.number().nullable().optional(),
      alternativeText: z.string().nullable().optional(),
    })
    .nullable()
    .optional(),
  steps: z
    .array(z.object({ id: z.number(), item_title: z.string(), item_description: z.string().nullable().optional() }))
    .nullable()
    .optional(),
});
export type Page = z.infer<typeof pageSchema>;

const pagesResponseSchema = z.object({ data: z.array(pageSchema) });

/** GET /api/pages?filters[slug][$eq]={slug}: the page, or `null` when there is none (spec §8 'No data found'). */
export async function getPage(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<Page | null> {
  const { data } = await api.get('/pages', {
    params: {
      'filters[slug][$eq]': slug,
      ...Object.fromEntries(PAGE_FIELDS.map((field, i) => [`fields[${i}]`, field])),
      ...Object.fromEntries(MEDIA_FIELDS.map((field, i) => [`populate[featured_image][fields][${i}]`, field])),
      'populate[steps]': true,
      'pagination[pageSize]': 1,
    },
    schema: pagesResponseSchema,
    auth: false,
    signal,
  });
  return data[0] ?? null;
}

export const getPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['pages', slug],
    queryFn: ({ signal }) => getPage(slug, { signal }),
    staleTime: 10 * 60_000,
  });

export function usePage(slug: string) {
  return useQuery(getPageQueryOptions(slug));
}
