/**
 * The one place that writes to `window.dataLayer` (the tag manager's queue). GA4 asks to clear the
 * previous ecommerce object before each ecommerce event, so a `{ ecommerce: null }` goes first.
 */
import type { GaEcommerceEvent } from './analytics.ts';

type WithDataLayer = typeof globalThis & { dataLayer?: unknown[] };

/** Push an ecommerce event (nothing on the server or for `undefined`). */
export function pushEcommerce(event: GaEcommerceEvent | undefined): void {
  if (!event || typeof window === 'undefined') return;
  const target = window as WithDataLayer;
  target.dataLayer ??= [];
  target.dataLayer.push({ ecommerce: null }, event);
}
