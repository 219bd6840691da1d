import { allowedOrigins } from '../src/utils/allowed-origins';

export default [
  'strapi::logger',
  'strapi::errors',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          // The app's own API and Stripe.js's API host (Stripe's documented CSP for Elements); nothing else.
          'connect-src': ["'self'", 'https://api.stripe.com'],
          'img-src': ["'self'", 'data:', 'blob:'],
          'media-src': ["'self'", 'data:', 'blob:'],
          'script-src': ["'self'", 'https://js.stripe.com'],
          'frame-src': ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
          upgradeInsecureRequests: null,
        },
      },
    },
  },
  // Only the app's own origin and CORS_ORIGINS may call the API with credentials (src/utils/allowed-origins).
  { name: 'strapi::cors', config: { origin: allowedOrigins() } },
  // Answers about a person (account, sign-in, payments) are never cached.
  'global::private-no-store',
  // Before the rest of the chain, so a cached content answer costs almost nothing (DESIGN.md § Speed).
  'global::content-cache',
  'strapi::query',
  {
    name: 'strapi::body',
    config: {
      // A body bigger than this is refused with 413 before any route sees it.
      jsonLimit: '256kb',
      formLimit: '256kb',
      textLimit: '256kb',
      includeUnparsed: true,
    },
  },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
  // The first-admin setup link printed at start (src/admin-setup).
  'global::admin-setup',
  'global::login-guard',
  'global::web-app',
];
