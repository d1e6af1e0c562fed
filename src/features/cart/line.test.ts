import { describe, expect, it } from 'vitest';
import { hasFixedQuantity, isCts, isFreight, isHardware, isLicensing, lineFromVariant } from './line.ts';
import { LINE_ID_PATTERN } from '../orders/ids.ts';
import { ctsEssential, hardware, licence, price } from './fixtures.test-helpers.ts';

describe('lineFromVariant', () => {
  it('builds the cart line shape', () => {
    const chosen = price({ amount: '3450.00', price_id: 'SBIM-SUB-1Y-NZD' });
    const line = lineFromVariant(licence, chosen, {
      quantity: 2,
      pathname: '/nz/products/strata-bim/buy-now/',
      lineitemId: 'ABCD1234',
    });
    expect(line).toEqual({
      lineitem_id: 'ABCD1234',
      _key: 'key-SBIM-SUB-1Y',
      product: {
        product_id: 'SBIM-SUB-1Y',
        product_family_id: 'PF-Software',
        product_category: 'Software',
        prices: licence.prices,
        attribute_values: [],
      },
      quantity: 2,
      price: {
        currency: 'NZD',
        amount: '3450.00',
        price_id: 'SBIM-SUB-1Y-NZD',
        metadata: { is_promo: false, is_agency: false, attribute_values: [] },
      },
      title: 'SBIM-SUB-1Y',
      pathname: '/nz/products/strata-bim/buy-now/',
    });
    expect(line.lineitem_id).toMatch(LINE_ID_PATTERN);
  });

  it('copies rather than shares the variant data', () => {
    const line = lineFromVariant(licence, price());
    expect(line.product.prices).not.toBe(licence.prices);
    expect(line.product.prices).toEqual(licence.prices);
  });

  it('uses the product_id as _key when the variant has none', () => {
    const { _key: _unused, ...withoutKey } = licence;
    expect(lineFromVariant(withoutKey, price())._key).toBe('SBIM-SUB-1Y');
  });

  it('gives a random id by default', () => {
    expect(lineFromVariant(licence, price()).lineitem_id).toMatch(LINE_ID_PATTERN);
  });
});

describe('kinds of line', () => {
  it('reads the category', () => {
    const of = (source: typeof licence) => lineFromVariant(source, price());
    expect(isLicensing(of(licence))).toBe(true);
    expect(isHardware(of(hardware))).toBe(true);
    expect(isCts(of(ctsEssential))).toBe(true);
    expect(isFreight(of(hardware))).toBe(false);
    expect(hasFixedQuantity(of(ctsEssential))).toBe(true);
    expect(hasFixedQuantity(of(licence))).toBe(false);
  });
});
