/**
 * The site's service worker (docs/requirements.md#page-loading-and-offline), built by @vite-pwa/astro (`injectManifest`: this file, with the
 * build's precache list injected where the manifest placeholder is read below). Visited pages and the files they use
 * are kept as they are fetched (and those of the page that registered the worker, which it sends in a
 * `cache-urls` message, since they loaded before the worker existed); offline, a kept page is served,
 * and a page never visited gets the offline page. What cache-rules.ts calls network-only (/app, /api,
 * search, payment, preview) never touches a cache. A new build installs a new worker that takes over
 * at once (skipWaiting, clients.claim); the page decides whether to reload (register-worker.ts).
 *
 * Service worker types are declared here by hand: the project's TypeScript lib is the DOM's, and
 * adding the WebWorker lib beside it clashes.
 */
import { CACHE_NAMES, OFFLINE_PATH, cacheRuleFor, precacheName } from './cache-rules.ts';

interface WorkerEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerFetchEvent extends WorkerEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerMessageEvent extends WorkerEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly __WB_MANIFEST: readonly { url: string; revision: string | null }[];
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: WorkerEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: WorkerFetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
}
declare const self: WorkerScope;

const manifest = self.__WB_MANIFEST;
// The build's version: the precache entries' revisions change with every build that changes them.
const version = manifest.map((entry) => `${entry.url}@${entry.revision ?? ''}`).join('|');
const hash = [...version].reduce((sum, char) => (Math.imul(sum, 31) + char.charCodeAt(0)) | 0, 7);
const PRECACHE = precacheName((hash >>> 0).toString(36));
const origin = self.location.origin;
const precacheUrls = [
  OFFLINE_PATH,
  ...manifest.map((entry) => new URL(entry.url, self.location.href).pathname).filter((path) => !path.endsWith('.html')),
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PRECACHE)
      .then((cache) => cache.addAll([...new Set(precacheUrls)]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const keep = new Set<string>([PRECACHE, CACHE_NAMES.pages, CACHE_NAMES.assets]);
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith('tasman-') && !keep.has(name)).map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** Keep a good answer of this origin (not a redirect, an error, or one that asks not to be stored). */
async function keep(cacheName: string, request: Request | string, response: Response): Promise<void> {
  if (!response.ok || response.type !== 'basic' || /no-store/.test(response.headers.get('Cache-Control') ?? '')) return;
  await (await caches.open(cacheName)).put(request, response);
}

async function networkFirst(request: Request, cacheName: string, fallback?: string): Promise<Response> {
  try {
    const response = await fetch(request);
    void keep(cacheName, request, response.clone());
    return response;
  } catch (error) {
    const kept =
      (await caches.match(request, { ignoreVary: true })) ?? (fallback ? await caches.match(fallback) : undefined);
    if (kept) return kept;
    throw error;
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const kept = await caches.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  void keep(CACHE_NAMES.assets, request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const rule = cacheRuleFor(request, origin);
  if (rule === 'network-only') return;
  if (rule === 'page') event.respondWith(networkFirst(request, CACHE_NAMES.pages, OFFLINE_PATH));
  else if (rule === 'cache-first') event.respondWith(cacheFirst(request));
  else event.respondWith(networkFirst(request, CACHE_NAMES.assets));
});

/** Keep what the registering page loaded before the worker was there (its own URL and its files). */
async function keepUrls(urls: readonly string[]): Promise<void> {
  await Promise.all(
    urls.map(async (url) => {
      const rule = cacheRuleFor({ method: 'GET', url, mode: 'no-cors' }, origin);
      if (rule === 'network-only' || (await caches.match(url))) return;
      const isPage = new URL(url).pathname.endsWith('/');
      try {
        await keep(
          isPage ? CACHE_NAMES.pages : CACHE_NAMES.assets,
          url,
          await fetch(url, { credentials: 'same-origin' }),
        );
      } catch {
        // Offline or gone: nothing to keep.
      }
    }),
  );
}

self.addEventListener('message', (event) => {
  const { data } = event;
  if (
    typeof data !== 'object' ||
    data === null ||
    !('type' in data) ||
    data.type !== 'cache-urls' ||
    !('urls' in data) ||
    !Array.isArray(data.urls)
  )
    return;
  event.waitUntil(keepUrls(data.urls.filter((url): url is string => typeof url === 'string')));
});
