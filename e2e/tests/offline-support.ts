import type { BrowserContext, Page } from '@playwright/test';

/* Taking the connection or the server away, for the offline tests. */

/** Waits until the service worker controls the page and has finished precaching. */
export async function workerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
    }
  });
}

/** Whether a request the worker does not have cached reaches the server: proves the test is really offline. */
export const reachesServer = (page: Page, url: string) =>
  page.evaluate(async (u) => {
    try {
      return (await fetch(u)).ok;
    } catch {
      return false;
    }
  }, url);

/** No connection for the page nor for the service worker's own fetches. */
export async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**', (route) => (route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback()));
}

export async function goOnline(context: BrowserContext) {
  await context.unroute('**');
  await context.setOffline(false);
}

/**
 * The server stopped while the phone keeps its network: every request to it, the page's and the service
 * worker's, is refused as a stopped server refuses it, and the browser still says it is online.
 */
export async function serverStopped(context: BrowserContext) {
  await context.route('**', (route) => route.abort('connectionrefused'));
}
