import { createRequire } from 'node:module';

/*
 * The versions the adapter was written against are the ones installed; an upgrade of any of them is
 * what test/strapi-adapter-contract.test.ts is for, and its messages name what is installed.
 */

const requireHere = createRequire(__filename);
const versionOf = (name: string): string => {
  try {
    return (requireHere(`${name}/package.json`) as { version: string }).version;
  } catch {
    return 'not installed';
  }
};

/** The installed versions of the packages whose internals the adapter uses. */
export const installedVersions = () => ({
  strapi: versionOf('@strapi/strapi'),
  database: versionOf('@strapi/database'),
  usersPermissions: versionOf('@strapi/plugin-users-permissions'),
  knex: versionOf('knex'),
  koaRouter: versionOf('@koa/router'),
  betterSqlite3: versionOf('better-sqlite3'),
});

/** One line naming them, for messages about a broken assumption. */
export const describeVersions = () =>
  Object.entries(installedVersions())
    .map(([name, version]) => `${name} ${version}`)
    .join(', ');

/** An assumption about an internal that no longer holds: says which, and with which versions. */
export class AdapterAssumptionError extends Error {
  constructor(assumption: string, detail: string) {
    super(`Strapi adapter: ${assumption} no longer holds (${detail}); installed: ${describeVersions()}. See docs/decisions/017-strapi-adapter.md.`);
    this.name = 'AdapterAssumptionError';
  }
}
