/**
 * The path as the router compares it: Strapi's router ignores letter case and one trailing slash, so
 * `/API/AUTH/LOCAL/` reaches the same route as `/api/auth/local`. Decisions about a route use this form.
 */
export const routePath = (path: string) => {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
};
