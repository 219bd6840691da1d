import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { AfterCommit } from './app/after-commit';
import { preloadDeviceLock } from './app/device-lock';
import { canHydrate, routerReady } from './app/hydration';
import { createAppRouter } from './app/router';
import { forgetPersonOnSignOut } from './lib/offline-cache';
import { activateLocale } from './lib/i18n/activate-locale';
import { refetchContentOnLanguageChange } from './lib/i18n/content-locale';
import { initialLocale } from './lib/i18n/locale-choice';
import { DEFAULT_LOCALE } from './lib/i18n/locales';
import { createQueryClient } from './lib/react-query';
import { startOutbox } from './lib/offline-outbox';
import { startServiceWorker } from './lib/service-worker';
import { startHydrating } from './lib/use-hydrated';
import { markAppReady } from './lib/early-tap';
import { startSignOutSender } from './lib/session-end';
import './styles/global.css';

// After a deploy, an open tab may ask for a code chunk that no longer exists: reload (at most once a
// minute) to get the new build instead of showing an error. Offline, a reload would land on the
// browser's error page: the route's error screen (calm, with SOS and helplines) shows instead.
window.addEventListener('vite:preloadError', (event) => {
  if (!navigator.onLine) return;
  const key = 'steady.chunk-reload-at';
  try {
    const last = Number(sessionStorage.getItem(key) ?? 0);
    if (Date.now() - last < 60_000) return;
    sessionStorage.setItem(key, String(Date.now()));
  } catch {
    return;
  }
  event.preventDefault();
  window.location.reload();
});

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

startServiceWorker();
// A locked device shows the lock screen first: its code is asked for with the route's.
void preloadDeviceLock();
forgetPersonOnSignOut();
startOutbox();
// Log-outs made offline reach the server when the connection returns (decision 015).
startSignOutSender();

const locale = initialLocale();
const hydrating = canHydrate(container, locale);
// Marked before the router starts the first route's data: that data waits for hydration.
const hydrated = hydrating ? startHydrating() : undefined;
// Once the first screen is React's, its own handlers answer taps (lib/early-tap).
const firstCommit = () => {
  hydrated?.();
  markAppReady();
};
// The language's catalogue downloads beside the first route's code; nothing renders before both. If it
// cannot arrive (offline, never kept), English does — it is precached — so a screen always appears.
// Asked for before the router starts the route's chunks: the few kB every screen waits for go out first.
const wordsReady = activateLocale(locale)
  .catch(() => activateLocale(DEFAULT_LOCALE))
  .catch(() => undefined);
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
refetchContentOnLanguageChange(queryClient);
const app = (
  <StrictMode>
    <AfterCommit run={firstCommit}>
      <App router={router} queryClient={queryClient} />
    </AfterCommit>
  </StrictMode>
);

if (hydrating) {
  // The prerendered screen stays on show (and its links work) while its route's code arrives. Hydrated in
  // a transition: React does it in short slices, so the page stays responsive meanwhile.
  void Promise.all([routerReady(router), wordsReady]).then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  void wordsReady.then(() => {
    container.replaceChildren();
    container.removeAttribute('data-prerendered');
    createRoot(container).render(app);
  });
}
