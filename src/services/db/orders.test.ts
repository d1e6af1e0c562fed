import { describe, expect, it } from 'vitest';
import { orderAddress as address, sampleOrder } from '../../../tests/fixtures/orders.ts';
import { orderOf, type WebOrderRow } from './orders.ts';

/** The sample order's row, unpaid, without a delivery address or payment link, with a retry key. */
const { created_at: createdAt, shipping_address: _address, payment_link: _link, ...columns } = sampleOrder;
const row: WebOrderRow = {
  ...columns,
  shipping_address: null,
  payment_link: null,
  idempotency_key: 'retry-key',
  request_fingerprint: 'fingerprint',
  createdAt,
  sequence: 7,
  paidAt: null,
};

describe("orderOf (a stored row as the features' order)", () => {
  it('keeps the order and its money, and leaves out the retry key, fingerprint, sequence and empty columns', () => {
    expect(orderOf(row)).toStrictEqual({
      weborder_id: 'WO-ABCD1234',
      contact_id: 'uid-1',
      status: 'processing',
      account: { account_name: 'Example Ltd', address },
      line_items: row.line_items,
      currency: 'NZD',
      subtotal_cents: 30,
      gst_cents: 5,
      total_cents: 35,
      created_at: new Date('2026-01-02T03:04:05Z'),
    });
  });

  it('carries the delivery address, payment link and payment time when the row has them', () => {
    const paidAt = new Date('2026-01-03T00:00:00Z');
    expect(
      orderOf({ ...row, status: 'paid', shipping_address: address, payment_link: '/pay/WO-ABCD1234', paidAt }),
    ).toMatchObject({
      status: 'paid',
      shipping_address: address,
      payment_link: '/pay/WO-ABCD1234',
      paid_at: paidAt,
    });
  });

  it('refuses a status the site never writes, naming the order', () => {
    expect(() => orderOf({ ...row, status: 'shipped' })).toThrow(/WO-ABCD1234.*"shipped"/);
  });
});
