import { t } from '@lingui/core/macro';

/**
 * The API-provider page reads only OUR API (DESIGN.md, security 8): a path that starts with /api/,
 * with no scheme or host, no `//` and no `..` (also when percent-encoded), so the request — and the
 * login token with it — can never leave this origin or climb out of /api.
 * The refusals are in the active language (the check runs when the person asks).
 */
export const API_PREFIX = '/api/';
export const MAX_API_PATH_LENGTH = 2000;

export type ApiPathCheck = { ok: true; /** The part after `/api`, as the API client takes it: `/skills?…` */ path: string } | { ok: false; message: string };

const refuse = (message: string): ApiPathCheck => ({ ok: false, message });

export function checkApiPath(input: string): ApiPathCheck {
  const value = input.trim();
  const limit = MAX_API_PATH_LENGTH;
  if (!value) return refuse(t`Enter a path that starts with /api/, for example /api/skills.`);
  if (value.length > MAX_API_PATH_LENGTH) return refuse(t`The path is too long (at most ${limit} characters).`);
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\s\u0000-\u001f\u007f\\]/.test(value)) return refuse(t`The path cannot contain spaces, backslashes or control characters.`);
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.includes('://')) {
    return refuse(t`Only paths of this app’s own API can be opened, not web addresses. Start with /api/.`);
  }
  if (!value.startsWith(API_PREFIX)) return refuse(t`The path must start with /api/, for example /api/skills.`);

  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return refuse(t`The path has a broken %-code. Check it and try again.`);
  }
  for (const text of [value, decoded]) {
    if (text.includes('//')) return refuse(t`The path cannot contain //.`);
    if (text.includes('..')) return refuse(t`The path cannot contain "..".`);
    if (text.includes('\\')) return refuse(t`The path cannot contain backslashes.`);
  }
  const rest = value.slice(API_PREFIX.length - 1);
  if (rest === '/' || rest.startsWith('/?') || rest.startsWith('/#')) {
    return refuse(t`Add what to read after /api/, for example /api/skills.`);
  }
  return { ok: true, path: rest };
}
