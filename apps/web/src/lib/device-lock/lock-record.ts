/*
 * The app lock's record on this device (docs/decisions/024-app-lock.md): how the data key is wrapped by
 * the PIN (and by a passkey, where one was added), the chosen delay, and the wrong tries so far. It holds
 * nothing about the person and no secret: without the PIN (or passkey) it opens nothing. Small on
 * purpose — the first route reads it to know whether a lock is set; the lock's code loads only then.
 */

export const LOCK_RECORD_KEY = 'steady.lock';

/** Minutes hidden before the app locks itself. */
export const LOCK_DELAYS = [1, 5, 15] as const;
export type LockDelay = (typeof LOCK_DELAYS)[number];

export type PasskeyUnlock = {
  /** base64url of the credential's id, asked for by id when unlocking. */
  credentialId: string;
  /** base64 of the salt given to the passkey's PRF extension. */
  prfSalt: string;
  /** base64 of iv + the data key wrapped by the key the passkey's PRF output gives. */
  wrappedKey: string;
};

export type LockRecord = {
  version: 1;
  /** base64 PBKDF2 salt. */
  salt: string;
  iterations: number;
  /** base64 of iv + the data key wrapped by the PIN's key (AES-GCM: a wrong PIN fails to unwrap). */
  wrappedKey: string;
  delayMinutes: LockDelay;
  /** Whether the safety plan opens from the lock screen (a readable copy stays on the device). */
  planOnLockScreen: boolean;
  /** Wrong PINs in a row; kept here, so reloading the page does not give more tries. */
  failures: number;
  passkey?: PasskeyUnlock;
};

const isDelay = (value: unknown): value is LockDelay => LOCK_DELAYS.includes(value as LockDelay);

/** The record, or null when no lock is set (or what is stored is not a record this version reads). */
export function readLockRecord(): LockRecord | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(LOCK_RECORD_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const record = JSON.parse(raw) as Partial<LockRecord>;
    if (
      record.version !== 1 ||
      typeof record.salt !== 'string' ||
      typeof record.wrappedKey !== 'string' ||
      typeof record.iterations !== 'number' ||
      !isDelay(record.delayMinutes) ||
      typeof record.planOnLockScreen !== 'boolean' ||
      typeof record.failures !== 'number'
    )
      return null;
    return record as LockRecord;
  } catch {
    return null;
  }
}

/**
 * Whether a lock is set. Anything stored under the lock's key counts, even a record this version cannot
 * read: the sealed data stays sealed rather than the app treating the device as unlocked.
 */
export function lockIsSet(): boolean {
  try {
    return window.localStorage.getItem(LOCK_RECORD_KEY) !== null;
  } catch {
    return false;
  }
}

export function writeLockRecord(record: LockRecord): void {
  window.localStorage.setItem(LOCK_RECORD_KEY, JSON.stringify(record));
}

export function removeLockRecord(): void {
  try {
    window.localStorage.removeItem(LOCK_RECORD_KEY);
  } catch {
    // Storage blocked: then no record could have been written either.
  }
}
