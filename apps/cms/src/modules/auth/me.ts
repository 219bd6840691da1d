import { settings } from '../../config/env';
import { onlyUsersPermissionsSanitizesOutput } from '../strapi-adapter';

const USER = 'plugin::users-permissions.user';

type Controller = Record<string, (ctx) => Promise<unknown>>;
type Row = Record<string, unknown>;

/** Attribute types whose output depends on the caller's permissions or goes deeper than the row. */
const NESTED = new Set(['relation', 'component', 'dynamiczone', 'media']);

/** What the output sanitizer keeps of a user row with these keys: decided once per set of keys. */
const keptKeys = new Map<string, Set<string>>();

const sanitizeOutput = (row: Row, auth: unknown) => strapi.contentAPI.sanitize.output(row, strapi.getModel(USER), { auth }) as Promise<Row>;

/**
 * The user's own row as users-permissions' output sanitizer gives it (decision 012). For a row of plain
 * fields the sanitizer only drops keys — private fields and passwords, by the model, whatever their
 * values — so its answer for the first row with a set of keys names the keys it keeps for every row
 * with those keys. That holds while users-permissions' own output sanitizer, which only takes users out
 * of role entities, is the only one a plugin added (modules/strapi-adapter): any other, or any nested
 * field, and the row goes through the sanitizer itself, every time.
 */
const sanitizedRow = async (row: Row, auth: unknown): Promise<Row> => {
  const attributes = strapi.getModel(USER).attributes as Record<string, { type?: string }>;
  const keys = Object.keys(row);
  if (keys.some((k) => NESTED.has(attributes[k]?.type ?? '')) || !onlyUsersPermissionsSanitizesOutput(strapi)) return sanitizeOutput(row, auth);
  const signature = keys.join('\n');
  const kept = keptKeys.get(signature);
  if (!kept) {
    const sanitized = await sanitizeOutput(row, auth);
    keptKeys.set(signature, new Set(Object.keys(sanitized)));
    return sanitized;
  }
  const out: Row = {};
  for (const k of keys) if (kept.has(k)) out[k] = row[k];
  return out;
};

/**
 * GET /api/users/me with no query: authentication has just read this very row (with its role), so it is
 * answered from ctx.state.user instead of reading it again (decision 012). The answer is the one
 * users-permissions' `me` gives — the row without relations, through the same output sanitizer; any
 * query (fields, populate …), and every request with FAST_PATH_USERS_ME=false, goes to the plugin's own `me`.
 */
export const withOwnRowForMe = (controller: Controller | ((deps) => Controller)) => {
  const wrap = (c: Controller): Controller => {
    const me = c.me;
    return {
      ...c,
      async me(ctx) {
        if (!settings().FAST_PATH_USERS_ME || !ctx.state.user || Object.keys(ctx.query ?? {}).length > 0) return me.call(this, ctx);
        const { role: _role, ...row } = ctx.state.user;
        ctx.body = await sanitizedRow(row, ctx.state.auth);
      },
    };
  };
  return typeof controller === 'function' ? (deps) => wrap(controller(deps)) : wrap(controller);
};
