/**
 * A tiny history router for the /app mini-app (no router library: ten fixed routes). It keeps the
 * address in `location.pathname`, tells subscribers when it changes (pushState or back/forward) and
 * scrolls to the top on each change (docs/requirements.md#screen-elements). Framework-free; use-path.ts adapts it to React.
 */

import { reportPageView } from '../features/analytics/page-view.ts';

type Listener = () => void;
const listeners = new Set<Listener>();
let navigations = 0;

/** The path the app shows now. */
export const currentPath = (): string => window.location.pathname;

/** The query of the address ('' while the server renders a static screen, static-screens.ts). */
export const currentSearch = (): string => (typeof window === 'undefined' ? '' : window.location.search);

/** Whether the visitor moved inside the app since the page loaded (headings take focus only then). */
export const hasNavigated = (): boolean => navigations > 0;

/** A route change: scroll to the top and report a page view (docs/requirements.md#monitoring-and-page-views), unless it only redirected (`replace`). */
function changed({ report = true }: { report?: boolean } = {}): void {
  navigations += 1;
  window.scrollTo(0, 0);
  if (report) reportPageView();
  for (const listener of listeners) listener();
}

/** Go to an /app path: a new history entry, or with `replace` the current one (redirects). */
export function navigate(path: string, { replace = false }: { replace?: boolean } = {}): void {
  const target = new URL(path, window.location.href);
  if (target.pathname === window.location.pathname && target.search === window.location.search) return;
  if (replace) window.history.replaceState(null, '', target);
  else window.history.pushState(null, '', target);
  changed({ report: !replace });
}

const onPopState = (): void => changed();

/** Listen for path changes; returns the unsubscribe function (useSyncExternalStore's shape). */
export function subscribe(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', onPopState);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', onPopState);
  };
}
