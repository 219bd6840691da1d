/**
 * A message one screen leaves for the next one the person sees, even across the redirects a sign-out
 * causes (the account-deleted notice on the login screen). Kept for this tab only, read once.
 */
const KEY = 'steady.notice';

export function leaveNotice(message: string): void {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // Storage unavailable (private mode quota): the notice is a courtesy, not essential.
  }
}

export function peekNotice(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function clearNotice(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // See leaveNotice.
  }
}
