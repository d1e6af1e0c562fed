import { describe, expect, it } from 'vitest';
import { orderOf, type WebOrderRow } from './orders.ts';

const address = { address_line_one: '1 Queen Street', suburb: 'CBD', city: 'Auckland', region: 'Auckland', postcode: '1010', country: 'NZ' };
const row: WebOrderRow = {
  weborder_id: 'WO-ABCD1234', contact_id: 'uid-1', status: 'processing',
  account: { account_name: 'Example Ltd', address }, shipping_address: null,
  line_items: [{ lineitem_id: 'l1', product: { product_id: 'SVC' }, price: { price_id: 'SVC-NZD', currency: 'NZD', amount: '0.10' }, quantity: 3 }],
  currency: 'NZD', subtotal_cents: 30, gst_cents: 5, total_cents: 35,
  idempotency_key: 'retry-key', request_fingerprint: 'fingerprint', payment_link: null,
  createdAt: new Date('2026-01-02T03:04:05Z'), sequence: 7, paidAt: null,
};

describe('orderOf (a stored row as the features\' order)', () => {
  it('keeps the order and its money, and leaves out the retry key, fingerprint, sequence and empty columns', () => {
    expect(orderOf(row)).toStrictEqual({
      weborder_id: 'WO-ABCD1234', contact_id: 'uid-1', status: 'processing',
      account: { account_name: 'Example Ltd', address },
      line_items: row.line_items,
      currency: 'NZD', subtotal_cents: 30, gst_cents: 5, total_cents: 35,
      created_at: new Date('2026-01-02T03:04:05Z'),
    });
  });

  it('carries the delivery address, payment link and payment time when the row has them', () => {
    const paidAt = new Date('2026-01-03T00:00:00Z');
    expect(orderOf({ ...row, status: 'paid', shipping_address: address, payment_link: '/pay/WO-ABCD1234', paidAt })).toMatchObject({
      status: 'paid', shipping_address: address, payment_link: '/pay/WO-ABCD1234', paid_at: paidAt,
    });
  });

  it('refuses a status the site never writes, naming the order', () => {
    expect(() => orderOf({ ...row, status: 'shipped' })).toThrow(/WO-ABCD1234.*"shipped"/);
  });
});
