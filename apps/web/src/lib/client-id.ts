/**
 * A fresh id made on this device, for records the client names itself (a distress-rating session).
 * `crypto.randomUUID` exists only in secure contexts (https, localhost); elsewhere, e.g. a phone on
 * the LAN during development, random bytes make an id just as unguessable.
 */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
