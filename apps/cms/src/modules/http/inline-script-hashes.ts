import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where the built web app lives: WEB_DIST_DIR, or apps/web/dist beside this app. */
export const webDistDir = (appRoot: string, configured?: string): string => path.resolve(configured || path.join(appRoot, '..', 'web', 'dist'));

/**
 * CSP source expressions ('sha256-…') for the inline scripts of the built index.html, so exactly those
 * run and no other inline script can (issue 10: the tiny signed-in check that must run before paint).
 * Read at boot from the build itself, so the policy never goes stale when the script changes.
 */
export const inlineScriptHashes = (indexHtml: string): string[] => {
  if (!fs.existsSync(indexHtml)) return [];
  const html = fs.readFileSync(indexHtml, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((m) => m[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
};
