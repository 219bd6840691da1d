import type { Core } from '@strapi/strapi';

/**
 * One account per email and per username, enforced by the database (issue 11.4): users-permissions
 * checks for a clash before it inserts, but two sign-ups at once (on one instance or several) both
 * pass that check. Case-insensitive, as the app treats emails and names: 'Sam@x' and 'sam@x' are one.
 * An installation that already holds duplicates keeps running; the log names what to merge.
 */
const INDEXES = [
  { name: 'up_users_email_lower_unique', column: 'email' },
  { name: 'up_users_username_lower_unique', column: 'username' },
];

export async function ensureUniqueAccounts(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  for (const { name, column } of INDEXES) {
    try {
      await knex.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (lower(??))`, [name, 'up_users', column]);
    } catch (error) {
      const dupes = await knex('up_users')
        .select(knex.raw('lower(??) as value', [column]))
        .count('* as n')
        .groupByRaw('lower(??)', [column])
        .havingRaw('count(*) > 1');
      strapi.log.error(
        `[accounts] Could not make ${column}s unique (${(error as Error).message}). ${dupes.length} ${column}(s) belong to more than one account; merge or rename them, then restart.`,
      );
    }
  }
}
