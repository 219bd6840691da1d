/**
 * How long a failed payment event waits before its next attempt: doubling from `baseMs` with each attempt,
 * up to 20% later at random (so events that failed together do not all come back at once), never over `maxMs`.
 */
export const retryDelay = (attempts: number, { baseMs, maxMs }: { baseMs: number; maxMs: number }, random: () => number = Math.random): number => {
  const exponent = Math.min(Math.max(attempts, 1) - 1, 30);
  return Math.round(Math.min(maxMs, baseMs * 2 ** exponent * (1 + 0.2 * random())));
};
