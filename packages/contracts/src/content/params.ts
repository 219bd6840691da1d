/**
 * The query parameters a content route takes from a client (docs/decisions/016-content-views.md):
 * which rows and in what order, never which fields — the route's view sets those. The CMS's cache
 * key keeps only these, and the bench builds its URLs from the same list.
 */
export const CONTENT_QUERY_PARAMS = ['filters', 'sort', 'pagination', 'status', 'locale'] as const;
export type ContentQueryParam = (typeof CONTENT_QUERY_PARAMS)[number];

/** Strapi's largest page: every content list the app shows fits on one. */
export const CONTENT_PAGE_SIZE = 100;

/**
 * The query strings of the web app's public content reads, as name → value (sent in this order).
 * The web's fetchers and the bench (bench/lib/web-app-urls.mjs) both build their URLs from these,
 * so the bench measures exactly the cache keys the app makes.
 */
export const contentQueries = {
  skillCards: (): Record<string, string> => ({}),
  skillBySlug: (slug: string): Record<string, string> => ({ 'filters[slug][$eq]': slug }),
  skillCardsBySlugs: (slugs: readonly string[]): Record<string, string> => Object.fromEntries(slugs.map((slug, i) => [`filters[slug][$in][${i}]`, slug])),
  pageBySlug: (slug: string): Record<string, string> => ({ 'filters[slug][$eq]': slug }),
  appInformation: (): Record<string, string> => ({}),
  rcaContent: (): Record<string, string> => ({}),
  triggers: (): Record<string, string> => ({}),
} as const;
