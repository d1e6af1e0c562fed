import { describe, expect, it } from 'vitest';
import { cartCurrency } from '../cart/cart.ts';
import { hardware, licence, lineOf } from '../cart/fixtures.test-helpers.ts';
import { needsEmptyCart, targetRegion } from './region-change.ts';

describe('needsEmptyCart', () => {
  it('an empty cart switches at once', () => {
    expect(needsEmptyCart(cartCurrency([]), 'au')).toBe(false);
  });

  it('a cart of another region needs emptying first', () => {
    expect(needsEmptyCart(cartCurrency([lineOf(licence)]), 'au')).toBe(true);
    expect(needsEmptyCart(cartCurrency([lineOf(hardware, 1, 'AUD')]), 'nz')).toBe(true);
  });

  it('a cart already in the target region does not', () => {
    expect(needsEmptyCart(cartCurrency([lineOf(licence)]), 'nz')).toBe(false);
  });
});

describe('targetRegion', () => {
  it('reads nz and au from data-region; Global and unknown values are not a region change', () => {
    expect(targetRegion('nz')).toBe('nz');
    expect(targetRegion('au')).toBe('au');
    expect(targetRegion('global')).toBeUndefined();
    expect(targetRegion('NZ')).toBeUndefined();
    expect(targetRegion(undefined)).toBeUndefined();
  });
});
