import { createECDH, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { settings } from '../../config/env';

/*
 * The reminders' own keys (decision 027). Web Push needs a VAPID key pair of ours: no push vendor's account,
 * the browser's push service checks our signature. Set VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY in production;
 * without them the pair is derived from APP_KEYS (generated once and kept in apps/cms/.tmp/secrets.json on
 * the embedded default), so every instance of one deployment signs with the same pair and a restart keeps
 * every subscription. The stop links are signed with a key derived from APP_KEYS the same way.
 */

const base64url = (buf: Buffer) => buf.toString('base64url');
const appKeys = () => settings().APP_KEYS || String(strapi.config.get('server.app.keys', '')) || 'steady-development-only';
const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', appKeys(), 'steady-reminders', purpose, 32));

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

let cached: VapidKeys | null = null;
export const vapidKeys = (): VapidKeys => {
  if (cached) return cached;
  const env = settings();
  const subject = env.VAPID_SUBJECT || `mailto:${env.EMAIL_REPLY_TO}`;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return (cached = { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject });
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(derive('vapid-p256-private-key'));
  return (cached = { publicKey: base64url(ecdh.getPublicKey()), privateKey: base64url(ecdh.getPrivateKey()), subject });
};

/** `stop.<reminder documentId>.<signature>`: it can do one thing, turn that reminder off. */
export const stopToken = (reminderId: string): string =>
  `stop.${reminderId}.${base64url(createHmac('sha256', derive('reminder-stop-link')).update(`stop:${reminderId}`).digest()).slice(0, 32)}`;

/** The reminder a stop token names, or null when it was not signed by us. */
export const reminderOfStopToken = (token: string): string | null => {
  const [kind, id] = token.split('.');
  if (kind !== 'stop' || !id || !/^[a-z0-9]{8,40}$/.test(id)) return null;
  const expected = Buffer.from(stopToken(id));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
};
