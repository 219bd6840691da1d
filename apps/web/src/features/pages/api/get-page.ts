import { contentQueries, pageListSchema, type Page } from '@steady/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { Page };

/**
 * GET /api/pages?filters[slug][$eq]={slug}: the page (the route's page view: text, featured image and
 * FAQ items), or `null` when there is none (spec §8 'No data found').
 */
export async function getPage(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<Page | null> {
  const { data } = await api.get('/pages', { params: contentQueries.pageBySlug(slug), schema: pageListSchema, auth: false, signal });
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
