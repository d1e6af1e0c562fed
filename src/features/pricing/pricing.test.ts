import { describe, expect, it } from 'vitest';
import { variantSchema, type Price, type Variant } from '../content/schemas/index.ts';
import {
  FREIGHT,
  QUANTITY_MAX,
  countedPrices,
  effectivePrice,
  isAgencyPriced,
  isPromoLive,
  lowestFamilyPrice,
  promoWindow,
  regionCurrency,
} from './pricing.ts';

type PriceInput = Partial<Omit<Price, 'metadata'>> & { metadata?: Partial<Price['metadata']> };

let nextId = 0;
const price = ({ metadata, ...rest }: PriceInput = {}): Price => ({
  currency: 'NZD',
  amount: '100.00',
  amountNum: Number(rest.amount ?? '100'),
  price_id: `price-${++nextId}`,
  territories: [],
  ...rest,
  metadata: { is_promo: false, is_agency: false, attribute_values: [], ...metadata },
});
const promo = (from: string, to: string, rest: PriceInput = {}): Price =>
  price({ ...rest, validity: { from, to }, metadata: { is_promo: true, ...rest.metadata } });
const variant = (prices: Price[], rest: Partial<Variant> = {}): Variant => {
  const parsed = variantSchema.parse({
    product_id: `variant-${++nextId}`,
    title: 'Strata CAD',
    attribute_values: [{ id: 'term', value: 'annual' }],
    prices,
    ...rest,
  });
  return {
    ...parsed,
    product_family_id: parsed.product_family_id ?? 'fam-1',
    product_category: parsed.product_category ?? 'Software',
  };
};
/** An instant given as New Zealand wall-clock time with its offset (+12 winter, +13 summer). */
const nz = (isoWithOffset: string) => new Date(isoWithOffset);

describe('regionCurrency', () => {
  it('maps nz to NZD, au to AUD, us to USD and na to none', () => {
    expect(regionCurrency('nz')).toBe('NZD');
    expect(regionCurrency('au')).toBe('AUD');
    expect(regionCurrency('us')).toBe('USD');
    expect(regionCurrency('na')).toBeNull();
  });

  it('defaults to nz', () => {
    expect(regionCurrency()).toBe('NZD');
  });
});

describe('constants', () => {
  it('flat drop-ship freight is 25 NZD and 20 AUD; the quantity maximum is 100', () => {
    expect(FREIGHT).toEqual({ nz: { amount: '25.00', currency: 'NZD' }, au: { amount: '20.00', currency: 'AUD' } });
    expect(QUANTITY_MAX).toBe(100);
  });
});

describe('isPromoLive (Pacific/Auckland time)', () => {
  const winter = promo('2025-06-10', '2025-06-20');

  it('promo starts 04:00 NZ time on the from day', () => {
    expect(isPromoLive(winter, nz('2025-06-10T03:59:59+12:00'))).toBe(false);
    expect(isPromoLive(winter, nz('2025-06-10T04:00:00+12:00'))).toBe(true);
  });

  it('promo ends 19:00 NZ time on the to day', () => {
    expect(isPromoLive(winter, nz('2025-06-20T19:00:00+12:00'))).toBe(true);
    expect(isPromoLive(winter, nz('2025-06-20T19:01:00+12:00'))).toBe(false);
    expect(isPromoLive(winter, nz('2025-06-20T19:00:01+12:00'))).toBe(false);
  });

  it('is live in between and not before or after', () => {
    expect(isPromoLive(winter, nz('2025-06-15T12:00:00+12:00'))).toBe(true);
    expect(isPromoLive(winter, nz('2025-06-09T23:00:00+12:00'))).toBe(false);
    expect(isPromoLive(winter, nz('2025-06-21T00:00:00+12:00'))).toBe(false);
  });

  it('uses summer time in summer: 03:59/04:00 and 19:00/19:01 NZDT', () => {
    const summer = promo('2025-01-10', '2025-01-15');
    expect(isPromoLive(summer, nz('2025-01-10T03:59:00+13:00'))).toBe(false);
    expect(isPromoLive(summer, nz('2025-01-10T04:00:00+13:00'))).toBe(true);
    expect(isPromoLive(summer, nz('2025-01-15T19:00:00+13:00'))).toBe(true);
    expect(isPromoLive(summer, nz('2025-01-15T19:01:00+13:00'))).toBe(false);
  });

  it('a window crossing the start of daylight saving opens in NZST and closes in NZDT', () => {
    const spring = promo('2025-09-20', '2025-10-05');
    expect(isPromoLive(spring, nz('2025-09-20T03:59:00+12:00'))).toBe(false);
    expect(isPromoLive(spring, nz('2025-09-20T04:00:00+12:00'))).toBe(true);
    expect(isPromoLive(spring, nz('2025-10-05T19:00:00+13:00'))).toBe(true);
    // 19:30 NZDT would still be 18:30 if the zone's winter offset were used.
    expect(isPromoLive(spring, nz('2025-10-05T19:30:00+13:00'))).toBe(false);
  });

  it('a window crossing the end of daylight saving opens in NZDT and closes in NZST', () => {
    const autumn = promo('2025-04-01', '2025-04-06');
    expect(isPromoLive(autumn, nz('2025-04-01T03:59:00+13:00'))).toBe(false);
    expect(isPromoLive(autumn, nz('2025-04-01T04:00:00+13:00'))).toBe(true);
    expect(isPromoLive(autumn, nz('2025-04-06T19:00:00+12:00'))).toBe(true);
    expect(isPromoLive(autumn, nz('2025-04-06T19:01:00+12:00'))).toBe(false);
  });

  it('a one-day promo on the day daylight saving starts runs 04:00 to 19:00 NZDT', () => {
    const day = promo('2025-09-28', '2025-09-28');
    expect(promoWindow(day)).toEqual({
      start: new Date('2025-09-27T15:00:00Z'),
      end: new Date('2025-09-28T06:00:00Z'),
    });
  });

  it('a promo without validity dates, or a standard price, is not live', () => {
    expect(isPromoLive(price({ metadata: { is_promo: true } }), new Date())).toBe(false);
    expect(isPromoLive(price({ validity: { from: '2020-01-01', to: '2099-01-01' } }), new Date())).toBe(false);
  });
});

describe('effectivePrice', () => {
  const inWindow = nz('2025-06-15T12:00:00+12:00');
  const afterWindow = nz('2025-06-21T12:00:00+12:00');

  it('counts only prices in the region currency', () => {
    const v = variant([price({ currency: 'AUD', amount: '90.00' }), price({ currency: 'NZD', amount: '100.00' })]);
    expect(effectivePrice(v, 'nz', inWindow)?.amount).toBe('100.00');
    expect(effectivePrice(v, 'au', inWindow)?.amount).toBe('90.00');
  });

  it('has no price in the wrong currency', () => {
    expect(effectivePrice(variant([price({ currency: 'NZD' })]), 'au', inWindow)).toBeUndefined();
  });

  it('uses USD prices in the us region and none in na', () => {
    const v = variant([price({ currency: 'USD', amount: '70.00' }), price({ currency: 'NZD' })]);
    expect(effectivePrice(v, 'us', inWindow)?.currency).toBe('USD');
    expect(effectivePrice(v, 'na', inWindow)).toBeUndefined();
  });

  it('a hidden variant has no price', () => {
    expect(effectivePrice(variant([price()], { hidden: true }), 'nz', inWindow)).toBeUndefined();
  });

  it('between equal amounts the first listed price wins', () => {
    const first = price({ amount: '10.00' });
    expect(effectivePrice(variant([first, price({ amount: '10.0' })]), 'nz', inWindow)?.price_id).toBe(first.price_id);
  });

  it('the lowest standard price wins, comparing amounts exactly', () => {
    const v = variant([price({ amount: '1200.00' }), price({ amount: '999.99' }), price({ amount: '1000.00' })]);
    expect(effectivePrice(v, 'nz', inWindow)?.amount).toBe('999.99');
  });

  it('a cheaper live promo beats the standard price', () => {
    const v = variant([price({ amount: '100.00' }), promo('2025-06-10', '2025-06-20', { amount: '80.00' })]);
    expect(effectivePrice(v, 'nz', inWindow)?.amount).toBe('80.00');
  });

  it('a dearer live promo still beats the standard price', () => {
    const v = variant([price({ amount: '100.00' }), promo('2025-06-10', '2025-06-20', { amount: '120.00' })]);
    expect(effectivePrice(v, 'nz', inWindow)?.amount).toBe('120.00');
  });

  it('the lowest of several live promos wins', () => {
    const v = variant([
      price({ amount: '50.00' }),
      promo('2025-06-10', '2025-06-20', { amount: '90.00' }),
      promo('2025-06-01', '2025-06-30', { amount: '85.00' }),
    ]);
    expect(effectivePrice(v, 'nz', inWindow)?.amount).toBe('85.00');
  });

  it('a promo out of its window does not count', () => {
    const v = variant([price({ amount: '100.00' }), promo('2025-06-10', '2025-06-20', { amount: '80.00' })]);
    expect(effectivePrice(v, 'nz', afterWindow)?.amount).toBe('100.00');
  });

  it('a promo for other attribute values does not count', () => {
    const v = variant([
      price({ amount: '100.00' }),
      promo('2025-06-10', '2025-06-20', {
        amount: '80.00',
        metadata: { attribute_values: [{ id: 'term', value: 'monthly' }] },
      }),
    ]);
    expect(effectivePrice(v, 'nz', inWindow)?.amount).toBe('100.00');
  });

  it('a promo counts when the variant has all its attribute values (and maybe more)', () => {
    const v = variant(
      [
        price({ amount: '100.00' }),
        promo('2025-06-10', '2025-06-20', {
          amount: '80.00',
          metadata: { attribute_values: [{ id: 'term', value: 'annual' }] },
        }),
      ],
      {
        attribute_values: [
          { id: 'term', value: 'annual' },
          { id: 'seats', value: '1' },
        ],
      },
    );
    expect(effectivePrice(v, 'nz', inWindow)?.amount).toBe('80.00');
  });

  it('a promo needs every one of its attribute values to match', () => {
    const v = variant([
      price({ amount: '100.00' }),
      promo('2025-06-10', '2025-06-20', {
        amount: '80.00',
        metadata: {
          attribute_values: [
            { id: 'term', value: 'annual' },
            { id: 'seats', value: '5' },
          ],
        },
      }),
    ]);
    expect(effectivePrice(v, 'nz', inWindow)?.amount).toBe('100.00');
  });

  it('a promo in the wrong currency does not count', () => {
    const v = variant([
      price({ amount: '100.00' }),
      promo('2025-06-10', '2025-06-20', { amount: '80.00', currency: 'AUD' }),
    ]);
    expect(effectivePrice(v, 'nz', inWindow)?.amount).toBe('100.00');
  });

  it('a variant with only a live promo sells at the promo, and at nothing once it ends', () => {
    const v = variant([promo('2025-06-10', '2025-06-20', { amount: '80.00' })]);
    expect(effectivePrice(v, 'nz', inWindow)?.amount).toBe('80.00');
    expect(effectivePrice(v, 'nz', afterWindow)).toBeUndefined();
  });

  it('returns the whole chosen price (its price_id goes to the cart)', () => {
    const chosen = price({ amount: '10.00' });
    expect(effectivePrice(variant([price({ amount: '20.00' }), chosen]), 'nz', inWindow)).toEqual(chosen);
  });

  it('countedPrices lists every price that counts', () => {
    const v = variant([price({ amount: '100.00' }), promo('2025-06-10', '2025-06-20'), price({ currency: 'AUD' })]);
    expect(countedPrices(v, 'nz', inWindow)).toHaveLength(2);
    expect(countedPrices(v, 'nz', afterWindow)).toHaveLength(1);
  });
});

describe('lowestFamilyPrice and isAgencyPriced', () => {
  const now = nz('2025-06-15T12:00:00+12:00');

  it('takes the lowest effective price across visible variants', () => {
    const family = {
      products: [
        variant([price({ amount: '300.00' })]),
        variant([price({ amount: '50.00' })], { hidden: true }),
        variant([price({ amount: '200.00' }), promo('2025-06-10', '2025-06-20', { amount: '250.00' })]),
        variant([price({ amount: '220.00' })]),
      ],
    };
    expect(lowestFamilyPrice(family, 'nz', now)?.amount).toBe('220.00');
  });

  it('has no lowest price when nothing counts in the region', () => {
    expect(lowestFamilyPrice({ products: [variant([price()])] }, 'au', now)).toBeUndefined();
    expect(lowestFamilyPrice({ products: [] }, 'nz', now)).toBeUndefined();
  });

  it('is agency-priced when every counted price is an agency price', () => {
    const agency = { is_agency: true };
    expect(
      isAgencyPriced(
        { products: [variant([price({ metadata: agency })]), variant([price({ metadata: agency })])] },
        'nz',
        now,
      ),
    ).toBe(true);
    expect(isAgencyPriced({ products: [variant([price({ metadata: agency })]), variant([price()])] }, 'nz', now)).toBe(
      false,
    );
  });

  it('ignores prices that do not count (other currency, hidden variant) when judging agency pricing', () => {
    const family = {
      products: [
        variant([price({ metadata: { is_agency: true } }), price({ currency: 'AUD' })]),
        variant([price()], { hidden: true }),
      ],
    };
    expect(isAgencyPriced(family, 'nz', now)).toBe(true);
  });

  it('is not agency-priced without counted prices', () => {
    expect(isAgencyPriced({ products: [] })).toBe(false);
  });
});
