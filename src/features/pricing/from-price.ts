/**
 * The "from $X excl. GST" line of product cards and the /products listing: a buyer compares
 * prices before opening a product. Pure: no IO.
 */
import type { ProductFamily, RegionCode } from '../content/schemas/index.ts';
import { EXCL_GST, priceText, toCents } from './money.ts';
import { effectivePrice } from './pricing.ts';

/**
 * The lowest price a visible variant sells at in `region` (docs/requirements.md#prices-and-gst rules: the region's currency, not
 * hidden, live promos first), as "from $3,450.00 NZD excl. GST". None when the family is not offered
 * in the region (`offered`: its regions) or has no price there; agency prices (sold by enquiry,
 * docs/requirements.md#who-may-do-what) do not count.
 */
export function fromPriceText(
  family: Pick<ProductFamily, 'products'>,
  offered: readonly RegionCode[],
  region: RegionCode,
  now: Date,
): string | undefined {
  if (!offered.includes(region)) return undefined;
  const cents = family.products
    .flatMap((variant) => effectivePrice(variant, region, now) ?? [])
    .filter((price) => !price.metadata.is_agency);
  const lowest = cents.reduce<(typeof cents)[number] | undefined>(
    (best, price) => (best && toCents(best.amount) <= toCents(price.amount) ? best : price),
    undefined,
  );
  return lowest ? `from ${priceText(toCents(lowest.amount), lowest.currency, EXCL_GST)}` : undefined;
}

/** The from-price line in each region the family is offered in (for pages that belong to no region). */
export function fromPricesByRegion(
  family: Pick<ProductFamily, 'products'>,
  offered: readonly RegionCode[],
  now: Date,
): Partial<Record<RegionCode, string>> {
  const prices: Partial<Record<RegionCode, string>> = {};
  for (const region of offered) {
    const text = fromPriceText(family, offered, region, now);
    if (text) prices[region] = text;
  }
  return prices;
}

/**
 * Which region's price a card shows: the page's region (nothing if the family is not offered there);
 * on a page of no region, the default region's when offered there, else the family's own region's
 * (an AU-only product shows its AUD price, never an NZD one).
 */
export function cardPriceRegion(
  offered: readonly RegionCode[],
  pageRegion: RegionCode | undefined,
  defaultRegion: RegionCode,
): RegionCode | undefined {
  if (pageRegion) return offered.includes(pageRegion) ? pageRegion : undefined;
  return offered.includes(defaultRegion) ? defaultRegion : offered[0];
}
