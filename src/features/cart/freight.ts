/**
 * The flat drop-ship freight line hardware brings (docs/requirements.md#freight: 25 NZD, 20 AUD). Built from the
 * catalogue's Freight product when the page was given it (the demo dataset has one: FREIGHT-DROPSHIP,
 * prices FREIGHT-DROPSHIP-NZD / -AUD), so the order names a product the server can price; otherwise a
 * synthetic line with the same stable ids and the constant amounts.
 */
import type { Price } from '../content/schemas/index.ts';
import { effectivePrice, FREIGHT } from '../pricing/pricing.ts';
import type { CartLine, RegionCode } from '../../lib/store/types.ts';
import { lineFromVariant, type LineOptions, type LineVariant } from './line.ts';

/** Ids of the synthetic freight product (the same as the demo catalogue's, so orders stay comparable). */
export const SYNTHETIC_FREIGHT = {
  product_id: 'FREIGHT-DROPSHIP',
  product_family_id: 'PF-9001',
  title: 'Drop-ship freight',
} as const;

/** The synthetic freight variant for a region: one price at the flat amount in the region's currency. */
export function syntheticFreightVariant(region: RegionCode): LineVariant {
  const { amount, currency } = FREIGHT[region];
  const price: Price = {
    currency,
    amount,
    amountNum: Number(amount),
    price_id: `${SYNTHETIC_FREIGHT.product_id}-${currency}`,
    territories: [],
    metadata: { is_promo: false, is_agency: false, attribute_values: [] },
  };
  return { ...SYNTHETIC_FREIGHT, product_category: 'Freight', attribute_values: [], prices: [price] };
}

/**
 * The freight line for a region: from the catalogue's freight variant when it has a price there,
 * else the synthetic one. Quantity is always 1 (flat rate per order).
 */
export function freightLine(
  region: RegionCode,
  catalogue: LineVariant | undefined,
  now: Date,
  options: Omit<LineOptions, 'quantity'> = {},
): CartLine {
  const fromCatalogue = catalogue ? effectivePrice({ ...catalogue, hidden: false }, region, now) : undefined;
  const variant = fromCatalogue && catalogue ? catalogue : syntheticFreightVariant(region);
  const price = fromCatalogue ?? variant.prices[0];
  if (!price) throw new RangeError(`no freight price for ${region}`);
  return lineFromVariant(variant, price, { ...options, quantity: 1 });
}
