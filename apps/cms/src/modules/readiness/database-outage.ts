/*
 * Telling "the database is away" apart from every other failure (issue 11.5), so a request that needed it
 * can be answered 503 with Retry-After instead of whatever the failure turned into on its way up: a 500,
 * or — because users-permissions' authentication swallows any error — a 401 that signs the person out.
 */

/** How long a client should wait before asking again, in seconds (the Retry-After header). */
export const RETRY_AFTER_SECONDS = 5;
export const OUTAGE_MESSAGE = 'The service is briefly unavailable. Please try again in a few seconds.';

/** Socket-level failures on the way to the database server. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL SQLSTATEs of a server that cannot serve right now: class 08 (connection exception),
 * 57P01–57P03 (shut down by an admin or a crash, still starting), 53300 (too many connections).
 */
const isPostgresUnavailable = (code: string) => /^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code);

/** SQLite's busy and locked results (with their extended codes), once its busy timeout has run out. */
const isSqliteBusy = (code: string) => /^SQLITE_(BUSY|LOCKED)(_|$)/.test(code);

/** node-postgres names these failures in words only. */
const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Connection ended unexpectedly',
];

/** node-postgres' own connectionTimeoutMillis firing while it connects (a server that never answers). */
const PG_CONNECT_TIMEOUT = 'timeout expired';

const isOwnConnectionError = (error: { code?: unknown; name?: unknown; message?: unknown }) => {
  if (error.name === 'KnexTimeoutError') return true; // no connection free in the pool in time
  if (typeof error.code === 'string' && (NETWORK_CODES.has(error.code) || isPostgresUnavailable(error.code) || isSqliteBusy(error.code))) return true;
  if (typeof error.message !== 'string') return false;
  const message = error.message;
  return message === PG_CONNECT_TIMEOUT || PG_CONNECTION_MESSAGES.some((m) => message.includes(m));
};

/** Whether an error (or one it wraps, a few causes deep) says the database could not be reached. */
export const isDatabaseUnavailableError = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    if (isOwnConnectionError(current as object)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * A short name for a database failure, for logs: its code, never its message (which may quote the
 * query with its values).
 */
export const failureName = (error: unknown): string => {
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
  if (typeof code === 'string') return code;
  return typeof name === 'string' && name !== 'Error' ? name : 'connection lost';
};

/**
 * Whether the database answers a trivial query within `timeoutMs`, remembered for `memoMs` and shared
 * by concurrent callers, so an outage met by many requests at once costs one probe a second, not one each.
 */
export const memoisedProbe = (probe: () => Promise<unknown>, { timeoutMs, memoMs }: { timeoutMs: number; memoMs: number }) => {
  let inFlight: Promise<boolean> | null = null;
  let last: { at: number; reachable: boolean } | null = null;
  const once = async () => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([probe(), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('probe timed out')), timeoutMs)))]);
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };
  return (): Promise<boolean> => {
    if (inFlight) return inFlight;
    if (last && Date.now() - last.at < memoMs) return Promise.resolve(last.reachable);
    inFlight = once().then((reachable) => {
      last = { at: Date.now(), reachable };
      inFlight = null;
      return reachable;
    });
    return inFlight;
  };
};
