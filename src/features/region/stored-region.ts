/**
 * The buyer's region as the store keeps it (`tasman:region`), read without the store's schemas (no zod
 * for the islands that only need to know it): the default region when nothing valid is stored.
 */
import { REGION_STORAGE_KEY } from '../cart/events.ts';
import type { RegionCode } from '../content/schemas/index.ts';
import { DEFAULT_REGION } from '../routing/site-routes.ts';
import { browserStorage } from '../store/web-storage.ts';
import { targetRegion } from './region-change.ts';

/** The stored region, or DEFAULT_REGION. */
export function storedRegion(storage: Pick<Storage, 'getItem'> | undefined = browserStorage()): RegionCode {
  try {
    const value: unknown = JSON.parse(storage?.getItem(REGION_STORAGE_KEY) ?? 'null');
    return (typeof value === 'string' ? targetRegion(value) : undefined) ?? DEFAULT_REGION;
  } catch {
    return DEFAULT_REGION;
  }
}
