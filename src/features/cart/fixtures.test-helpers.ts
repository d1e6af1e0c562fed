/**
 * Variants and lines for the cart's unit tests, shaped like the demo catalogue (Strata BIM licences,
 * Kea Orbit hardware, the drop-ship freight product, a CTS plan).
 */
import type { Price, Variant } from '../content/schemas/index.ts';
import type { CartLine } from '../../lib/store/types.ts';
import { lineFromVariant } from './line.ts';

/** A standard price (overrides merge in). */
export const price = (overrides: Partial<Price> = {}): Price => ({
  currency: 'NZD',
  amount: '100.00',
  amountNum: 100,
  price_id: `P-${overrides.currency ?? 'NZD'}-${overrides.amount ?? '100.00'}`,
  territories: [],
  metadata: { is_promo: false, is_agency: false, attribute_values: [] },
  ...overrides,
});

/** A variant with NZD and AUD prices. */
export const variant = (
  productId: string,
  category: Variant['product_category'],
  nzd: string,
  aud: string,
  overrides: Partial<Variant> = {},
): Variant => ({
  _key: `key-${productId}`,
  product_id: productId,
  title: productId,
  hidden: false,
  attribute_values: [],
  prices: [
    price({ amount: nzd, price_id: `${productId}-NZD` }),
    price({ currency: 'AUD', amount: aud, price_id: `${productId}-AUD` }),
  ],
  product_family_id: `PF-${category}`,
  product_category: category,
  ...overrides,
});

export const licence = variant('SBIM-SUB-1Y', 'Software', '3450.00', '3150.00');
export const licence3y = variant('SBIM-SUB-3Y', 'Software', '9315.00', '8505.00');
export const hardware = variant('KEA-ORBIT', 'Hardware', '249.00', '229.00');
export const hardwarePro = variant('KEA-ORBIT-PRO', 'Hardware', '599.00', '549.00');
export const service = variant('SVC-IMPL-DAY', 'Services', '1980.00', '1820.00');
export const ctsEssential = variant('CTS-ESSENTIAL', 'CTS', '4800.00', '4400.00');
export const ctsPremier = variant('CTS-PREMIER', 'CTS', '9600.00', '8800.00');
export const catalogueFreight = variant('FREIGHT-DROPSHIP', 'Freight', '25.00', '20.00', {
  title: 'Drop-ship freight',
  product_family_id: 'PF-9001',
});

let counter = 0;
/** A line for a variant at its first price in `currency`, with a predictable id. */
export function lineOf(source: Variant, quantity = 1, currency: 'NZD' | 'AUD' = 'NZD'): CartLine {
  const chosen = source.prices.find((each) => each.currency === currency);
  if (!chosen) throw new Error(`no ${currency} price`);
  counter += 1;
  return lineFromVariant(source, chosen, { quantity, lineitemId: `LINE${String(counter).padStart(4, '0')}` });
}
