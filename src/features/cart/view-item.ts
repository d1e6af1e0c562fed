/**
 * view_item on a buy-now page whose island waits for the visitor's intent (docs/requirements.md#cart): the server
 * judges the event for the region and time it renders the options for, and a framework-free page
 * script pushes it on load when that judgement still holds for this visitor (same region, no promo
 * boundary between the two clocks). When it does not hold, the island hydrates at once (client:intent's
 * `storedOtherThan`, `staleBefore` and `staleAfter`) and pushes the event itself; the attribute on <html> keeps the
 * event to one per page view either way.
 */
import type { GaEcommerceEvent } from './analytics.ts';
import { pushEcommerce } from '../analytics/data-layer.ts';
import { REGION_STORAGE_KEY } from './events.ts';
import { browserStorage } from '../../lib/store/web-storage.ts';
import type { RegionCode } from '../../lib/store/types.ts';

/** Set on <html> once view_item was pushed for this page view. */
export const VIEW_ITEM_SENT_ATTRIBUTE = 'data-view-item-sent';

/** What the page hands its script (a data attribute): the server's event and when it holds. */
export interface PrerenderedViewItem {
  event: GaEcommerceEvent;
  /** The region the event was judged for. */
  region: RegionCode;
  /** The page's region; absent on a global page, where the visitor's stored region applies. */
  pageRegion?: RegionCode | undefined;
  /** The region of a visitor who stored none. */
  defaultRegion: RegionCode;
  /** Before this instant (ISO) the event does not hold (a promo boundary lies between). */
  staleBefore?: string | undefined;
  /** From this instant (ISO) a promo boundary has passed and the event no longer holds. */
  staleAfter?: string | undefined;
}

/** Whether the server's event holds for a visitor with this stored region text at `now`. */
export function prerenderedViewItemHolds(data: PrerenderedViewItem, storedRegion: string | null, now: Date): boolean {
  if (data.staleBefore !== undefined && now.getTime() < Date.parse(data.staleBefore)) return false;
  if (data.staleAfter !== undefined && now.getTime() >= Date.parse(data.staleAfter)) return false;
  if (data.pageRegion !== undefined) return data.pageRegion === data.region;
  return (storedRegion ?? JSON.stringify(data.defaultRegion)) === JSON.stringify(data.region);
}

/** Push view_item once per page view (the island's path: nothing if the page script already did). */
export function pushViewItemOnce(event: GaEcommerceEvent | undefined): void {
  const html = document.documentElement;
  if (!event || html.hasAttribute(VIEW_ITEM_SENT_ATTRIBUTE)) return;
  html.setAttribute(VIEW_ITEM_SENT_ATTRIBUTE, '');
  pushEcommerce(event);
}

/** The page script's path: push the server's event when it holds for this visitor. */
export function pushPrerenderedViewItem(element: Element | null): void {
  const text = element?.getAttribute('data-view-item');
  if (!text) return;
  let data: PrerenderedViewItem;
  try {
    data = JSON.parse(text) as PrerenderedViewItem;
  } catch {
    return;
  }
  if (prerenderedViewItemHolds(data, browserStorage()?.getItem(REGION_STORAGE_KEY) ?? null, new Date()))
    pushViewItemOnce(data.event);
}
