import { getToken, subscribeToToken } from './auth-token';
import { isLocked } from './device-lock/sealed-storage';
import { clearOutbox } from './offline-outbox';

/** Must match ACCOUNT_CACHE in pwa.config.ts (the worker's cache of /api/account answers). */
export const ACCOUNT_CACHE_NAME = 'steady-account';

/**
 * Deletes every cached answer about the signed-in person, so the next person on a shared device never
 * sees them, even offline. Safe where Cache Storage is missing (old browsers, private modes).
 */
export async function clearAccountCache(): Promise<void> {
  try {
    if (typeof caches !== 'undefined') await caches.delete(ACCOUNT_CACHE_NAME);
  } catch {
    // Nothing was cached, or storage is blocked: nothing to clear.
  }
}

const signedOutListeners = new Set<() => void>();

/** Called after the device has forgotten the person (see forgetPersonOnSignOut). */
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/**
 * Whenever there is no sign-in token (logout, expiry, account deletion, or a tab-only sign-in whose tab
 * was closed), what this device keeps about the person goes: their cached answers and unsent writes.
 * Not the safety plan copy the person chose to keep at an offline logout (lib/kept-safety-plan,
 * docs/decisions/022-kept-safety-plan.md): that is meant to outlive the token. While the app is locked
 * there is no token either, but the person has not left: what the device keeps for them stays, sealed.
 * An app lock leaves with them (`onSignedOut`: given by the lock's code while a lock is set).
 */
export function forgetPersonOnSignOut(): () => void {
  const forget = () => {
    if (getToken() !== null || isLocked()) return;
    clearOutbox();
    void clearAccountCache();
    for (const listener of signedOutListeners) listener();
  };
  forget();
  return subscribeToToken(forget);
}
