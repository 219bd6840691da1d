import { useMemo, useSyncExternalStore } from 'react';
import { LOCK_RECORD_KEY, readLockRecord, type LockRecord } from '@/lib/device-lock/lock-record';
import { subscribeLockState } from '@/lib/device-lock/sealed-storage';

const rawRecord = () => {
  try {
    return window.localStorage.getItem(LOCK_RECORD_KEY);
  } catch {
    return null;
  }
};

/** The lock's record, read anew whenever the lock is set, opened, changed or removed in this tab. */
export function useLockRecord(): LockRecord | null {
  const raw = useSyncExternalStore(subscribeLockState, rawRecord, () => null);
  // readLockRecord parses and checks what `raw` holds.
  return useMemo(() => (raw === null ? null : readLockRecord()), [raw]);
}
