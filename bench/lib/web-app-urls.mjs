// The anonymous content GETs the web app makes, with exactly its query strings: both build them from
// the same list in packages/contracts (src/content/params.ts `contentQueries`; build it first).
import { contentQueries } from '@steady/contracts';

/** The same query string the web app's `buildUrl` makes (URLSearchParams, in insertion order). */
const withQuery = (p, params) => {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return query ? `${p}?${query}` : p;
};

export const contentUrls = [
  // apps/web/src/features/skills/api/get-skills.ts `getSkills`
  { name: 'skills list', path: withQuery('/api/skills', contentQueries.skillCards()) },
  // apps/web/src/features/pages/api/get-page.ts `getPage('faq')`
  { name: 'page faq', path: withQuery('/api/pages', contentQueries.pageBySlug('faq')) },
  // apps/web/src/lib/app-information.ts `getAppInformation`
  { name: 'app-information', path: withQuery('/api/app-information', contentQueries.appInformation()) },
];
