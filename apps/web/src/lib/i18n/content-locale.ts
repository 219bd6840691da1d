import { i18n } from '@lingui/core';
import { TRANSLATED_CONTENT_ROUTES } from '@steady/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_LOCALE, LOCALES } from './locales';

/*
 * Content in the person's language: the CMS's content routes take `?locale=` and answer each entry in
 * that language or, not translated yet, in English (docs/decisions/019-content-languages.md).
 */

/** The routes whose content the CMS keeps in each language. */
const TRANSLATED_ROUTES = new RegExp(`^/(${[...TRANSLATED_CONTENT_ROUTES, 'stripe/config'].join('|')}|account/skills/[^/?]+)$`);

/** The queries of that content (by key): asked for again when the language changes. */
const CONTENT_QUERY_ROOTS = new Set(['skills', 'pages', 'rca', 'app-information']);
const isContentQuery = (key: readonly unknown[]) => CONTENT_QUERY_ROOTS.has(String(key[0])) || (key[0] === 'billing' && key[1] === 'config');

/** `{ locale }` for a GET of translated content while the interface is in another shipped language than English. */
export function contentLocaleParam(path: string): { locale?: string } {
  const locale = i18n.locale;
  if (!locale || locale === DEFAULT_LOCALE || !LOCALES.some((l) => l.code === locale) || !TRANSLATED_ROUTES.test(path)) return {};
  return { locale };
}

/**
 * When the language changes, content on screen is fetched again in it (what is cached shows meanwhile).
 * A fetch still under way went out in the old language: it is cancelled first, because its answer would
 * otherwise land after the invalidation and clear it. Returns the unsubscribe function.
 */
export function refetchContentOnLanguageChange(queryClient: QueryClient) {
  let current = i18n.locale;
  const filters = { predicate: (query: { queryKey: readonly unknown[] }) => isContentQuery(query.queryKey) };
  return i18n.on('change', () => {
    if (i18n.locale === current) return;
    current = i18n.locale;
    void queryClient.cancelQueries(filters).then(() => queryClient.invalidateQueries(filters));
  });
}
