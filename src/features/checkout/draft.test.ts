import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/store/memory-storage.ts';
import { checkoutDetailsSchema } from './details.ts';
import {
  CHECKOUT_DRAFT_KEY,
  clearCheckoutDraft,
  PLACED_ORDER_KEY,
  readCheckoutDraft,
  readPlacedOrder,
  saveCheckoutDraft,
} from './draft.ts';

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

describe('checkout draft', () => {
  it('keeps the details and one attempt key while the details stay the same', () => {
    const storage = memoryStorage();
    let n = 0;
    const key = () => `key-${++n}`;
    expect(saveCheckoutDraft(details(), storage, key).idempotencyKey).toBe('key-1');
    expect(saveCheckoutDraft(details(), storage, key).idempotencyKey).toBe('key-1');
    expect(readCheckoutDraft(storage)).toEqual({ details: details(), idempotencyKey: 'key-1' });
  });

  it('starts a new attempt when the details change', () => {
    const storage = memoryStorage();
    let n = 0;
    const key = () => `key-${++n}`;
    saveCheckoutDraft(details(), storage, key);
    expect(saveCheckoutDraft(details('Nelson'), storage, key).idempotencyKey).toBe('key-2');
  });

  it('drops a stored value that is not a valid draft, and forgets on clear', () => {
    const storage = memoryStorage();
    storage.setItem(CHECKOUT_DRAFT_KEY, '{not json');
    expect(readCheckoutDraft(storage)).toBeUndefined();
    storage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ details: { account_name: '' }, idempotencyKey: 'k' }));
    expect(readCheckoutDraft(storage)).toBeUndefined();
    saveCheckoutDraft(details(), storage);
    clearCheckoutDraft('WO-ABCD1234', storage);
    expect(readCheckoutDraft(storage)).toBeUndefined();
  });

  it('remembers the order a cleared draft became, and reads nothing else as one', () => {
    const storage = memoryStorage();
    expect(readPlacedOrder(storage)).toBeUndefined();
    clearCheckoutDraft('WO-ABCD1234', storage);
    expect(readPlacedOrder(storage)).toBe('WO-ABCD1234');
    storage.setItem(PLACED_ORDER_KEY, '../../app/account?x=<b>');
    expect(readPlacedOrder(storage)).toBeUndefined();
  });
});
