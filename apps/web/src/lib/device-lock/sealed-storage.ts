import { lockIsSet } from './lock-record';

/*
 * The one way to the keys that hold what the device keeps about the signed-in person (the sign-in token,
 * the unsent writes). With no lock set they are plain localStorage / sessionStorage entries, as before.
 * With a lock set they exist at rest only sealed (docs/decisions/024-app-lock.md): while the app is
 * unlocked the open vault answers from memory and seals each change; while it is locked there is nothing
 * to read, and nothing about the person can change.
 */

export type StorageKind = 'local' | 'session';

/** The unlocked vault: plain values in memory, sealed on every change. Installed by the lock's code. */
export type OpenVault = {
  read(kind: StorageKind, key: string): string | null;
  write(kind: StorageKind, key: string, value: string | null): void;
};

let vault: OpenVault | null = null;
const listeners = new Set<() => void>();

/** Opens (a vault) or closes (null) the device's sealed data; everyone subscribed reads anew. */
export function installVault(next: OpenVault | null): void {
  vault = next;
  for (const listener of listeners) listener();
}

/** A lock is set and not opened: the app shows the lock screen, and no one is signed in. */
export function isLocked(): boolean {
  return vault === null && lockIsSet();
}

/** Told when the vault opens or closes. */
export function subscribeLockState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function storage(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored(kind: StorageKind, key: string): string | null {
  if (vault) return vault.read(kind, key);
  if (lockIsSet()) return null;
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** False when nothing was stored: storage is full or blocked, or the device is locked. */
export function writeStored(kind: StorageKind, key: string, value: string | null): boolean {
  if (vault) {
    vault.write(kind, key, value);
    return true;
  }
  if (lockIsSet()) return false;
  const store = storage(kind);
  if (!store) return false;
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
