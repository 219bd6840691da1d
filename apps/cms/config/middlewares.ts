import path from 'node:path';
import { settings } from '../src/config/env';
import { allowedOrigins, inlineScriptHashes, webDistDir, recordTempFile, uploadSizeLimit } from '../src/modules/http';
import { SHARE_PASSCODE_HEADER } from '@steady/contracts';

/** Where uploaded files are served from when not from this server (config/plugins, upload). */
const uploadOrigin = settings().s3 ? [settings().s3!.publicOrigin] : [];

export default [
  // Request id (X-Request-Id, on every log line of the request) and the access line at `http` level.
  'global::request-log',
  // JSON and HTML above 1 KB travel Brotli- or gzip-compressed (koa-compress, Brotli at quality 4);
  // the web app's assets are sent as their build-time .br/.gz copies instead (global::web-app).
  { name: 'strapi::compression', config: { threshold: 1024 } },
  // GET /_ready: is the database (and Redis, when used) answering? For load balancers (issue 11.12).
  'global::readiness',
  // Every error answer carries a stable code in error.details.code, Strapi's own too (docs/api.md, Error codes).
  'global::error-codes',
  'strapi::errors',
  // The database unreachable is a 503 with Retry-After, never the 401 or 500 it would become (issue 11.5).
  'global::database-outage',
  // A database's refusal of a value from the request is a 400, not a 500 (issue 7, item 7).
  'global::database-value-errors',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          // The app's own API and Stripe.js's API host (Stripe's documented CSP for Elements); nothing else
          // but the upload storage, which the service worker fetches images from to keep them for offline use.
          'connect-src': ["'self'", 'https://api.stripe.com', ...uploadOrigin],
          // Uploads come from this server, or from the S3 storage's public origin when S3_BUCKET is set.
          'img-src': ["'self'", 'data:', 'blob:', ...uploadOrigin],
          'media-src': ["'self'", 'data:', 'blob:', ...uploadOrigin],
          // The web app's own inline scripts, by hash (src/modules/http/inline-script-hashes).
          'script-src': ["'self'", 'https://js.stripe.com', ...inlineScriptHashes(path.join(webDistDir(process.cwd(), settings().WEB_DIST_DIR), 'index.html'))],
          'frame-src': ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
          upgradeInsecureRequests: null,
        },
      },
    },
  },
  // Only the app's own origin and CORS_ORIGINS may call the API with credentials (src/modules/http/allowed-origins).
  // Strapi's own request headers, and a shared summary's passcode (decision 026).
  {
    name: 'strapi::cors',
    config: { origin: allowedOrigins(), headers: ['Content-Type', 'Authorization', 'Origin', 'Accept', SHARE_PASSCODE_HEADER] },
  },
  // Answers about a person (account, sign-in, payments) are never cached.
  'global::private-no-store',
  // GET /api/users/me and /api/account go straight to their route from here (issue 11.10).
  'global::signed-in-reads',
  // Before the rest of the chain, so a cached content answer costs almost nothing (DESIGN.md § Speed).
  'global::content-cache',
  'strapi::query',
  // Structurally bad Strapi query parameters are a 400 naming the parameter, before any route runs.
  'global::query-guard',
  // Bodies only of types strapi::body reads; multipart only on the upload routes, temp files always removed.
  'global::body-type-guard',
  {
    name: 'strapi::body',
    config: {
      // A body bigger than this is refused with 413 before any route sees it.
      jsonLimit: '256kb',
      formLimit: '256kb',
      textLimit: '256kb',
      includeUnparsed: true,
      formidable: { maxFileSize: uploadSizeLimit(), maxFields: 20, maxFieldsSize: 256 * 1024, onFileBegin: recordTempFile },
    },
  },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
  // The first-admin setup link printed at start (src/modules/admin-setup).
  'global::admin-setup',
  'global::web-app',
];
