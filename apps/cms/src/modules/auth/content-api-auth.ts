import { advancedSettings, publicAbility, roleAbility, roleOfUser } from './permission-cache';
import { tokenStillValid } from './sessions';
import { bearerOf as bearer } from './token-revocation';
import { findUserRow } from './user-row';

/*
 * How a content-API request is authenticated, made cheaper without dropping a check (issue 11.10).
 * Strapi tries each registered strategy in turn: first the admin's API tokens, then users-permissions'
 * JWTs. For a signed-in person that meant, per request, an API-token lookup, a revocation query, the
 * user with their role, the advanced settings, the role's permissions and a new ability.
 */

type Ctx = { request: { header: Record<string, string | string[] | undefined> }; state: Record<string, unknown> };
type AuthResult = { authenticated?: boolean; credentials?: unknown; ability?: unknown; error?: string };
type Strategy = { name: string; authenticate: (ctx: Ctx) => Promise<AuthResult>; verify?: unknown };

/** Three base64url parts: a JWT. An API token is 256 hex digits, so no JWT can ever be one. */
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]*$/;

/**
 * The admin's API-token strategy hashes the bearer and looks it up in the database. A JWT cannot match
 * (API tokens are hex, and only their hash is stored), so for one it answers 'not mine' without the
 * lookup, as it would after it; every other bearer is looked up as before.
 */
const skippingJwts = (strategy: Strategy): Strategy => ({
  ...strategy,
  authenticate: (ctx) => {
    const token = bearer(ctx);
    return token && JWT_SHAPE.test(token) ? Promise.resolve({ authenticated: false }) : strategy.authenticate(ctx);
  },
});

/**
 * users-permissions' own strategy (strategies/users-permissions in the plugin), step by step the same —
 * token, user, revoked, confirmed, blocked, role's permissions; public permissions without a token —
 * in one query: the user's row, read on every request, serves the user and the revocation check; the
 * user's role, the role's ability and the settings come from modules/auth/permission-cache. ctx.state.user is
 * the row with its role, as before. The plugin's `verify` is kept as it is.
 */
const usersPermissionsAuthenticate = async (ctx: Ctx): Promise<AuthResult> => {
  const plugin = strapi.plugin('users-permissions');
  try {
    const token = await plugin.service('jwt').readToken(ctx);
    if (token) {
      const { id, sessionId } = token;
      if (id === undefined) return { authenticated: false };
      const row = await findUserRow(id);
      if (!row) return { error: 'Invalid credentials' };
      // Issued before the last password change or 'sign out everywhere', or itself signed out
      // (modules/auth/sessions): refused as a token that does not verify is.
      if (!(await tokenStillValid(token, bearer(ctx) ?? '', row))) return { authenticated: false };
      if ((await advancedSettings()).email_confirmation && !row.confirmed) return { error: 'Invalid credentials' };
      if (row.blocked) return { error: 'Invalid credentials' };
      const role = await roleOfUser(row.id);
      // A user without a role: users-permissions fails on `user.role.id` and answers 'not authenticated'.
      if (!role) return { authenticated: false };
      const user = { ...row, role };
      const ability = await roleAbility(role.id);
      ctx.state.user = user;
      if (sessionId) ctx.state.session = { id: sessionId };
      return { authenticated: true, credentials: user, ability };
    }
    const ability = await publicAbility();
    return ability ? { authenticated: true, credentials: null, ability } : { authenticated: false };
  } catch {
    // As users-permissions does: anything that goes wrong here is 'not authenticated'.
    return { authenticated: false };
  }
};

const replaced = new Set<string>();

/**
 * Strategies are registered by the admin and by users-permissions while Strapi registers its plugins;
 * this runs before that (from the users-permissions extension) and swaps in the versions above as they
 * arrive. `replacedStrategies` tells bootstrap whether both were seen.
 */
export const speedUpContentApiAuth = (auth: { register: (type: string, strategy: Strategy) => unknown }) => {
  const register = auth.register;
  auth.register = function (type, strategy) {
    if (type === 'content-api' && strategy.name === 'content-api-token') {
      replaced.add(strategy.name);
      return register.call(this, type, skippingJwts(strategy));
    }
    if (type === 'content-api' && strategy.name === 'users-permissions') {
      replaced.add(strategy.name);
      return register.call(this, type, { ...strategy, authenticate: usersPermissionsAuthenticate });
    }
    return register.call(this, type, strategy);
  };
};

export const replacedStrategies = () => [...replaced].sort();
