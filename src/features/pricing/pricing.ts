import type { Price, ProductFamily, Variant } from '../content/schemas/index.ts';
import { toCents, type Currency } from './money.ts';
import { zonedTime } from './nz-time.ts';

export * from './money.ts';

/** Regions prices are judged for: the site's two, plus `us` and `na` (no currency) of docs/requirements.md#regions. */
export type PricingRegion = 'nz' | 'au' | 'us' | 'na';

/** Region currency (docs/requirements.md#prices-and-gst). */
export const REGION_CURRENCIES: Readonly<Record<PricingRegion, Currency | null>> = {
  nz: 'NZD',
  au: 'AUD',
  us: 'USD',
  na: null,
};
export const DEFAULT_PRICING_REGION: PricingRegion = 'nz';

/** Flat drop-ship freight added with hardware (docs/requirements.md#freight). */
export const FREIGHT = {
  nz: { amount: '25.00', currency: 'NZD' },
  au: { amount: '20.00', currency: 'AUD' },
} as const satisfies Record<string, { amount: string; currency: Currency }>;

/** The most of one line a visitor may order. */
export const QUANTITY_MAX = 100;

/** Promo hours in Pacific/Auckland time: from 04:00 on `validity.from` to 19:00 on `validity.to`. */
export const PROMO_START_HOUR = 4;
export const PROMO_END_HOUR = 19;

/** The currency a region sells in (`null` for `na`); the default region is nz. */
export const regionCurrency = (region: PricingRegion = DEFAULT_PRICING_REGION): Currency | null =>
  REGION_CURRENCIES[region];

/** The instants a promo's validity stands for (undefined without validity dates). */
export function promoWindow(price: Pick<Price, 'validity'>): { start: Date; end: Date } | undefined {
  if (!price.validity) return undefined;
  return { start: zonedTime(price.validity.from, PROMO_START_HOUR), end: zonedTime(price.validity.to, PROMO_END_HOUR) };
}

/**
 * Whether a promo price is live at `now`: from 04:00 on its `from` date to 19:00 (inclusive) on its
 * `to` date, Pacific/Auckland time. A price that is not a promo, or a promo without dates, is not.
 */
export function isPromoLive(price: Pick<Price, 'validity' | 'metadata'>, now: Date): boolean {
  const window = price.metadata.is_promo ? promoWindow(price) : undefined;
  return window !== undefined && now >= window.start && now <= window.end;
}

/** Whether a variant carries every attribute value a promo names (a promo naming none fits all). */
function promoFits(price: Price, variant: Variant): boolean {
  return price.metadata.attribute_values.every((wanted) =>
    variant.attribute_values.some((own) => own.id === wanted.id && own.value === wanted.value),
  );
}

/**
 * The prices of a variant that count in a region at `now` (docs/requirements.md#prices-and-gst): the region's currency, the
 * variant not hidden, and for promos a live validity and matching attribute values.
 */
export function countedPrices(variant: Variant, region: PricingRegion, now: Date): Price[] {
  const currency = regionCurrency(region);
  if (!currency || variant.hidden) return [];
  return variant.prices.filter(
    (price) =>
      price.currency === currency &&
      (!price.metadata.is_promo || (isPromoLive(price, now) && promoFits(price, variant))),
  );
}

const cheapest = (prices: readonly Price[]): Price | undefined =>
  prices.reduce<Price | undefined>(
    (best, price) => (best && toCents(best.amount) <= toCents(price.amount) ? best : price),
    undefined,
  );

/** The price a variant sells at: a counted promo beats standard prices; the lowest amount wins. */
export function effectivePrice(variant: Variant, region: PricingRegion, now: Date): Price | undefined {
  const prices = countedPrices(variant, region, now);
  return cheapest(prices.filter((price) => price.metadata.is_promo)) ?? cheapest(prices);
}

/** The lowest effective price across a family's visible variants ("from $…"). */
export function lowestFamilyPrice(
  family: Pick<ProductFamily, 'products'>,
  region: PricingRegion,
  now: Date,
): Price | undefined {
  return cheapest(family.products.flatMap((variant) => effectivePrice(variant, region, now) ?? []));
}

/**
 * Whether a family is agency-priced (shows 'Enquire now', not 'Buy now'): it has counted prices in
 * the region and every one is `is_agency`.
 */
export function isAgencyPriced(
  family: Pick<ProductFamily, 'products'>,
  region: PricingRegion = DEFAULT_PRICING_REGION,
  now = new Date(),
): boolean {
  const prices = family.products.flatMap((variant) => countedPrices(variant, region, now));
  return prices.length > 0 && prices.every((price) => price.metadata.is_agency);
}
