// The anonymous content GETs the web app makes, with exactly its query strings. Copied from the web app;
// keep them in sync with the files named beside each entry.

/** The same query string the web app's `buildUrl` makes (URLSearchParams, in insertion order). */
const withQuery = (p, params) => `${p}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;
const list = (prefix, fields) => Object.fromEntries(fields.map((f, i) => [`${prefix}[${i}]`, f]));
const media = (prefix) => list(`${prefix}[fields]`, ['url', 'width', 'height', 'alternativeText']);

export const contentUrls = [
  {
    // apps/web/src/features/skills/api/get-skills.ts `skillListParams`
    name: 'skills list',
    path: withQuery('/api/skills', {
      sort: 'order_id',
      ...list('fields', ['Title', 'slug', 'Complete_Time', 'featured_skill', 'premium', 'order_id']),
      ...media('populate[Skill_Image]'),
      'populate[skill_types][fields][0]': 'slug',
      ...list('populate[skill_types][populate][Category][fields]', ['name', 'slug', 'order_id']),
      'pagination[pageSize]': 100,
    }),
  },
  {
    // apps/web/src/features/pages/api/get-page.ts `getPage('faq')`
    name: 'page faq',
    path: withQuery('/api/pages', {
      'filters[slug][$eq]': 'faq',
      ...list('fields', ['title', 'slug', 'content', 'show_header', 'show_header_title', 'extra_class']),
      ...media('populate[featured_image]'),
      'populate[steps]': true,
      'pagination[pageSize]': 1,
    }),
  },
  // apps/web/src/lib/app-information.ts `getAppInformation`
  { name: 'app-information', path: withQuery('/api/app-information', { populate: '*' }) },
];
