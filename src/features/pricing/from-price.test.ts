import { describe, expect, it } from 'vitest';
import { variantSchema, type Variant } from '../content/schemas/index.ts';
import { cardPriceRegion, fromPriceText, fromPricesByRegion } from './from-price.ts';

const NOW = new Date('2026-11-25T12:00:00+13:00');
let next = 0;
const variant = (
  prices: { currency: string; amount: string; is_agency?: boolean }[],
  rest: Partial<Variant> = {},
): Variant =>
  variantSchema.parse({
    product_id: `v-${++next}`,
    title: 'Strata BIM',
    product_family_id: 'f',
    product_category: 'Software',
    attribute_values: [],
    prices: prices.map(({ currency, amount, is_agency = false }) => ({
      currency,
      amount,
      amountNum: Number(amount),
      price_id: `p-${++next}`,
      territories: [],
      metadata: { is_promo: false, is_agency, attribute_values: [] },
    })),
    ...rest,
  }) as Variant; // a family's variant: its product_family_id is given above

describe('the from-price of a product card', () => {
  const family = {
    products: [
      variant([
        { currency: 'NZD', amount: '3450.00' },
        { currency: 'AUD', amount: '3150.00' },
      ]),
      variant([
        { currency: 'NZD', amount: '430.00' },
        { currency: 'AUD', amount: '395.00' },
      ]),
      variant([{ currency: 'NZD', amount: '99.00' }], { hidden: true }),
    ],
  };

  it("is the lowest visible variant price in the region's currency, excl. GST", () => {
    expect(fromPriceText(family, ['nz', 'au'], 'nz', NOW)).toBe('from $430.00 NZD excl. GST');
    expect(fromPriceText(family, ['nz', 'au'], 'au', NOW)).toBe('from $395.00 AUD excl. GST');
    expect(fromPricesByRegion(family, ['nz', 'au'], NOW)).toEqual({
      nz: 'from $430.00 NZD excl. GST',
      au: 'from $395.00 AUD excl. GST',
    });
  });

  it('is nothing where the family is not offered, has no price, or sells by enquiry only', () => {
    expect(fromPriceText(family, ['au'], 'nz', NOW)).toBeUndefined();
    expect(
      fromPriceText({ products: [variant([{ currency: 'AUD', amount: '10.00' }])] }, ['nz', 'au'], 'nz', NOW),
    ).toBeUndefined();
    expect(
      fromPriceText(
        { products: [variant([{ currency: 'NZD', amount: '8900.00', is_agency: true }])] },
        ['nz'],
        'nz',
        NOW,
      ),
    ).toBeUndefined();
  });

  it("shows the page's region, else the default region, else the product's own", () => {
    expect(cardPriceRegion(['nz', 'au'], 'au', 'nz')).toBe('au');
    expect(cardPriceRegion(['au'], 'nz', 'nz')).toBeUndefined();
    expect(cardPriceRegion(['nz', 'au'], undefined, 'nz')).toBe('nz');
    expect(cardPriceRegion(['au'], undefined, 'nz')).toBe('au');
  });
});
