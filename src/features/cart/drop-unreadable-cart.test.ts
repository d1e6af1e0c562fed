import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/store/memory-storage.ts';
import { dropUnreadableCart } from './drop-unreadable-cart.ts';
import { CART_STORAGE_KEY } from './events.ts';
import { licence, lineOf } from './fixtures.test-helpers.ts';

const storageWith = (cart: string): Storage => {
  const storage = memoryStorage();
  storage.setItem(CART_STORAGE_KEY, cart);
  return storage;
};

describe('dropUnreadableCart (the header loads it for stored text it cannot count)', () => {
  it('removes a cart the schema check refuses', () => {
    const storage = storageWith('{broken');
    expect(dropUnreadableCart(storage)).toBe(true);
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('keeps a usable cart and an empty storage as they are', () => {
    const cart = JSON.stringify([lineOf(licence)]);
    const storage = storageWith(cart);
    expect(dropUnreadableCart(storage)).toBe(false);
    expect(storage.getItem(CART_STORAGE_KEY)).toBe(cart);
    expect(dropUnreadableCart(memoryStorage())).toBe(false);
  });
});
