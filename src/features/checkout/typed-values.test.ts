import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/store/memory-storage.ts';
import { checkoutDefaults } from './details.ts';
import { clearSavedCheckout } from './saved-checkout.ts';
import { readTypedValues, saveTypedValues, withTypedValues } from './typed-values.ts';

const defaults = () => checkoutDefaults(undefined);

describe('typed checkout values (a reload kept nothing typed)', () => {
  it('come back over the starting values, half-typed or not', () => {
    const storage = memoryStorage();
    saveTypedValues(
      { ...defaults(), account_name: 'Kowhai', delivery: { ...defaults().delivery, address_line_one: '1 Que' } },
      storage,
    );
    const values = withTypedValues(defaults(), readTypedValues(storage));
    expect(values.account_name).toBe('Kowhai');
    expect(values.delivery.address_line_one).toBe('1 Que');
    expect(values.billToDelivery).toBe(true);
  });

  it("only the form's own fields, with the right types, come back", () => {
    const values = withTypedValues(defaults(), {
      account_name: 7,
      extra: 'x',
      billToDelivery: 'no',
      delivery: { address_line_one: 'A', script: 'x' },
      billing: [],
    });
    expect(values).toEqual({ ...defaults(), delivery: { ...defaults().delivery, address_line_one: 'A' } });
    expect(withTypedValues(defaults(), 'nonsense')).toEqual(defaults());
  });

  it('a stored value that is not JSON reads as nothing; clearing the saved checkout forgets them', () => {
    const storage = memoryStorage();
    storage.setItem('tasman:checkout-typed', '{oops');
    expect(readTypedValues(storage)).toBeUndefined();
    saveTypedValues(defaults(), storage);
    clearSavedCheckout('WO-ABCD1234', storage);
    expect(readTypedValues(storage)).toBeUndefined();
  });
});
