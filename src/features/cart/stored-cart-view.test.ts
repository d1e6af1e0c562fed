import { describe, expect, it } from 'vitest';
import { storedCartView } from './stored-cart-view.ts';
import { catalogueFreight, hardware, licence, lineOf } from './fixtures.test-helpers.ts';

const UNREADABLE = { count: 0, currency: undefined, readable: false };

describe('storedCartView: the header badge reads the stored text without the schemas', () => {
  it('nothing stored is an empty cart', () => {
    expect(storedCartView(null)).toEqual({ count: 0, currency: undefined, readable: true });
    expect(storedCartView(undefined)).toEqual({ count: 0, currency: undefined, readable: true });
    expect(storedCartView('[]')).toEqual({ count: 0, currency: undefined, readable: true });
  });

  it('counts the quantities of every line but freight, and reads the cart currency', () => {
    const cart = [lineOf(licence, 2), lineOf(hardware, 3), lineOf(catalogueFreight)];
    expect(storedCartView(JSON.stringify(cart))).toEqual({ count: 5, currency: 'NZD', readable: true });
    expect(storedCartView(JSON.stringify([lineOf(licence, 1, 'AUD')])).currency).toBe('AUD');
  });

  it.each([
    ['corrupt JSON', '[{"id":"SBIM","qty":1,"price":3450}'],
    ['an empty text', ''],
    ['not an array', '{"lines":[]}'],
    ['null', 'null'],
    ['an array of numbers', '[1,2]'],
    ['an old shape (qty, no product)', '[{"id":"SBIM","qty":1,"price":3450}]'],
    ['a quantity as text', JSON.stringify([{ ...lineOf(licence), quantity: '2' }])],
    ['a fractional quantity', JSON.stringify([{ ...lineOf(licence), quantity: 1.5 }])],
    ['quantity 0', JSON.stringify([{ ...lineOf(licence), quantity: 0 }])],
    ['a product that is not an object', JSON.stringify([{ ...lineOf(licence), product: 'SBIM' }])],
    [
      'a category that is not text',
      JSON.stringify([{ ...lineOf(licence), product: { product_id: 'p', product_category: 7 } }]),
    ],
  ])('cannot count %s: 0, and marked for the schema check', (_what, raw) => {
    expect(storedCartView(raw)).toEqual(UNREADABLE);
  });

  it('counts a cart the schemas would still refuse (mixed currencies): the islands empty that one', () => {
    const mixed = [lineOf(licence), lineOf(hardware, 1, 'AUD')];
    expect(storedCartView(JSON.stringify(mixed))).toEqual({ count: 2, currency: 'NZD', readable: true });
  });

  it('has no currency when the first line has none it can read', () => {
    expect(storedCartView(JSON.stringify([{ ...lineOf(licence), price: 3450 }]))).toEqual({
      count: 1,
      currency: undefined,
      readable: true,
    });
  });
});
