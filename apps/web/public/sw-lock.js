/* global self, caches */
/*
 * Loaded into the service worker (pwa.config.ts, importScripts). While an app lock is set, the worker's
 * copies of the person's answers are sealed with the lock's data key, which only an unlocked page holds
 * and hands over; without it nothing is kept and nothing kept is used (docs/decisions/024-app-lock.md).
 * Keep SEALED_MARK in step with src/features/device-lock/worker-key.ts.
 */
(() => {
  const SEALED_MARK = 'steady-account-sealed';
  const SEALED_HEADER = 'x-steady-sealed';
  let dataKey = null;

  self.addEventListener('message', (event) => {
    if (event.data && event.data.type === 'steady-lock:key') dataKey = event.data.key || null;
  });

  const lockIsSet = () => caches.has(SEALED_MARK);

  /** The key from memory, or asked of the open pages (a restarted worker has forgotten it). */
  async function currentKey() {
    if (dataKey) return dataKey;
    for (const client of await self.clients.matchAll({ type: 'window' })) {
      const key = await new Promise((resolve) => {
        const channel = new MessageChannel();
        const timer = setTimeout(() => resolve(null), 300);
        channel.port1.onmessage = (event) => {
          clearTimeout(timer);
          resolve(event.data || null);
        };
        client.postMessage({ type: 'steady-lock:key?' }, [channel.port2]);
      });
      if (key) return (dataKey = key);
    }
    return null;
  }

  const toBase64 = (bytes) => btoa(String.fromCharCode(...bytes));
  const fromBase64 = (text) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

  function withBody(response, body, sealedIv) {
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    headers.delete('content-encoding');
    if (sealedIv) headers.set(SEALED_HEADER, sealedIv);
    else headers.delete(SEALED_HEADER);
    return new Response(body, { status: response.status, statusText: response.statusText, headers });
  }

  self.steadyLock = {
    /** cacheWillUpdate: the copy to keep — sealed while a lock is set, none when it cannot be sealed. */
    async seal(response) {
      if (!(await lockIsSet())) return response;
      const key = await currentKey();
      if (!key) return null;
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const body = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, await response.clone().arrayBuffer());
      return withBody(response, body, toBase64(iv));
    },
    /** cachedResponseWillBeUsed: a sealed copy opened, or nothing; never a plain copy while a lock is set. */
    async open(cached) {
      if (!cached) return null;
      const iv = cached.headers.get(SEALED_HEADER);
      if (!iv) return (await lockIsSet()) ? null : cached;
      const key = await currentKey();
      if (!key) return null;
      try {
        return withBody(cached, await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv) }, key, await cached.arrayBuffer()), null);
      } catch {
        return null;
      }
    },
  };
})();
