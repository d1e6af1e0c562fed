/**
 * `window.dataLayer`, the tag manager's queue: page views (page-view.ts) and the cart's ecommerce
 * events (cart/data-layer.ts) are pushed here whether or not a tag manager is loaded (GTM_ID); GTM
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
  whenShown(() => { (target.dataLayer ??= []).push(...entries); });
}
