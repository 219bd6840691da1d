import path from 'path';
import { settings } from '../src/config/env';
import { cacheReadStatements } from '../src/modules/strapi-adapter';

/**
 * SQLite file by default (the embedded default); PostgreSQL when DATABASE_URL is set.
 */
export default ({ env }) => {
  const url = env('DATABASE_URL');
  // An outage fails fast (issue 11.5): a request waits at most this long for a connection, then is
  // answered 503 (global::database-outage) instead of hanging for knex's default minute.
  const timeout = env.int('DATABASE_CONNECTION_TIMEOUT', 5000);
  if (url) {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: url,
          ssl: env.bool('DATABASE_SSL', false) ? { rejectUnauthorized: false } : false,
          // A server that accepts the connection and never answers counts as away too.
          connectionTimeoutMillis: timeout,
          // Lets the OS notice a connection whose server vanished without closing it.
          keepAlive: true,
        },
        // min 0: nothing is held open while idle, and after PostgreSQL restarts the pool drops the
        // connections it cut (knex checks each before lending it) and opens new ones by itself.
        pool: { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: timeout,
      },
    };
  }
  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.resolve(env('DATABASE_FILENAME', path.join(__dirname, '..', '..', '.tmp', 'data.db'))),
      },
      useNullAsDefault: true,
      // Prepared reads are kept by SQL text instead of prepared on every query (decision 012), unless
      // FAST_PATH_STATEMENT_CACHE=false (modules/strapi-adapter, decision 017). secure_delete:
      // a deleted row's bytes are overwritten with zeros, so a deleted account's email, plan and diary are
      // gone from the file, not only unlinked and left in free pages (README, What is kept after an account
      // is deleted).
      pool: {
        afterCreate: (connection, done) => {
          connection.pragma('secure_delete = ON');
          done(null, settings().FAST_PATH_STATEMENT_CACHE ? cacheReadStatements(connection) : connection);
        },
      },
      // SQLite has one connection; while another process holds the file locked each request keeps it
      // for the driver's 5 s busy timeout, so the ones queued behind it give up in the same time.
      acquireConnectionTimeout: timeout,
    },
  };
};
