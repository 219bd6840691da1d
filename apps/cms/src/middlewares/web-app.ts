import fs from 'fs';
import path from 'path';
import { settings } from '../config/env';
import { pickEncoding, webDistDir } from '../modules/http';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/**
 * The build writes `.br` and `.gz` beside each text asset (vite-plugin-compression2); the copy the
 * browser accepts is sent as it is, so no request spends CPU on compressing them (issue 10).
 * Anything without a copy is left to `strapi::compression`, which skips responses already encoded.
 */
const ENCODINGS = ['br', 'gzip'] as const;
const SUFFIX = { br: '.br', gzip: '.gz' } as const;

// A build's files do not change while it is served: whether a copy exists (and its size) is looked up
// once per file, not on every request for it.
const copySizes = new Map<string, number | null>();
const copySize = (copy: string): number | null => {
  if (!copySizes.has(copy)) {
    const stat = fs.statSync(copy, { throwIfNoEntry: false });
    copySizes.set(copy, stat?.isFile() ? stat.size : null);
  }
  return copySizes.get(copy) ?? null;
};

const precompressed = (ctx, file: string) => {
  const encoding = pickEncoding(ctx.get('Accept-Encoding'), ENCODINGS);
  if (!encoding) return null;
  const copy = `${file}${SUFFIX[encoding]}`;
  const size = copySize(copy);
  return size === null ? null : { encoding, file: copy, size };
};

/**
 * The public screens rendered at build time (apps/web/scripts/prerender.mjs), by their exact path;
 * every other path gets the empty shell. Looked up until a build with them is found.
 */
const prerenderedPages = (root: string) => {
  let pages: Record<string, string> | undefined;
  return (urlPath: string): string | undefined => {
    if (!pages) {
      const manifest = path.join(root, 'prerender', 'manifest.json');
      if (!fs.existsSync(manifest)) return undefined;
      pages = JSON.parse(fs.readFileSync(manifest, 'utf8')) as Record<string, string>;
    }
    const file = Object.prototype.hasOwnProperty.call(pages, urlPath) ? pages[urlPath] : undefined;
    return file ? path.join(root, 'prerender', path.basename(file)) : undefined;
  };
};

/**
 * Serves the built web app on the same port as the API. Apart from `/`, it answers only after every
 * other route answered 404, so /api, /admin and the admin's plugin routes are never shadowed; unknown
 * paths that ask for HTML get index.html (SPA fallback).
 */
export default (_config, { strapi }) => {
  const root = webDistDir(strapi.dirs.app.root, settings().WEB_DIST_DIR);
  const indexFile = path.join(root, 'index.html');
  const prerendered = prerenderedPages(root);

  const serve = (ctx, file: string) => {
    const ext = path.extname(file);
    ctx.status = 200;
    ctx.type = MIME[ext] ?? 'application/octet-stream';
    // Vite puts a content hash in every asset name, so those never change; index.html always revalidates.
    ctx.set('Cache-Control', file.startsWith(path.join(root, 'assets')) ? 'public, max-age=31536000, immutable' : 'no-cache');
    ctx.vary('Accept-Encoding');
    const encoded = precompressed(ctx, file);
    if (encoded) {
      ctx.set('Content-Encoding', encoded.encoding);
      ctx.length = encoded.size;
      ctx.body = fs.createReadStream(encoded.file);
      return;
    }
    ctx.body = fs.createReadStream(file);
  };

  return async (ctx, next) => {
    // Strapi redirects `/` to the admin panel; `/` is the web app's home.
    if (ctx.path === '/' && ['GET', 'HEAD'].includes(ctx.method) && fs.existsSync(indexFile)) return serve(ctx, prerendered(ctx.path) ?? indexFile);
    await next();
    if (ctx.status !== 404 || ctx.body || !['GET', 'HEAD'].includes(ctx.method)) return;
    if (ctx.path.startsWith('/api/') || ctx.path === '/api') return;

    const page = ctx.accepts('html') ? prerendered(ctx.path) : undefined;
    if (page) return serve(ctx, page);

    let requested: string;
    try {
      requested = path.resolve(root, '.' + decodeURIComponent(ctx.path));
    } catch {
      return;
    }
    if (!requested.startsWith(root + path.sep)) return;
    const stat = fs.statSync(requested, { throwIfNoEntry: false });
    if (stat?.isFile()) return serve(ctx, requested);
    if (path.extname(ctx.path) === '' && ctx.accepts('html') && fs.existsSync(indexFile)) serve(ctx, indexFile);
  };
};
