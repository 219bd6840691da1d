/** A unique-key violation (SQLite or PostgreSQL): another request got there first. */
export { isUniqueViolation } from '../shared';

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
