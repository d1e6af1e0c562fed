import { describe, expect, it } from 'vitest';
import {
  addLine,
  cartCount,
  cartCurrency,
  clampQuantity,
  clearCart,
  conflictsWithCart,
  linesAdded,
  reconcileFreight,
  removeLine,
  setQuantity,
} from './cart.ts';
import { freightLine } from './freight.ts';
import { isFreight } from './line.ts';
import {
  catalogueFreight,
  ctsEssential,
  ctsPremier,
  hardware,
  hardwarePro,
  licence,
  licence3y,
  lineOf,
  service,
} from './fixtures.test-helpers.ts';

const now = new Date('2026-11-22T00:00:00Z');
const nzFreight = () => freightLine('nz', catalogueFreight, now, { lineitemId: 'FREIGHT1' });
const ids = (lines: readonly { product: { product_id: string } }[]) => lines.map((line) => line.product.product_id);

describe('addLine', () => {
  it('adds a line to an empty cart without touching the input', () => {
    const empty: never[] = [];
    const cart = addLine(empty, lineOf(licence));
    expect(ids(cart)).toEqual(['SBIM-SUB-1Y']);
    expect(empty).toEqual([]);
  });

  it('licensing replaces the line with the same product_id (even under another _key)', () => {
    const first = lineOf(licence, 2);
    const again = { ...lineOf(licence, 5), _key: 'another-key' };
    const cart = addLine(addLine([], first), again);
    expect(cart).toHaveLength(1);
    expect(cart[0]?.quantity).toBe(5);
    expect(cart[0]?.lineitem_id).toBe(again.lineitem_id);
  });

  it('a different licence is a second line', () => {
    expect(ids(addLine(addLine([], lineOf(licence)), lineOf(licence3y)))).toEqual(['SBIM-SUB-1Y', 'SBIM-SUB-3Y']);
  });

  it('other lines replace the line with the same _key, and not one with the same product_id under another _key', () => {
    const cart = addLine([], lineOf(service, 1));
    expect(addLine(cart, lineOf(service, 3)).map((line) => line.quantity)).toEqual([3]);
    expect(addLine(cart, { ...lineOf(service, 3), _key: 'other' })).toHaveLength(2);
  });

  it('a CTS plan replaces the plan already in the cart, at quantity 1', () => {
    const cart = addLine(addLine([], lineOf(ctsEssential)), lineOf(ctsPremier, 4));
    expect(ids(cart)).toEqual(['CTS-PREMIER']);
    expect(cart[0]?.quantity).toBe(1);
  });

  it('hardware without freight adds one flat drop-ship freight line', () => {
    const cart = addLine([lineOf(licence)], lineOf(hardware, 2), { freight: nzFreight() });
    expect(ids(cart)).toEqual(['SBIM-SUB-1Y', 'KEA-ORBIT', 'FREIGHT-DROPSHIP']);
    const freight = cart.find(isFreight);
    expect(freight?.price).toMatchObject({ currency: 'NZD', amount: '25.00', price_id: 'FREIGHT-DROPSHIP-NZD' });
    expect(freight?.quantity).toBe(1);
  });

  it('more hardware does not add a second freight line, and freight stays last', () => {
    const cart = addLine(addLine([], lineOf(hardware), { freight: nzFreight() }), lineOf(hardwarePro), {
      freight: nzFreight(),
    });
    expect(ids(cart)).toEqual(['KEA-ORBIT', 'KEA-ORBIT-PRO', 'FREIGHT-DROPSHIP']);
  });

  it('non-hardware adds no freight even when freight is offered', () => {
    expect(addLine([], lineOf(licence), { freight: nzFreight() }).some(isFreight)).toBe(false);
  });

  it('clamps the added quantity to 1..100', () => {
    expect(addLine([], lineOf(service, 250))[0]?.quantity).toBe(100);
  });
});

describe('removeLine and freight', () => {
  it('removes a line by id and returns a new array', () => {
    const cart = [lineOf(licence), lineOf(service)];
    const next = removeLine(cart, cart[0]?.lineitem_id ?? '');
    expect(ids(next)).toEqual(['SVC-IMPL-DAY']);
    expect(cart).toHaveLength(2);
  });

  it('freight lines go when no hardware remains', () => {
    const cart = addLine([lineOf(licence)], lineOf(hardware), { freight: nzFreight() });
    const hardwareId = cart.find((line) => line.product.product_id === 'KEA-ORBIT')?.lineitem_id ?? '';
    expect(ids(removeLine(cart, hardwareId))).toEqual(['SBIM-SUB-1Y']);
  });

  it('freight stays while other hardware remains', () => {
    const cart = addLine(addLine([], lineOf(hardware), { freight: nzFreight() }), lineOf(hardwarePro));
    const first = cart[0]?.lineitem_id ?? '';
    expect(ids(removeLine(cart, first))).toEqual(['KEA-ORBIT-PRO', 'FREIGHT-DROPSHIP']);
  });

  it('reconcileFreight drops stray freight from a cart without hardware', () => {
    expect(reconcileFreight([lineOf(licence), nzFreight()]).some(isFreight)).toBe(false);
  });
});

describe('setQuantity', () => {
  it('sets the quantity of one line, leaving the others and the input alone', () => {
    const cart = [lineOf(licence, 1), lineOf(service, 1)];
    const next = setQuantity(cart, cart[1]?.lineitem_id ?? '', 7);
    expect(next.map((line) => line.quantity)).toEqual([1, 7]);
    expect(cart[1]?.quantity).toBe(1);
    expect(next[0]).not.toBe(cart[0]);
  });

  it('clamps to 1..100 and keeps freight and CTS at 1', () => {
    const cart = addLine([lineOf(ctsEssential)], lineOf(hardware), { freight: nzFreight() });
    const [cts, hw, freight] = cart;
    expect(
      setQuantity(cart, hw?.lineitem_id ?? '', 101).find((line) => line.lineitem_id === hw?.lineitem_id)?.quantity,
    ).toBe(100);
    expect(
      setQuantity(cart, hw?.lineitem_id ?? '', 0).find((line) => line.lineitem_id === hw?.lineitem_id)?.quantity,
    ).toBe(1);
    expect(setQuantity(cart, freight?.lineitem_id ?? '', 3).find(isFreight)?.quantity).toBe(1);
    expect(setQuantity(cart, cts?.lineitem_id ?? '', 3)[0]?.quantity).toBe(1);
  });

  it('clampQuantity makes whole numbers in range', () => {
    expect([
      clampQuantity(2.7),
      clampQuantity(-5),
      clampQuantity(Number.NaN),
      clampQuantity(Number.POSITIVE_INFINITY),
    ]).toEqual([2, 1, 1, 100]);
  });
});

describe('cart facts', () => {
  it('clearCart empties the cart and resets the selections', () => {
    expect(clearCart()).toEqual({ cart: [], cartState: {} });
  });

  it('knows its currency and refuses another one', () => {
    const cart = [lineOf(licence)];
    expect(cartCurrency(cart)).toBe('NZD');
    expect(cartCurrency([])).toBeUndefined();
    expect(conflictsWithCart(cart, lineOf(service, 1, 'AUD'))).toBe(true);
    expect(conflictsWithCart(cart, lineOf(service))).toBe(false);
    expect(conflictsWithCart([], lineOf(service, 1, 'AUD'))).toBe(false);
  });

  it('counts items without freight', () => {
    const cart = addLine([lineOf(licence, 2)], lineOf(hardware, 3), { freight: nzFreight() });
    expect(cartCount(cart)).toBe(5);
  });

  it('linesAdded lists new lines by id', () => {
    const before = [lineOf(licence)];
    const after = addLine(before, lineOf(hardware), { freight: nzFreight() });
    expect(ids(linesAdded(before, after))).toEqual(['KEA-ORBIT', 'FREIGHT-DROPSHIP']);
  });
});
