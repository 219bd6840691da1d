/**
 * Whether `raw` is a path on this site that a browser cannot resolve off-site. Browsers treat `\` as
 * `/`, drop tabs and newlines anywhere in a URL and trim control characters and spaces at its ends, so
 * `/\evil.example`, `/\t/evil.example` and ` //evil.example` all lead to evil.example. We accept only a
 * plain absolute path: one leading `/`, no backslash, whitespace or control character (raw or
 * percent-encoded, nor an encoded slash), and one that still resolves to our own origin.
 */
const BASE = 'http://steady.invalid';

// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTER = /[\\\s\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff]/;
const UNSAFE_ENCODED = /%(?:2f|5c|[01][0-9a-f]|7f|20)/i;

export function isSafeInternalPath(raw: string | null | undefined): raw is string {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//')) return false;
  if (UNSAFE_CHARACTER.test(raw) || UNSAFE_ENCODED.test(raw)) return false;
  try {
    return new URL(raw, BASE).origin === BASE;
  } catch {
    return false;
  }
}
