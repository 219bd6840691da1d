export default [
  'strapi::logger',
  'strapi::errors',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'connect-src': ["'self'", 'https:'],
          'img-src': ["'self'", 'data:', 'blob:'],
          'media-src': ["'self'", 'data:', 'blob:'],
          'script-src': ["'self'", 'https://js.stripe.com'],
          'frame-src': ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
          upgradeInsecureRequests: null,
        },
      },
    },
  },
  'strapi::cors',
  // Before the rest of the chain, so a cached content answer costs almost nothing (DESIGN.md § Speed).
  'global::content-cache',
  'strapi::poweredBy',
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
