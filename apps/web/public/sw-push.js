/* global self, clients */
/*
 * Loaded into the service worker (pwa.config.ts, importScripts): reminders sent by Web Push (decision 027).
 * The server's payload is { title, body, url, tag }, worded plainly unless the person chose to name Steady;
 * no icon is set, so the notification shows nothing of Steady's own. A tap opens the one-tap check-in.
 */
(() => {
  self.addEventListener('push', (event) => {
    let data = {};
    try {
      data = event.data ? event.data.json() : {};
    } catch {
      data = {};
    }
    const title = typeof data.title === 'string' && data.title ? data.title : 'A moment for you';
    const url = typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/check-in?from=reminder';
    event.waitUntil(
      self.registration.showNotification(title, {
        body: typeof data.body === 'string' ? data.body : '',
        tag: typeof data.tag === 'string' ? data.tag : 'reminder',
        data: { url },
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = new URL((event.notification.data && event.notification.data.url) || '/check-in?from=reminder', self.location.origin).href;
    event.waitUntil(
      (async () => {
        for (const client of await clients.matchAll({ type: 'window', includeUncontrolled: true })) {
          if (new URL(client.url).origin === self.location.origin && 'navigate' in client) {
            await client.focus();
            return client.navigate(url);
          }
        }
        return clients.openWindow(url);
      })(),
    );
  });
})();
