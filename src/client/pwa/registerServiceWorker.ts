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
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { updateViaCache: 'none' }).catch((error: unknown) => {
      // Without it the app works as before (no offline page, no instant second open): worth a line, not a message.
      console.warn('service worker not registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
