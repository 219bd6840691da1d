import type { Core } from '@strapi/strapi';
import { Client, type ClientConfig } from 'pg';

/*
 * Any number of instances may start at once on one PostgreSQL database (issue 11.1). Strapi creates and
 * alters its tables (strapi_migrations, the content types) when it loads, and our bootstrap seeds content
 * and creates the admin account; two instances doing that at the same moment collide ('relation
 * "strapi_migrations" already exists', a unique slug taken twice). So an instance holds a PostgreSQL
 * advisory lock from our register() — before Strapi touches the schema — until our bootstrap() is done:
 * starts run one after another, and a later one finds the schema, seed and admin in place and changes
 * nothing. The lock lives on its own connection, so it goes when that connection does (a crashed
 * instance never leaves it held). SQLite needs none: its file belongs to one instance.
 */

/** Any constant every instance agrees on; 'Steady' in ASCII. */
const STARTUP_LOCK_KEY = 0x537465616479;

let holder: Client | undefined;

type DatabaseConfig = { connection?: { client?: string; connection?: ClientConfig; acquireConnectionTimeout?: number } };

export const acquireStartupLock = async (strapi: Core.Strapi): Promise<void> => {
  const { connection } = strapi.config.get<DatabaseConfig>('database') ?? {};
  if (connection?.client !== 'postgres' || holder) return;
  // The connection settings config/database.ts gives knex (connection string, SSL).
  const client = new Client({ ...connection.connection, connectionTimeoutMillis: connection.acquireConnectionTimeout ?? 60_000 });
  // A dropped connection (PostgreSQL restarted) only means the lock is gone; never an unhandled error.
  client.on('error', (error) => strapi.log.warn(`[startup] the start-up lock's connection failed: ${error.message}`));
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [STARTUP_LOCK_KEY]);
    if (!rows[0].locked) {
      strapi.log.info('[startup] another instance is starting on this database; waiting for it to finish');
      await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    }
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  holder = client;
};

/** Lets the next instance start; safe to call when no lock is held, and more than once. */
export const releaseStartupLock = async (): Promise<void> => {
  const client = holder;
  holder = undefined;
  if (!client) return;
  // Ending the connection releases the lock too; the explicit unlock just does not wait for that.
  await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
  await client.end().catch(() => undefined);
};
