/**
 * Wait before the next try after `attempts` failed ones: base, 2×base, 4×base … capped at `maxMs`,
 * with up to a fifth taken off at random so instances that failed together do not retry together.
 */
export const retryDelayMs = (attempts: number, baseMs: number, maxMs: number, random: () => number = Math.random): number => {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
  return Math.round(exponential * (1 - 0.2 * random()));
};
