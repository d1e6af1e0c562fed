/**
 * The stored region and the stored cart's currency, read from localStorage's raw text without the
 * store (no zod on content pages), for the region suggestion and the page's region.
 */
import { CART_STORAGE_KEY, REGION_STORAGE_KEY } from '../cart/events.ts';
import { storedCartView } from '../cart/stored-cart-view.ts';
import { browserStorage } from '../../lib/store/web-storage.ts';
import type { RegionCode } from '../../schemas/region-code.ts';
import { targetRegion } from './region-change.ts';
import { DEFAULT_REGION } from '../../schemas/regions.ts';

/** The region stored by the store or the header's region links, if readable. */
export function storedRegion(storage: Pick<Storage, 'getItem'> | undefined): RegionCode | undefined {
  try {
    const value: unknown = JSON.parse(storage?.getItem(REGION_STORAGE_KEY) ?? 'null');
    return typeof value === 'string' ? targetRegion(value) : undefined;
  } catch {
    return undefined;
  }
}

/** The stored cart's currency (the region it belongs to), read for display only. */
export const cartCurrency = (storage: Storage | undefined): string | undefined =>
  storedCartView(storage?.getItem(CART_STORAGE_KEY)).currency;

/** Remember `region` as the visitor's (as the header's region links do). */
export const rememberRegion = (region: RegionCode): void => {
  browserStorage()?.setItem(REGION_STORAGE_KEY, JSON.stringify(region));
};

/** The region whose products a buyer is shown where the page has none (/search): the stored one, else the default. */
export const buyerRegion = (storage: Pick<Storage, 'getItem'> | undefined = browserStorage()): RegionCode =>
  storedRegion(storage) ?? DEFAULT_REGION;
