import webpush from 'web-push';
import { settings } from '../../config/env';
import { vapidKeys } from './keys';

/**
 * Sends one Web Push message (decision 027). The `web-push` library encrypts the payload for the browser
 * (RFC 8291, aes128gcm) and signs the VAPID header; the request itself goes out with fetch, so it has a
 * timeout of ours and the tests' local push service may speak plain http.
 */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushOutcome = 'sent' | 'gone' | 'failed';

const PUSH_TIMEOUT_MS = 10_000;

export const pushEndpointAllowed = (endpoint: string): boolean => {
  try {
    const url = new URL(endpoint);
    return url.protocol === 'https:' || (url.protocol === 'http:' && settings().WEB_PUSH_ALLOW_HTTP);
  } catch {
    return false;
  }
};

export const sendPush = async (target: PushTarget, payload: Record<string, unknown>): Promise<PushOutcome> => {
  if (!pushEndpointAllowed(target.endpoint)) return 'gone';
  const vapid = vapidKeys();
  const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
    vapidDetails: vapid,
    TTL: 12 * 3600,
    urgency: 'normal',
    contentEncoding: 'aes128gcm',
  });
  try {
    const res = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ?? undefined,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      redirect: 'error',
    });
    await res.arrayBuffer().catch(() => undefined);
    if (res.status === 404 || res.status === 410) return 'gone';
    return res.ok ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
};
