/** One dependency's state in a readiness answer. */
export type ProbeState = 'ok' | 'unreachable' | 'not configured';
export type Probe = () => Promise<void>;

const within = <T>(ms: number, work: Promise<T>): Promise<T> =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref())]);

/**
 * Asks every dependency at once, each with its own deadline, so one hung dependency cannot hold the
 * answer (a load balancer's check must itself answer quickly). Ready when every configured one is ok.
 */
export async function checkReadiness(probes: Record<string, Probe | null>, timeoutMs: number) {
  const entries = await Promise.all(
    Object.entries(probes).map(async ([name, probe]): Promise<[string, ProbeState]> => {
      if (!probe) return [name, 'not configured'];
      try {
        await within(timeoutMs, probe());
        return [name, 'ok'];
      } catch {
        return [name, 'unreachable'];
      }
    }),
  );
  const checks = Object.fromEntries(entries) as Record<string, ProbeState>;
  return { ready: entries.every(([, state]) => state !== 'unreachable'), checks };
}
