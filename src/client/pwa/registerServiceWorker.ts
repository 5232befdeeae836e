/** Where the build puts the service worker (scripts/lib/serviceWorker.mjs): at the root, so its scope is the app. */
const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker (decision 85) in the built app only: under `vite dev` there is none, and a worker
 * caching dev modules would serve stale code. Registered once the page has loaded, so that its install (fetching the
 * shell again) never competes with the first visit's own downloads. `updateViaCache: 'none'`: the browser asks the
 * server for /sw.js itself on every check, whatever an HTTP cache says, so a new deployment is found on the next open.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  reloadIntoNewVersion(navigator.serviceWorker, window);
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { updateViaCache: 'none' }).catch((error: unknown) => {
      // Without it the app works as before (no offline page, no instant second open): worth a line, not a message.
      console.warn('service worker not registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * The worker serves this build's index.html without asking the server (decision 107). When a new deployment's worker
 * takes this page over, the page is the previous version: reloaded into the new one if the user has not touched it
 * yet (it is seconds old, the home page painted as last seen); a page in use keeps going — no typed text is lost —
 * and the next open is the new version. The first install (no worker controlled the page) changes nothing.
 */
export function reloadIntoNewVersion(container: Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>, page: Pick<Window, 'addEventListener' | 'location'>): void {
  if (!container.controller) return;
  let touched = false;
  const touch = () => (touched = true);
  for (const type of ['pointerdown', 'keydown'] as const) page.addEventListener(type, touch, { capture: true, once: true });
  container.addEventListener('controllerchange', () => {
    if (!touched) page.location.reload();
  }, { once: true });
}
