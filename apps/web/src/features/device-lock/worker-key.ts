/*
 * The page's side of sealing the service worker's copies of the person's answers (public/sw-lock.js,
 * docs/decisions/024-app-lock.md): the worker learns that a lock is set from a marker cache, and gets the
 * data key only from an unlocked page — handed over on unlock, and again whenever the worker asks (a
 * restarted worker has forgotten it). A CryptoKey crosses postMessage as a key, never as bytes.
 */

/** Keep in step with public/sw-lock.js. */
export const SEALED_MARK = 'steady-account-sealed';

let handed: CryptoKey | null = null;
let answering = false;

function answerWorker(): void {
  if (answering || !('serviceWorker' in navigator)) return;
  answering = true;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string } | null>) => {
    if (event.data?.type === 'steady-lock:key?') event.ports[0]?.postMessage(handed);
  });
  navigator.serviceWorker.addEventListener('controllerchange', () => tellWorker());
}

function tellWorker(): void {
  try {
    navigator.serviceWorker?.controller?.postMessage({ type: 'steady-lock:key', key: handed });
  } catch {
    // No worker, or it cannot take the key: it then keeps nothing (sw-lock.js).
  }
}

/** Gives the worker the data key (on unlock), or takes it back (null, on lock). */
export function handDataKeyToWorker(key: CryptoKey | null): void {
  handed = key;
  answerWorker();
  tellWorker();
}

/** Marks (or unmarks) that the worker must keep the person's answers sealed. */
export async function markAccountCacheSealed(sealed = true): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    if (sealed) await caches.open(SEALED_MARK);
    else await caches.delete(SEALED_MARK);
  } catch {
    // Cache Storage blocked: then the worker can keep nothing either.
  }
}
