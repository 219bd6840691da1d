import type { Core } from '@strapi/strapi';

/**
 * What every content-API request needs to know besides the user's own row: which role the user has,
 * that role's permissions as a ready ability, and users-permissions' advanced settings (email
 * confirmation). users-permissions reads all of it from the database and rebuilds the ability on every
 * request; it changes only when an admin edits a role, a setting or a user's role, so it is kept here
 * (issue 11.10):
 * - on this instance a write to roles, permissions, settings or users forgets it at once (database
 *   lifecycles, so no path that writes them through Strapi can skip it);
 * - another instance's write reaches this one within FRESH_MS, after which an entry is read again.
 * Whether the user exists, is blocked or confirmed, and whether their token was revoked are never kept:
 * they come from the user's row, read on every request (modules/auth/content-api-auth).
 */
const FRESH_MS = 1000;
/** Users' roles are kept per user: past this many, the oldest half is dropped. */
const MAX_USERS = 10_000;

type Entry<T> = { value: Promise<T>; until: number };

const createCache = (max = Infinity) => {
  const entries = new Map<string | number, Entry<unknown>>();
  return {
    get<T>(key: string | number, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const found = entries.get(key) as Entry<T> | undefined;
      if (found && found.until > now) return found.value;
      // Requests that arrive while it loads share the one load; a failed load is not kept.
      const value = load();
      const entry = { value, until: now + FRESH_MS };
      entries.delete(key);
      entries.set(key, entry);
      value.catch(() => entries.get(key) === entry && entries.delete(key));
      if (entries.size > max) for (const k of [...entries.keys()].slice(0, entries.size / 2)) entries.delete(k);
      return value;
    },
    clear: () => entries.clear(),
  };
};

const roles = createCache();
const userRoles = createCache(MAX_USERS);

export const forgetPermissions = () => {
  roles.clear();
  userRoles.clear();
};

const permissionService = () => strapi.plugin('users-permissions').service('permission');
const toAbility = (permissions: { action: string }[]) =>
  strapi.contentAPI.permissions.engine.generateAbility(permissions.map((p) => permissionService().toContentAPIPermission(p)));

/** The role row of a user (as users-permissions populates it), or null when the user has none. */
export const roleOfUser = (userId: number) =>
  userRoles.get(userId, () => strapi.db.query('plugin::users-permissions.role').findOne({ where: { users: { id: userId } } }));

/** The ability of a role. */
export const roleAbility = (roleId: number) => roles.get(`role:${roleId}`, async () => toAbility(await permissionService().findRolePermissions(roleId)));

/** The public role's ability, or null when it has no permission at all (users-permissions then refuses). */
export const publicAbility = () =>
  roles.get('public', async () => {
    const permissions = await permissionService().findPublicPermissions();
    return permissions.length ? toAbility(permissions) : null;
  });

export const advancedSettings = () =>
  roles.get(
    'advanced',
    async () => ((await strapi.store({ type: 'plugin', name: 'users-permissions' }).get({ key: 'advanced' })) ?? {}) as { email_confirmation?: boolean },
  );

const WRITE_EVENTS = ['afterCreate', 'afterCreateMany', 'afterUpdate', 'afterUpdateMany', 'afterDelete', 'afterDeleteMany'] as const;

/** Subscribed when the plugin bootstraps, before any request. */
export const forgetPermissionsOnWrites = (strapi: Core.Strapi) => {
  const on = (models: string[], handler: () => void) =>
    strapi.db.lifecycles.subscribe({ models, ...Object.fromEntries(WRITE_EVENTS.map((event) => [event, handler])) });
  on(['plugin::users-permissions.permission', 'plugin::users-permissions.role', 'strapi::core-store'], forgetPermissions);
  // A user's role can change with any write to users; their other fields are read per request anyway.
  on(['plugin::users-permissions.user'], () => userRoles.clear());
};
