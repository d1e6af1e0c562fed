import { describe, expect, it } from 'vitest';
import { issueMessage } from '../../lib/http/json-response.ts';
import { QUANTITY_MESSAGE, readIdempotencyKey, webOrdersBodySchema } from './payload.ts';

const address = {
  address_line_one: '1 Queen Street',
  suburb: 'CBD',
  city: 'Auckland',
  region: 'Auckland',
  postcode: '1010',
  country: 'New Zealand',
};
const order = {
  contact: { contact_id: 'uid-1' },
  account: { account_name: 'Example Ltd', address },
  shipping_address: {
    ...address,
    first_name: 'Ann',
    last_name: 'Buyer',
    companyName: 'Example Ltd',
    phone: '021 555 0100',
    email: 'ann@example.com',
  },
  line_items: [
    {
      lineitem_id: 'l1',
      product: { product_id: 'SBIM-SUB-1Y' },
      price: { price_id: 'SBIM-SUB-1Y-NZD', currency: 'NZD', amount: '3450.00' },
      quantity: 1,
    },
  ],
  region: 'nz',
};
const parse = (body: unknown) => webOrdersBodySchema.safeParse(body);
const firstMessage = (body: unknown): string => {
  const result = parse(body);
  return result.success ? '' : issueMessage(result.error);
};
const withLine = (patch: Record<string, unknown>) => ({
  action: 'POST',
  data: { ...order, line_items: [{ ...order.line_items[0], ...patch }] },
});

describe('webOrdersBodySchema', () => {
  it('accepts the web order with optional address line two and business number left out', () => {
    expect(parse({ action: 'POST', data: order }).success).toBe(true);
    expect(parse({ action: 'GET', data: { weborder_id: 'WO-ABCD1234' } }).success).toBe(true);
  });

  it('accepts an order without region (it follows from the currency)', () => {
    const { region: _region, ...withoutRegion } = order;
    expect(parse({ action: 'POST', data: withoutRegion }).success).toBe(true);
  });

  it.each([0, 101, 2.5, '2'])('refuses quantity %s with the quantity rule', (quantity) => {
    expect(firstMessage(withLine({ quantity }))).toBe(`data.line_items.0.quantity: ${QUANTITY_MESSAGE}`);
  });

  it('names a missing address field', () => {
    const { city: _city, ...noCity } = address;
    expect(
      firstMessage({
        action: 'POST',
        data: { ...order, shipping_address: { ...order.shipping_address, ...noCity, city: undefined } },
      }),
    ).toBe('data.shipping_address.city: City is required');
    expect(
      firstMessage({
        action: 'POST',
        data: { ...order, account: { ...order.account, address: { ...address, suburb: '  ' } } },
      }),
    ).toBe('data.account.address.suburb: Suburb is required');
  });

  it('needs the delivery recipient: name, company, phone and a valid email', () => {
    const { phone: _phone, ...noPhone } = order.shipping_address;
    expect(firstMessage({ action: 'POST', data: { ...order, shipping_address: noPhone } })).toBe(
      'data.shipping_address.phone: Phone is required',
    );
    expect(
      firstMessage({
        action: 'POST',
        data: { ...order, shipping_address: { ...order.shipping_address, email: 'ann@' } },
      }),
    ).toBe('data.shipping_address.email: Email must be a valid email address');
  });

  it('refuses an empty order, an amount that is not decimal text and an unknown action or region', () => {
    expect(firstMessage({ action: 'POST', data: { ...order, line_items: [] } })).toBe(
      'data.line_items: Your order has no items.',
    );
    expect(firstMessage(withLine({ price: { price_id: 'p', currency: 'NZD', amount: 3450 } }))).toContain(
      'data.line_items.0.price.amount',
    );
    expect(firstMessage({ action: 'DELETE', data: {} })).toContain('action must be GET or POST');
    expect(firstMessage({ action: 'POST', data: { ...order, region: 'us' } })).toBe(
      "data.region: region must be 'nz' or 'au'",
    );
    expect(firstMessage({ action: 'GET', data: {} })).toContain('data.weborder_id');
  });
});

describe('readIdempotencyKey', () => {
  it('is optional, and trimmed when sent', () => {
    expect(readIdempotencyKey(null)).toEqual({ key: undefined });
    expect(readIdempotencyKey(' 3f2a-key ')).toEqual({ key: '3f2a-key' });
  });

  it('refuses empty, spaced or overlong keys', () => {
    for (const bad of ['', 'a b', 'x'.repeat(201), 'ключ']) expect(readIdempotencyKey(bad)).toHaveProperty('error');
  });
});
