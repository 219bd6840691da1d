/** True when a database error is a unique-key violation (SQLite or PostgreSQL): another request got there first. */
export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; message?: string; cause?: unknown } | null;
  if (!e) return false;
  if (e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return true;
  const message = String(e.message ?? '');
  if (/UNIQUE constraint failed|duplicate key value violates unique constraint/i.test(message)) return true;
  return e.cause ? isUniqueViolation(e.cause) : false;
};

/**
 * A per-key lock inside this process: calls with the same key run one after another.
 * Across instances, the unique keys in the database (and the provider's idempotency keys) keep the guarantees.
 */
export const createKeyedLock = () => {
  const tails = new Map<string, Promise<unknown>>();
  return async <T>(key: string, fn: () => Promise<T>): Promise<T> => {
    const previous = tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((r) => (release = r));
    const tail = previous.then(() => mine);
    tails.set(key, tail);
    try {
      await previous.catch(() => undefined);
      return await fn();
    } finally {
      release();
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
};
