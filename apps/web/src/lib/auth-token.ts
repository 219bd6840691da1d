import { readStored, subscribeLockState, writeStored } from './device-lock/sealed-storage';

/**
 * Where the login token lives (spec §6/§7): "Remember Me" keeps it in localStorage (survives the
 * browser closing), otherwise sessionStorage (gone with the tab). Only one of the two holds it.
 * Components read it through `useAuthToken` (lib/auth.tsx), which subscribes here. With an app lock set
 * it is kept sealed, and there is none while the app is locked (lib/device-lock/sealed-storage).
 */
export const TOKEN_STORAGE_KEY = 'steady.jwt';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Storage can be unavailable (privacy modes, blocked cookies): fall back to memory for the tab. */
let memoryToken: string | null = null;
/** Whether the last sign-out in this tab was the user's own choice (menu logout), not an expiry. */
let signedOutByUser = false;

function read(kind: 'local' | 'session'): string | null {
  return readStored(kind, TOKEN_STORAGE_KEY);
}

function write(kind: 'local' | 'session', value: string | null): boolean {
  return writeStored(kind, TOKEN_STORAGE_KEY, value);
}

function emit() {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return read('session') ?? read('local') ?? memoryToken;
}

export function setToken(token: string, { remember }: { remember: boolean }): void {
  const stored = write(remember ? 'local' : 'session', token);
  write(remember ? 'session' : 'local', null);
  memoryToken = stored ? null : token;
  signedOutByUser = false;
  emit();
}

/** `byUser`: the person chose to log out (so nothing should bring them back to where they were). */
export function clearToken({ byUser = false }: { byUser?: boolean } = {}): void {
  write('local', null);
  write('session', null);
  memoryToken = null;
  signedOutByUser = byUser;
  emit();
}

export function wasSignedOutByUser(): boolean {
  return signedOutByUser && getToken() === null;
}

/**
 * Subscribe to token changes, in this tab and (through the `storage` event) in other tabs; the lock
 * opening or closing changes it too.
 */
export function subscribeToToken(listener: Listener): () => void {
  listeners.add(listener);
  const stopLockState = subscribeLockState(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    stopLockState();
    window.removeEventListener('storage', onStorage);
  };
}
