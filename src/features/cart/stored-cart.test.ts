import { describe, expect, it } from 'vitest';
import { checkCartLines, checkStoredCart } from './stored-cart.ts';
import { hardware, licence, lineOf } from './fixtures.test-helpers.ts';

describe('checkStoredCart', () => {
  it('nothing stored is an empty cart, not a dropped one', () => {
    expect(checkStoredCart(null)).toEqual({ lines: [], dropped: false });
    expect(checkStoredCart(undefined)).toEqual({ lines: [], dropped: false });
  });

  it('reads a good cart back', () => {
    const cart = [lineOf(licence, 2), lineOf(hardware)];
    expect(checkStoredCart(JSON.stringify(cart))).toEqual({ lines: cart, dropped: false });
    expect(checkStoredCart('[]')).toEqual({ lines: [], dropped: false });
  });

  it.each([
    ['not JSON', '{broken'],
    ['not an array', '{"lines":[]}'],
    ['an old shape (no lineitem_id, price as a number)', '[{"id":"SBIM","qty":1,"price":3450}]'],
    ['null', 'null'],
  ])('drops %s', (_what, raw) => {
    expect(checkStoredCart(raw)).toEqual({ lines: [], dropped: true });
  });
});

describe('checkCartLines: rules beyond the store shape', () => {
  const good = lineOf(licence);
  it.each([
    ['a fractional quantity', { ...good, quantity: 1.5 }],
    ['quantity 0', { ...good, quantity: 0 }],
    ['quantity above 100', { ...good, quantity: 101 }],
    ['an unknown currency', { ...good, price: { ...good.price, currency: 'EUR' } }],
    ['an amount that does not parse', { ...good, price: { ...good.price, amount: '12,34.5.6' } }],
  ])('rejects %s', (_what, line) => {
    expect(checkCartLines([line])).toBeUndefined();
  });

  it('rejects mixed currencies', () => {
    expect(checkCartLines([lineOf(licence), lineOf(hardware, 1, 'AUD')])).toBeUndefined();
  });

  it('accepts a usable cart', () => {
    expect(checkCartLines([good])).toEqual([good]);
  });
});
