import { matchPath } from 'react-router';
import { paths, type RouteDefinition } from '@/config/paths';
import { isSafeInternalPath } from './safe-internal-path';

const routes: readonly RouteDefinition[] = Object.values(paths);

/** `/pages/:slug` is public as a whole subtree (spec §6: "static pages"). */
const toPattern = (path: string) => (path === paths.page.path ? '/pages/*' : path);

const publicPatterns = routes.filter((r) => r.access === 'public').map((r) => toPattern(r.path));
const knownPatterns = routes.map((r) => toPattern(r.path));
const primaryPatterns = routes.filter((r) => r.primary).map((r) => r.path);
const keptPlanPatterns = routes.filter((r) => r.keptPlan).map((r) => r.path);

const matchesAny = (patterns: readonly string[], pathname: string) =>
  patterns.some((pattern) => matchPath({ path: pattern, caseSensitive: false, end: true }, pathname) !== null);

/**
 * Spec §6: anonymous visitors reach only `/`, the welcome and login screens, create account,
 * forgot/reset password, Breath, static pages, /Subscription and /api-provider; every other screen
 * sends them to /Login. A path that is no screen at all shows everyone the calm not-found page (with
 * SOS) rather than a login form that would only lead to it (issue 12).
 */
export function isPublicPath(pathname: string): boolean {
  return matchesAny(publicPatterns, pathname) || !matchesAny(knownPatterns, pathname);
}

/** Guarded screens that show a signed-out visitor the safety plan kept on this device, while there is one. */
export function isKeptPlanPath(pathname: string): boolean {
  return matchesAny(keptPlanPatterns, pathname);
}

/** Primary screens show the logo link to `/` in the header; the others show a back button. */
export function isPrimaryPath(pathname: string): boolean {
  return matchesAny(primaryPatterns, pathname);
}

/** The login screen itself (any casing, with or without a trailing slash). */
export function isLoginPath(pathname: string): boolean {
  return matchesAny([paths.login.path], pathname);
}

/**
 * Where to go after login. Only same-origin, absolute paths are allowed, so a crafted
 * `?redirectTo=https://evil.example`, `//evil.example` or `/\evil.example` cannot send someone off-site.
 */
export function safeRedirectTarget(raw: string | null | undefined, fallback = paths.home.getHref()): string {
  if (!isSafeInternalPath(raw)) return fallback;
  // Never bounce back to the login screen after logging in.
  if (isLoginPath(new URL(raw, 'http://steady.invalid').pathname)) return fallback;
  return raw;
}

/** The login URL that brings the visitor back to `target` afterwards. */
export function loginHrefFor(target: string): string {
  const safe = safeRedirectTarget(target, '');
  return paths.login.getHref(safe && safe !== paths.home.getHref() ? safe : null);
}
