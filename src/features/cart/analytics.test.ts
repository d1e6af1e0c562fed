import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addToCartEvent,
  gaItem,
  purchaseEvent,
  quantityChangeEvent,
  removeFromCartEvent,
  viewItemEvent,
} from './analytics.ts';
import { addLine } from './cart.ts';
import { pushEcommerce } from '../analytics/data-layer.ts';
import { freightLine } from './freight.ts';
import { catalogueFreight, hardware, licence, licence3y, lineOf } from './fixtures.test-helpers.ts';

const now = new Date('2026-11-22T00:00:00Z');

describe('GA4 items', () => {
  it('maps a line to item_id, item_name, price, quantity and item_category', () => {
    expect(gaItem(lineOf(licence, 2))).toEqual({
      item_id: 'SBIM-SUB-1Y',
      item_name: 'SBIM-SUB-1Y',
      price: 3450,
      quantity: 2,
      item_category: 'Software',
    });
  });
});

describe('ecommerce events', () => {
  it('add_to_cart carries currency, value (price × quantity, exact) and items', () => {
    const event = addToCartEvent([{ ...lineOf(licence, 3), price: { ...lineOf(licence).price, amount: '0.10' } }]);
    expect(event).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'NZD',
        value: 0.3,
        items: [
          { item_id: 'SBIM-SUB-1Y', item_name: 'SBIM-SUB-1Y', price: 0.1, quantity: 3, item_category: 'Software' },
        ],
      },
    });
  });

  it('remove_from_cart mirrors add_to_cart; nothing for no lines', () => {
    expect(removeFromCartEvent([lineOf(hardware, 2, 'AUD')])?.ecommerce).toMatchObject({ currency: 'AUD', value: 458 });
    expect(addToCartEvent([])).toBeUndefined();
  });

  it('view_item lists the variants at quantity 1 and values the lowest price', () => {
    const event = viewItemEvent([lineOf(licence3y, 4), lineOf(licence)]);
    expect(event?.event).toBe('view_item');
    expect(event?.ecommerce.value).toBe(3450);
    expect(event?.ecommerce.items.map((item) => item.quantity)).toEqual([1, 1]);
  });

  it('a quantity change is an add or a remove of the difference', () => {
    const line = lineOf(licence, 5);
    expect(quantityChangeEvent(line, 2, 5)).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { value: 10350, items: [{ quantity: 3 }] },
    });
    expect(quantityChangeEvent(line, 5, 1)).toMatchObject({
      event: 'remove_from_cart',
      ecommerce: { items: [{ quantity: 4 }] },
    });
    expect(quantityChangeEvent(line, 5, 5)).toBeUndefined();
  });

  it('purchase adds the transaction id, tax (GST on the subtotal) and shipping (freight)', () => {
    const cart = addLine([lineOf(licence)], lineOf(hardware), { freight: freightLine('nz', catalogueFreight, now) });
    expect(purchaseEvent('WO-ABCD1234', cart)?.ecommerce).toMatchObject({
      transaction_id: 'WO-ABCD1234',
      currency: 'NZD',
      value: 3724,
      tax: 558.6,
      shipping: 25,
    });
  });
});

describe('pushEcommerce', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('clears the previous ecommerce object, then pushes the event to window.dataLayer', () => {
    const fakeWindow: { dataLayer?: unknown[] } = {};
    vi.stubGlobal('window', fakeWindow);
    const event = addToCartEvent([lineOf(licence)]);
    pushEcommerce(event);
    expect(fakeWindow.dataLayer).toEqual([{ ecommerce: null }, event]);
  });

  it('does nothing on the server or without an event', () => {
    expect(() => pushEcommerce(addToCartEvent([lineOf(licence)]))).not.toThrow();
    const fakeWindow: { dataLayer?: unknown[] } = {};
    vi.stubGlobal('window', fakeWindow);
    pushEcommerce(undefined);
    expect(fakeWindow.dataLayer).toBeUndefined();
  });
});
