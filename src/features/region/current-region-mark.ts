/**
 * The region switcher's current region on pages that belong to no region (the /app screens): the
 * server renders "Global" as current there, but a buyer shopping in a region is in that region
 * (the store's $region: the cart's currency, the prices), so the switcher says so.
 * Framework-free; RegionSwitcher.astro draws the links.
 */
import type { RegionCode } from '../content/schemas/index.ts';

/** Marks the switcher link of `region` current (aria-current="true") and no other. */
export function markCurrentRegion(root: ParentNode, region: RegionCode): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('.region-switcher a[data-region]')) {
    if (link.dataset['region'] === region) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  }
}
