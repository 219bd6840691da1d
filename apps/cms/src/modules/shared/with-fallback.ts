/**
 * Redis is shared state, not a dependency to fall over with (issue 11.8): every call goes to `primary`
 * (Redis), and when that fails or times out the same call is answered by `fallback` (this process's
 * memory) instead of becoming a 500. While Redis is away each instance counts and checks on its own —
 * weaker across instances, never unavailable — and the first failure of a stretch is logged.
 * `unreachable` narrows which failures mean Redis is away; any other failure is thrown to the caller.
 */
export function withFallback<T extends Record<string, (...args: never[]) => Promise<unknown>>>(
  primary: T,
  fallback: T,
  { name, log, unreachable = () => true }: { name: string; log: (message: string) => void; unreachable?: (error: unknown) => boolean },
): T {
  let failing = false;
  const wrapped = {} as T;
  for (const method of Object.keys(primary) as (keyof T)[]) {
    wrapped[method] = (async (...args: never[]) => {
      try {
        const result = await primary[method](...args);
        if (failing) log(`[${name}] Redis answers again; shared across instances once more`);
        failing = false;
        return result;
      } catch (error) {
        if (!unreachable(error)) throw error;
        if (!failing) log(`[${name}] Redis unavailable (${(error as Error).message}); using this instance's memory until it is back`);
        failing = true;
        return fallback[method](...args);
      }
    }) as T[keyof T];
  }
  return wrapped;
}

/** Strapi's logger once it exists (these stores are made when their module loads), else the console. */
export const warnLog = (message: string) => ((globalThis as { strapi?: { log: { warn: (m: string) => void } } }).strapi?.log ?? console).warn(message);
