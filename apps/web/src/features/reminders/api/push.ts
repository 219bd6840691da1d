import { pushSettingsSchema } from '@steady/contracts';
import { api, apiRequest } from '@/lib/api-client';

/**
 * Web Push on this device (decision 027): the browser subscribes with our VAPID public key through the
 * service worker, and the server is given the subscription. Where the browser has no push, it says so.
 */
export type PushSupport = 'supported' | 'unsupported' | 'denied';

export const pushSupport = (): PushSupport => {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'supported';
};

const keyBytes = (base64url: string) => {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
};

/** The subscription this browser already has for us, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Asks the browser's permission and subscribes; 'denied' when the person (or the browser) said no. */
export async function subscribeThisDevice(): Promise<'subscribed' | 'denied' | 'unsupported'> {
  if (pushSupport() === 'unsupported') return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await api.get('/account/push-subscriptions', { schema: pushSettingsSchema });
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  await api.post('/account/push-subscriptions', subscription.toJSON());
  return 'subscribed';
}

export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await apiRequest('/account/push-subscriptions', { method: 'DELETE', body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
