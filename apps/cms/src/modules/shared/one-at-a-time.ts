/**
 * Runs `work` in a transaction that holds a lock named `key`, so two requests that would both create a
 * person's one record (their safety plan, their diary entry for a day) run one after the other and the
 * second finds what the first created. PostgreSQL gets a transaction-scoped advisory lock; SQLite needs
 * none, because its single connection already runs one transaction at a time.
 */
export const oneAtATime = async <T>(key: string, work: () => Promise<T>): Promise<T> =>
  (await strapi.db.transaction(async ({ trx }) => {
    if (strapi.db.dialect.client === 'postgres') await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [key]);
    return work();
  })) as T;
