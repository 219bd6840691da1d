/**
 * The public content routes (`/api/<route>`), identical for everyone: the CMS caches their answers, the
 * service worker keeps them for offline, and the web app asks them for the person's language. One list,
 * so a route added or renamed on one side cannot be forgotten on another.
 */
export const PUBLIC_CONTENT_ROUTES = [
  'skills',
  'categories',
  'skill-types',
  'triggers',
  'emotions',
  'immediate-thoughts',
  'pages',
  'plans',
  'app-information',
  'rca',
  'helplines',
] as const;
export type PublicContentRoute = (typeof PUBLIC_CONTENT_ROUTES)[number];

/**
 * The content routes whose words the CMS keeps in each language and that take `?locale=`
 * (docs/decisions/019-content-languages.md). Helplines are written in their country's languages.
 */
export const TRANSLATED_CONTENT_ROUTES = PUBLIC_CONTENT_ROUTES.filter((route) => route !== 'helplines');
