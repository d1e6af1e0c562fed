/**
 * The cart's ecommerce events on `window.dataLayer`. GA4 asks to clear the previous ecommerce object
 * before each ecommerce event, so a `{ ecommerce: null }` goes first.
 */
import { pushToDataLayer } from '../analytics/data-layer.ts';
import type { GaEcommerceEvent } from './analytics.ts';

/** Push an ecommerce event (nothing on the server or for `undefined`). */
export function pushEcommerce(event: GaEcommerceEvent | undefined): void {
  if (!event) return;
  pushToDataLayer({ ecommerce: null }, { ...event });
}
