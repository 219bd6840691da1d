import { settings, type Settings } from '../../config/env';
/**
 * The browser origins allowed to call the API with credentials (CORS): the app's own (PUBLIC_URL, whose
 * default is http://localhost:PORT) plus CORS_ORIGINS, a comma-separated list. Any other Origin gets no
 * Access-Control-Allow-Origin. A wildcard or anything that is not an http(s) origin stops the start, since
 * a typo here would either open the API to every site or silently lock a real client out.
 */
export const allowedOrigins = ({ publicUrl, CORS_ORIGINS }: Pick<Settings, 'publicUrl' | 'CORS_ORIGINS'> = settings()): string[] => {
  const own = publicUrl;
  const extra = CORS_ORIGINS.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return [...new Set([own, ...extra].map((entry) => originOf(entry)))];
};

const originOf = (entry: string): string => {
  let url: URL | null = null;
  try {
    url = new URL(entry);
  } catch {
    /* reported below */
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || entry.includes('*')) {
    throw new Error(`[cors] "${entry}" is not an origin such as https://app.example.com (check PUBLIC_URL and CORS_ORIGINS; wildcards are not allowed).`);
  }
  return url.origin;
};
