import path from 'path';

/**
 * SQLite file by default (the embedded default); PostgreSQL when DATABASE_URL is set.
 */
export default ({ env }) => {
  const url = env('DATABASE_URL');
  if (url) {
    return {
      connection: {
        client: 'postgres',
        connection: { connectionString: url, ssl: env.bool('DATABASE_SSL', false) ? { rejectUnauthorized: false } : false },
        pool: { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
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
    },
  };
};
