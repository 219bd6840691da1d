import { ApiError, apiRequest } from './api-client';
import { sendWhileWaiting } from './send-while-waiting';

/*
 * Logging out also ends the token on the server (decision 015), so a copy of it (a shared computer, a
 * lost phone) stops working too. Best effort: the person has left the moment they chose to; the server
 * is told in the background. Without a connection the token is kept here and sent when one returns —
 * it was on this device already, and is dropped as soon as the server has it. The server answers 204
 * for a token that has expired meanwhile, so a late send is harmless.
 */

const STORAGE_KEY = 'steady.tokens-to-end';
/** More than anyone signs out offline; the oldest go first past it (they expire on their own). */
const MAX_KEPT = 20;

function read(): string[] {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

function write(tokens: string[]): void {
  try {
    if (tokens.length === 0) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, JSON.stringify(tokens.slice(-MAX_KEPT)));
  } catch {
    // Storage blocked: this token cannot be kept; it still expires on its own.
  }
}

export const tokensToEnd = (): string[] => read();

/** Worth sending again later: no answer, a busy or failing server. Any other answer is final. */
const sendLater = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500);

/** Tells the server to end `token`; true when it answered (or the token needs nothing more). */
async function send(token: string): Promise<boolean> {
  try {
    // auth: false, and the token to end in its own header: it is no longer this tab's token, so a
    // refusal must not sign anyone out here.
    await apiRequest('/auth/logout', { method: 'POST', auth: false, headers: { Authorization: `Bearer ${token}` } });
    return true;
  } catch (error) {
    return !sendLater(error);
  }
}

/** Ends `token` on the server now, or keeps it to send when the connection returns. Never throws. */
export async function endSessionOnServer(token: string): Promise<void> {
  if (navigator.onLine && (await send(token))) return;
  if (!read().includes(token)) write([...read(), token]);
}

let sending: Promise<void> | null = null;

/** Sends the kept sign-outs, oldest first; stops at the first that cannot be sent now. */
export function sendPendingSignOuts(): Promise<void> {
  sending ??= (async () => {
    try {
      for (const token of read()) {
        if (!(await send(token))) return;
        write(read().filter((t) => t !== token));
      }
    } finally {
      sending = null;
    }
  })();
  return sending;
}

const RETRY_MS = 60_000;

/** Sends kept sign-outs now, whenever the connection returns, and every minute while any wait. */
export function startSignOutSender(): () => void {
  return sendWhileWaiting(
    () => read().length > 0,
    () => void sendPendingSignOuts(),
    RETRY_MS,
  );
}
