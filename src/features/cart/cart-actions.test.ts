import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueFreight, hardware, licence, lineOf } from './fixtures.test-helpers.ts';
import { cartCookieValue } from './cart-cookie.ts';

type Actions = typeof import('./cart-actions.ts');
type Stores = typeof import('../../lib/store/stores.ts');

/** Fresh store and actions over the given localStorage contents, with a fake window for the data layer. */
async function load(
  storage: Record<string, string> = {},
): Promise<{ actions: Actions; stores: Stores; storage: Record<string, string>; dataLayer: unknown[] }> {
  vi.resetModules();
  const persistent = await import('@nanostores/persistent');
  persistent.setPersistentEngine(storage, { addEventListener() {}, removeEventListener() {} });
  const dataLayer: unknown[] = [];
  vi.stubGlobal('window', { dataLayer, dispatchEvent: () => true });
  vi.stubGlobal('localStorage', { getItem: (key: string) => storage[key] ?? null });
  const stores = await import('../../lib/store/stores.ts');
  const actions = await import('./cart-actions.ts');
  return { actions, stores, storage, dataLayer };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const now = new Date('2026-11-22T00:00:00Z');

describe('cart actions on the store', () => {
  it('addToCart stores the lines with freight and reports add_to_cart', async () => {
    const { actions, stores, storage, dataLayer } = await load();
    const { freightLine } = await import('./freight.ts');
    expect(actions.addToCart([lineOf(hardware, 2)], freightLine('nz', catalogueFreight, now))).toBe('added');
    expect(stores.$cart.get().map((line) => line.product.product_id)).toEqual(['KEA-ORBIT', 'FREIGHT-DROPSHIP']);
    expect(JSON.parse(storage['tasman:cart'] ?? '[]')).toHaveLength(2);
    expect(dataLayer[0]).toEqual({ ecommerce: null });
    expect(dataLayer[1]).toMatchObject({ event: 'add_to_cart', ecommerce: { currency: 'NZD', value: 523 } });
    expect(dataLayer).toHaveLength(2);
  });

  it('addToCart refuses another currency and changes nothing', async () => {
    const { actions, stores } = await load();
    actions.addToCart([lineOf(licence)]);
    expect(actions.addToCart([lineOf(hardware, 1, 'AUD')])).toBe('conflict');
    expect(stores.$cart.get()).toHaveLength(1);
  });

  it('removeFromCart takes freight with the last hardware and reports both', async () => {
    const { actions, stores, dataLayer } = await load();
    const { freightLine } = await import('./freight.ts');
    actions.addToCart([lineOf(hardware)], freightLine('nz', catalogueFreight, now));
    const id = stores.$cart.get()[0]?.lineitem_id ?? '';
    actions.removeFromCart(id);
    expect(stores.$cart.get()).toEqual([]);
    expect(dataLayer.at(-1)).toMatchObject({
      event: 'remove_from_cart',
      ecommerce: { items: [{ item_id: 'KEA-ORBIT' }, { item_id: 'FREIGHT-DROPSHIP' }] },
    });
  });

  it('changeQuantity updates the line and reports the difference', async () => {
    const { actions, stores, dataLayer } = await load();
    actions.addToCart([lineOf(licence)]);
    actions.changeQuantity(stores.$cart.get()[0]?.lineitem_id ?? '', 3);
    expect(stores.$cart.get()[0]?.quantity).toBe(3);
    expect(dataLayer.at(-1)).toMatchObject({ event: 'add_to_cart', ecommerce: { items: [{ quantity: 2 }] } });
  });

  it('emptyCart clears the cart and the selections', async () => {
    const { actions, stores } = await load();
    actions.addToCart([lineOf(licence)]);
    stores.$cartState.set({ licensing: lineOf(licence) });
    actions.emptyCart();
    expect(stores.$cart.get()).toEqual([]);
    expect(stores.$cartState.get()).toEqual({});
  });
});

describe('ensureReadableCart', () => {
  it('leaves a good stored cart alone', async () => {
    const good = JSON.stringify([lineOf(licence)]);
    const { actions, storage } = await load({ 'tasman:cart': good });
    expect(actions.ensureReadableCart()).toBe(false);
    expect(storage['tasman:cart']).toBe(good);
  });

  it('empties a corrupt stored cart (which the codec read as empty) without throwing', async () => {
    const { actions, stores, storage } = await load({ 'tasman:cart': '{broken' });
    expect(stores.$cart.get()).toEqual([]);
    expect(actions.ensureReadableCart()).toBe(true);
    expect(storage['tasman:cart']).toBe('[]');
  });

  it('empties a cart the codec lets through but the cart cannot total (mixed currencies)', async () => {
    const { actions, stores } = await load({
      'tasman:cart': JSON.stringify([lineOf(licence), lineOf(hardware, 1, 'AUD')]),
    });
    expect(stores.$cart.get()).toHaveLength(2);
    expect(actions.ensureReadableCart()).toBe(true);
    expect(stores.$cart.get()).toEqual([]);
  });
});

describe("the cart's cookie mirror for /app", () => {
  it('follows every write: the stored cart after an add, a change and a removal; emptying deletes it', async () => {
    const { actions, storage } = await load();
    const written: string[] = [];
    vi.stubGlobal('location', { protocol: 'https:' });
    vi.stubGlobal('document', {
      set cookie(value: string) {
        written.push(value);
      },
    });
    const line = lineOf(licence);
    actions.addToCart([line]);
    actions.changeQuantity(line.lineitem_id, 4);
    const mirrored = (assignment: string | undefined) => /^tasman_cart=([^;]*)/.exec(assignment ?? '')?.[1];
    expect(written).toHaveLength(2);
    expect(mirrored(written[1])).toBe(cartCookieValue(storage['tasman:cart']));
    expect(mirrored(written[1])).toMatch(/:4:3450\.00:/);
    expect(written[1]).toMatch(/; Path=\/app; SameSite=Lax; Secure$/);
    actions.removeFromCart(line.lineitem_id);
    actions.addToCart([line]);
    actions.emptyCart();
    expect(written.slice(2).map((assignment) => assignment.split(';')[0])).toEqual([
      'tasman_cart=',
      expect.stringMatching(/^tasman_cart=1\./),
      'tasman_cart=',
    ]);
  });
});
