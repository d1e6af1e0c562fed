/**
 * `window.dataLayer`, the tag manager's queue: page views (page-view.ts) and the cart's ecommerce
 * events (`pushEcommerce`, below) are pushed here whether or not a tag manager is loaded (GTM_ID); GTM
 * reads what was queued before it arrived.
 */
import { whenShown } from '../speculation/when-shown.ts';

type WithDataLayer = typeof globalThis & { dataLayer?: unknown[] };

/**
 * Push entries in order (nothing on the server). On a prerendered page nobody has seen yet (an island
 * may hydrate there), they wait until it is shown: an event counts what a person saw.
 */
export function pushToDataLayer(...entries: readonly Record<string, unknown>[]): void {
  if (typeof window === 'undefined') return;
  const target = window as WithDataLayer;
  target.dataLayer ??= [];
  whenShown(() => {
    (target.dataLayer ??= []).push(...entries);
  });
}

/**
 * Push a cart's ecommerce event (cart/analytics.ts; nothing on the server or for `undefined`). GA4 asks
 * to clear the previous ecommerce object before each ecommerce event, so a `{ ecommerce: null }` goes
 * first. Here rather than beside the cart's events: the buy-now page's script and the /app share it, and
 * in the layout's file it brings neither the store nor a file of its own to that page.
 */
export function pushEcommerce(event: Readonly<{ event: string; ecommerce: object }> | undefined): void {
  if (!event) return;
  pushToDataLayer({ ecommerce: null }, { ...event });
}
