import { DEVICE_TOKENS_MAX } from '@steady/contracts';

/**
 * Device tokens (decision 013): the server hands one out at each sign-in, naming the account; sent
 * back with the next sign-in, it tells the server this browser has signed in to that account before,
 * so strangers' wrong passwords never slow it down. Not a session: it signs no one in. Kept in
 * localStorage whatever 'Remember Me' says, one per account, the last few accounts used.
 */
export const DEVICE_TOKENS_STORAGE_KEY = 'steady.deviceTokens';

/** The account a token names (`d1.<userId>.…`), so a newer token replaces the same account's older one. */
const accountOf = (token: string) => token.split('.')[1];

export function readDeviceTokens(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(DEVICE_TOKENS_STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((t): t is string => typeof t === 'string').slice(0, DEVICE_TOKENS_MAX) : [];
  } catch {
    // Storage blocked or a garbled value: this browser is a stranger, which only means a longer check.
    return [];
  }
}

export function rememberDeviceToken(token: string): void {
  const others = readDeviceTokens().filter((t) => accountOf(t) !== accountOf(token));
  try {
    window.localStorage.setItem(DEVICE_TOKENS_STORAGE_KEY, JSON.stringify([token, ...others].slice(0, DEVICE_TOKENS_MAX)));
  } catch {
    // Private browsing with storage full or blocked: signing in still works.
  }
}
