import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/store/memory-storage.ts';
import { checkoutDetailsSchema } from './details.ts';
import {
  SAVED_CHECKOUT_KEY,
  clearSavedCheckout,
  PLACED_ORDER_KEY,
  readSavedCheckout,
  readPlacedOrder,
  saveCheckoutDetails,
} from './saved-checkout.ts';

const details = (city = 'Auckland') =>
  checkoutDetailsSchema.parse({
    account_name: 'Kowhai',
    billToDelivery: true,
    delivery: {
      first_name: 'Ann',
      last_name: 'Buyer',
      companyName: 'Kowhai',
      phone: '021',
      email: 'ann@example.com',
      address_line_one: '1 Queen St',
      suburb: 'CBD',
      city,
      region: 'Auckland',
      postcode: '1010',
      country: 'NZ',
    },
    billing: { address_line_one: '', suburb: '', city: '', region: '', postcode: '', country: '' },
  });

describe('the saved checkout', () => {
  it('keeps the details and one attempt key while the details stay the same', () => {
    const storage = memoryStorage();
    let n = 0;
    const key = () => `key-${++n}`;
    expect(saveCheckoutDetails(details(), storage, key).idempotencyKey).toBe('key-1');
    expect(saveCheckoutDetails(details(), storage, key).idempotencyKey).toBe('key-1');
    expect(readSavedCheckout(storage)).toEqual({ details: details(), idempotencyKey: 'key-1' });
  });

  it('starts a new attempt when the details change', () => {
    const storage = memoryStorage();
    let n = 0;
    const key = () => `key-${++n}`;
    saveCheckoutDetails(details(), storage, key);
    expect(saveCheckoutDetails(details('Nelson'), storage, key).idempotencyKey).toBe('key-2');
  });

  it('drops a stored value that is not a valid saved checkout, and forgets on clear', () => {
    const storage = memoryStorage();
    storage.setItem(SAVED_CHECKOUT_KEY, '{not json');
    expect(readSavedCheckout(storage)).toBeUndefined();
    storage.setItem(SAVED_CHECKOUT_KEY, JSON.stringify({ details: { account_name: '' }, idempotencyKey: 'k' }));
    expect(readSavedCheckout(storage)).toBeUndefined();
    saveCheckoutDetails(details(), storage);
    clearSavedCheckout('WO-ABCD1234', storage);
    expect(readSavedCheckout(storage)).toBeUndefined();
  });

  it('remembers the order a cleared saved checkout became, and reads nothing else as one', () => {
    const storage = memoryStorage();
    expect(readPlacedOrder(storage)).toBeUndefined();
    clearSavedCheckout('WO-ABCD1234', storage);
    expect(readPlacedOrder(storage)).toBe('WO-ABCD1234');
    storage.setItem(PLACED_ORDER_KEY, '../../app/account?x=<b>');
    expect(readPlacedOrder(storage)).toBeUndefined();
  });
});
