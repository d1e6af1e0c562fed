import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../lib/store/types.ts';
import { checkoutDefaults, checkoutDetailsSchema, orderPayload, type CheckoutFormValues } from './details.ts';

const filled = (): CheckoutFormValues => ({
  account_name: 'Kowhai Engineering',
  registered_business_no: '',
  billToDelivery: true,
  delivery: {
    first_name: 'Ann',
    last_name: 'Buyer',
    companyName: 'Kowhai Engineering',
    phone: '021 555 0100',
    email: 'ann@example.com',
    address_line_one: '1 Queen Street',
    address_line_two: '',
    suburb: 'CBD',
    city: 'Auckland',
    region: 'Auckland',
    postcode: '1010',
    country: 'New Zealand',
  },
  billing: { address_line_one: '', address_line_two: '', suburb: '', city: '', region: '', postcode: '', country: '' },
});

const line = (id: string, quantity: number): CartLine => ({
  lineitem_id: id,
  _key: `key-${id}`,
  quantity,
  title: `Item ${id}`,
  product: { product_id: `P-${id}`, product_family_id: 'fam', product_category: 'Software' },
  price: { currency: 'NZD', amount: '3450.00', price_id: `P-${id}-NZD`, metadata: { is_promo: false } },
});

const messagesOf = (values: unknown) => {
  const result = checkoutDetailsSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('checkout details: the address rules', () => {
  it('accepts a full delivery address without line two and ignores the hidden billing fields', () => {
    expect(messagesOf(filled())).toEqual({});
  });

  it('requires every delivery field but line two, and a valid email', () => {
    const values = filled();
    values.delivery = { ...values.delivery, suburb: '  ', postcode: '', email: 'ann@' };
    expect(messagesOf(values)).toEqual({
      'delivery.suburb': 'This field is required',
      'delivery.postcode': 'This field is required',
      'delivery.email': 'Please enter a valid email address',
    });
  });

  it('requires a billing address of its own only when not billing to the delivery address', () => {
    const values = { ...filled(), billToDelivery: false };
    const messages = messagesOf(values);
    expect(Object.keys(messages).sort()).toEqual([
      'billing.address_line_one',
      'billing.city',
      'billing.country',
      'billing.postcode',
      'billing.region',
      'billing.suburb',
    ]);
    expect(messages['billing.city']).toBe('This field is required');
  });
});

describe('checkoutDefaults', () => {
  it('starts from the profile: name, company, phone, email, city and country, billed to delivery', () => {
    const values = checkoutDefaults({
      first_name: ' Ann ',
      last_name: 'Buyer',
      companyName: 'Kowhai',
      email: 'ann@example.com',
      mobilephone: '021',
      city: 'Nelson',
      country: 'New Zealand',
    });
    expect(values).toMatchObject({ account_name: 'Kowhai', billToDelivery: true });
    expect(values.delivery).toMatchObject({
      first_name: 'Ann',
      companyName: 'Kowhai',
      phone: '021',
      city: 'Nelson',
      country: 'New Zealand',
      address_line_one: '',
    });
  });

  it('prefers the details already entered in this tab', () => {
    const details = checkoutDetailsSchema.parse({
      ...filled(),
      billToDelivery: false,
      billing: { ...filled().delivery, city: 'Wellington' },
    });
    const values = checkoutDefaults({ first_name: 'Someone else' }, details);
    expect(values.delivery.first_name).toBe('Ann');
    expect(values).toMatchObject({ billToDelivery: false, billing: { city: 'Wellington' } });
  });
});

describe('orderPayload', () => {
  it('sends each line by ids, the amount shown and quantity; the account billed at the delivery address', () => {
    const details = checkoutDetailsSchema.parse(filled());
    const payload = orderPayload([line('a', 2), line('b', 1)], details, 'uid-1', 'nz');
    expect(payload.contact).toEqual({ contact_id: 'uid-1' });
    expect(payload.region).toBe('nz');
    expect(payload.account).toEqual({
      account_name: 'Kowhai Engineering',
      address: {
        address_line_one: '1 Queen Street',
        suburb: 'CBD',
        city: 'Auckland',
        region: 'Auckland',
        postcode: '1010',
        country: 'New Zealand',
      },
    });
    expect(payload.shipping_address).toMatchObject({
      first_name: 'Ann',
      email: 'ann@example.com',
      address_line_one: '1 Queen Street',
    });
    expect(payload.shipping_address).not.toHaveProperty('address_line_two');
    expect(payload.line_items).toEqual([
      {
        lineitem_id: 'a',
        product: { product_id: 'P-a' },
        price: { price_id: 'P-a-NZD', currency: 'NZD', amount: '3450.00' },
        quantity: 2,
      },
      {
        lineitem_id: 'b',
        product: { product_id: 'P-b' },
        price: { price_id: 'P-b-NZD', currency: 'NZD', amount: '3450.00' },
        quantity: 1,
      },
    ]);
  });

  it('bills a separate address, trimmed, and carries the business number when given', () => {
    const details = checkoutDetailsSchema.parse({
      ...filled(),
      billToDelivery: false,
      registered_business_no: ' 9429 0001 0607 8 ',
      billing: {
        address_line_one: ' PO Box 5 ',
        address_line_two: 'Attn accounts',
        suburb: 'Te Aro',
        city: 'Wellington',
        region: 'Wellington',
        postcode: '6011',
        country: 'New Zealand',
      },
    });
    const { account } = orderPayload([line('a', 1)], details, 'uid-1', 'nz');
    expect(account).toEqual({
      account_name: 'Kowhai Engineering',
      registered_business_no: '9429000106078',
      address: {
        address_line_one: 'PO Box 5',
        address_line_two: 'Attn accounts',
        suburb: 'Te Aro',
        city: 'Wellington',
        region: 'Wellington',
        postcode: '6011',
        country: 'New Zealand',
      },
    });
  });
});

describe('the business number on the details form', () => {
  it('shows the message naming the number a mistyped ABN is not, beside the field', () => {
    const result = checkoutDetailsSchema.safeParse({ ...filled(), registered_business_no: '51 824 753 557' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['registered_business_no'],
        message: 'This is not a valid ABN: an ABN has 11 digits and one of them is mistyped.',
      }),
    ]);
  });
});
