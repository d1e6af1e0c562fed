/**
 * `window.dataLayer`, the tag manager's queue: page views (page-view.ts) and the cart's ecommerce
 * events (cart/data-layer.ts) are pushed here whether or not a tag manager is loaded (GTM_ID); GTM
 * reads what was queued before it arrived.
 */
type WithDataLayer = typeof globalThis & { dataLayer?: unknown[] };

/** Push entries in order (nothing on the server). */
export function pushToDataLayer(...entries: readonly Record<string, unknown>[]): void {
  if (typeof window === 'undefined') return;
  const target = window as WithDataLayer;
  target.dataLayer ??= [];
  target.dataLayer.push(...entries);
}
