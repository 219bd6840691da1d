import { REGISTER_ADMIN_SCREEN, SETUP_COOKIE, SETUP_PATH, cookieOptions, isValidSetupToken } from '../modules/admin-setup';

const INVALID_LINK =
  'This admin setup link is not valid: it was used already, has expired or was mistyped. ' +
  'Restart the server to print a new one to its log, or set ADMIN_EMAIL and ADMIN_PASSWORD and restart.';

/** `/admin/setup`, `/ADMIN/setup/` …: the router's spellings of one path. */
const isSetupPath = (path: string) => path.toLowerCase().replace(/\/+$/, '') === SETUP_PATH;

/**
 * `GET /admin/setup?token=…`, the link the server prints while no admin exists: with a valid token it hands
 * the token to the browser as an HttpOnly, SameSite=Strict cookie limited to /admin and sends it to Strapi's
 * own first-admin screen, whose register-admin call then carries it (see ../admin-setup).
 */
export default (_config, { strapi }) =>
  async (ctx, next) => {
    if (!isSetupPath(ctx.path) || !['GET', 'HEAD'].includes(ctx.method)) return next();
    // The token is in the URL: keep it out of caches and out of Referer headers.
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    const token = ctx.query.token;
    if (!(await isValidSetupToken(strapi, token))) {
      ctx.status = 403;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = INVALID_LINK;
      return;
    }
    ctx.cookies.set(SETUP_COOKIE, token, { ...cookieOptions(ctx.request.secure), maxAge: 60 * 60 * 1000 });
    ctx.redirect(REGISTER_ADMIN_SCREEN);
  };
