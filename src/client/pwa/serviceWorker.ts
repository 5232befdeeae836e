// The service worker (decision 85): built into /sw.js by scripts/lib/serviceWorker.mjs, which fills in BUILD.
// It makes a second open instant on a poor network and says so in Chinese when there is no network at all:
// - hashed assets (/assets/*): cache first. Their names change with their content, so a cached one is never stale.
// - navigations, online: this build's index.html from the cache (decision 107) — on a phone's network the page
//   itself was a 0.6 s round trip before anything could paint. It is never stale for this worker: a new deployment
//   is a new worker (BUILD.version names the build's files), which the browser finds by asking for /sw.js at this
//   very navigation; it takes over at once (skipWaiting, claim) and a page nobody has touched yet reloads into it
//   (registerServiceWorker.ts). Offline: the Chinese offline page, which keeps the session and reloads the page once
//   the network is back (a cached index.html would start the app only to fail its first requests).
// - the server's own paths (the API, /swagger-ui, /metrics: shared/serverPaths.ts), other origins and anything but
//   GET: never touched, never cached.
// Not a module of the app: it runs in the worker's global scope, with the few worker types it uses declared here
// (the project's lib is the DOM's, and the WebWorker lib cannot sit beside it).

import { isServerPath } from '../../shared/serverPaths.ts';

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly navigator: { readonly onLine: boolean };
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}
declare const self: WorkerScope;

/** Written by the build: its version (a hash of its file names) and the files the shell needs to start. */
declare const BUILD: { version: string; shell: string[] };

const CACHE_PREFIX = 'deputy-platform-';
const CACHE = `${CACHE_PREFIX}${BUILD.version}`;
const OFFLINE = '/offline.html';
/** Every page of the app is this build's index.html: kept at install, answered for navigations. */
const APP_PAGE = '/index.html';
/** The unhashed files kept for the offline page and the installed app's icons; asked for again on every install. */
const PUBLIC_FILES = [OFFLINE, '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png', '/icons/icon-512.png', '/icons/maskable-512.png', '/icons/apple-touch-icon.png'];

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

self.addEventListener('install', (event) => {
  // The shell's hashed files (what index.html loads) may come from the HTTP cache, where the first visit just put
  // them; unhashed files (index.html among them) are revalidated with the server (it may hold the previous
  // deployment's). skipWaiting: the new worker takes over on this open, not after every tab of the app is closed (an
  // installed app may never be) — safe because assets never change, and an open page that was served the previous
  // index.html reloads into this one unless it is in use (registerServiceWorker.ts).
  const requests = [
    ...[APP_PAGE, ...PUBLIC_FILES].map((url) => new Request(url, { cache: 'no-cache' })),
    ...BUILD.shell.map((url) => new Request(url)),
  ];
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  // The previous deployments' caches go; clients.claim: the page that installed this worker is served by it from now
  // on (its lazily loaded chunks are cached as they come), not only from its next load.
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // The server's answers and pages: always from the server, whatever the method (the session, live data, downloads,
  // the API documentation).
  if (url.origin !== self.location.origin || isServerPath(url.pathname)) return;
  if (request.mode === 'navigate') {
    // A page of the app has no extension; a file opened in a tab (/favicon.svg, a pdf.js font) is only passed on.
    if (!/\.[a-z0-9]+$/i.test(url.pathname)) event.respondWith(navigation(request));
    return;
  }
  if (isUnder(url.pathname, '/assets')) event.respondWith(cacheFirst(event));
  else if (PUBLIC_FILES.includes(url.pathname)) event.respondWith(networkFirst(request));
});

async function navigation(request: Request): Promise<Response> {
  if (self.navigator.onLine) {
    const page = await caches.match(APP_PAGE, { cacheName: CACHE });
    if (page) return page;
  }
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(OFFLINE, { cacheName: CACHE })) ?? Response.error();
  }
}

async function cacheFirst(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  // Only a whole answer (a 404 of a previous deployment's chunk must not be kept as that chunk), stored while the
  // page already reads it.
  if (response.status === 200) event.waitUntil(cache.put(request, response.clone()));
  return response;
}

async function networkFirst(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(request);
    if (cached) return cached;
    throw error;
  }
}

export {};
