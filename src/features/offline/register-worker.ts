/**
 * Registers the service worker (docs/requirements.md#page-loading-and-offline) from the site's own script file (the strict CSP allows no
 * new inline script) and applies the reload rules (reload-rules.ts) when a new worker takes over: a
 * page that saw resources fail, or whose build (`<html data-build>`) is not the deployed one
 * (`/build.json`), reloads once. The worker is also sent this page's URL and files to keep, since they
 * loaded before it controlled the page.
 */
import { tabStorage } from '../../lib/store/web-storage.ts';
import { reloadFor, RELOADED_FOR_KEY } from './reload-rules.ts';

let resourcesFailed = false;

/** Note failures of this page's scripts and stylesheets, and of lazily imported modules. */
function watchResourceFailures(): void {
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement || (target instanceof HTMLLinkElement && target.rel === 'stylesheet'))
        resourcesFailed = true;
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (
      reason instanceof Error &&
      /dynamically imported module|module script failed|Failed to fetch/i.test(reason.message)
    )
      resourcesFailed = true;
  });
}

async function deployedBuild(): Promise<string | undefined> {
  try {
    const response = await fetch('/build.json', { cache: 'no-store' });
    const body: unknown = response.ok ? await response.json() : undefined;
    return typeof body === 'object' && body !== null && 'build' in body && typeof body.build === 'string'
      ? body.build
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reload once if this page's resources failed or its build is not the deployed one. Part of this
 * script, not imported on demand: after a deployment the old build's other files may be gone.
 */
async function reloadIfStale(): Promise<void> {
  const storage = tabStorage();
  const target = reloadFor({
    resourcesFailed,
    pageBuild: document.documentElement.dataset['build'],
    deployedBuild: await deployedBuild(),
    reloadedFor: storage?.getItem(RELOADED_FOR_KEY) ?? null,
  });
  if (!target || !storage) return;
  storage.setItem(RELOADED_FOR_KEY, target);
  window.location.reload();
}

/** This page and the same-origin files it loaded. */
function loadedUrls(): string[] {
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(window.location.origin));
  return [window.location.href.split('#')[0] ?? window.location.href, ...files];
}

/** Register /sw.js and follow its updates (browser only; nothing where workers are unsupported). */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  watchResourceFailures();
  const container = navigator.serviceWorker;
  const hadController = Boolean(container.controller);
  container.addEventListener('controllerchange', () => {
    // The first worker taking over a fresh visit is not an update.
    if (hadController) void reloadIfStale();
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) void reloadIfStale();
  });
  void container
    .register('/sw.js', { scope: '/' })
    .catch((error: unknown) => console.warn('The service worker could not be registered.', error));
  void container.ready.then((registration) =>
    registration.active?.postMessage({ type: 'cache-urls', urls: loadedUrls() }),
  );
}
