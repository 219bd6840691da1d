/**
 * The populate/fields spellings the product spec's calls use (product-spec §7), by route. They keep
 * working and get the route's own answer, which holds everything the spec reads from them; any other
 * populate or fields, on any route, is refused (docs/decisions/016-content-views.md). Compared as the
 * decoded name=value pairs in the order sent.
 */
const SPEC_FORMS: Record<string, string[]> = {
  '/api/app-information': ['populate=*'],
  '/api/pages': ['populate=*'],
  '/api/skills': ['populate=*', 'populate[0]=skill_step.image&populate[1]=Skill_Image'],
  '/api/rca': ['fields[0]=title&fields[1]=description&populate[0]=rca_steps.step_image'],
  '/api/emotions': ['populate=triggers'],
  '/api/immediate-thoughts': ['populate=*'],
  // The subscription detail always carries its charges.
  '/api/subscriptions': ['populate=charges'],
};

const pairsOf = (form: string) => form.split('&').map((pair) => pair.split('=') as [string, string]);
const FORMS = new Map(Object.entries(SPEC_FORMS).map(([path, forms]) => [path, forms.map(pairsOf)]));

/** The root of a parameter's name: `populate[0][x]` → `populate`. */
export const rootOf = (name: string) => {
  const bracket = name.indexOf('[');
  return bracket < 0 ? name : name.slice(0, bracket);
};

export const isViewParam = (name: string) => {
  const root = rootOf(name);
  return root === 'populate' || root === 'fields';
};

/** Whether the populate/fields `pairs` sent to `path` (a route path, lower case) are one of the spec's forms. */
export const isSpecForm = (path: string, pairs: [string, string][]): boolean =>
  (FORMS.get(path) ?? []).some((form) => form.length === pairs.length && form.every(([n, v], i) => pairs[i][0] === n && pairs[i][1] === v));
