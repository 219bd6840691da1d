import { getToken, subscribeToToken } from './auth-token';
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

/**
 * Whenever there is no sign-in token (logout, expiry, account deletion, or a tab-only sign-in whose tab
 * was closed), what this device keeps about the person goes: their cached answers and unsent writes.
 * Not the safety plan copy the person chose to keep at an offline logout (lib/kept-safety-plan,
 * docs/decisions/022-kept-safety-plan.md): that is meant to outlive the token.
 */
export function forgetPersonOnSignOut(): () => void {
  const forget = () => {
    if (getToken() !== null) return;
    clearOutbox();
    void clearAccountCache();
  };
  forget();
  return subscribeToToken(forget);
}
