import { describe, expect, it } from 'vitest';
import { orderRows } from './orders.ts';

describe('orders list', () => {
  it('lists dated orders newest first with id, date and status', () => {
    const rows = orderRows([
      { weborder_id: 'W-1', status: 'processing', date: '2026-01-05T10:00:00Z' },
      { weborder_id: 'W-2', status: 'paid', date: '2026-03-01T10:00:00Z' },
    ]);
    expect(rows).toEqual([
      {
        id: 'W-2',
        placedAt: '2026-03-01T10:00:00Z',
        status: 'paid',
        total: undefined,
        payLink: undefined,
        lines: [],
        invoice: undefined,
      },
      {
        id: 'W-1',
        placedAt: '2026-01-05T10:00:00Z',
        status: 'processing',
        total: undefined,
        payLink: undefined,
        lines: [],
        invoice: undefined,
      },
    ]);
  });

  it('keeps the stored order (newest first) for orders without a date, after dated ones', () => {
    const rows = orderRows([
      { weborder_id: 'W-3' },
      { weborder_id: 'W-2', created_at: '2026-02-01T00:00:00Z' },
      { weborder_id: 'W-1' },
    ]);
    expect(rows.map((row) => row.id)).toEqual(['W-2', 'W-3', 'W-1']);
  });

  it('says unknown when an order has no status, and ignores a date that is not one', () => {
    expect(orderRows([{ weborder_id: 'W-9', date: 'soon' }])).toEqual([
      {
        id: 'W-9',
        placedAt: undefined,
        status: 'unknown',
        total: undefined,
        payLink: undefined,
        lines: [],
        invoice: undefined,
      },
    ]);
  });

  it('shows the total incl. GST and, while the order waits for payment, where to pay', () => {
    const [waiting, paid] = orderRows([
      {
        weborder_id: 'W-2',
        status: 'processing',
        total: '12546.5',
        currency: 'NZD',
        payment_link: '/pay/W-2',
        created_at: '2026-02-01T00:00:00Z',
      },
      {
        weborder_id: 'W-1',
        status: 'paid',
        total: '1045.00',
        currency: 'AUD',
        payment_link: '/pay/W-1',
        created_at: '2026-01-01T00:00:00Z',
      },
    ]);
    expect(waiting).toMatchObject({ total: '$12,546.50 NZD incl. GST', payLink: '/pay/W-2' });
    expect(paid).toMatchObject({ total: '$1,045.00 AUD incl. GST', payLink: undefined, lines: [], invoice: undefined });
  });

  it('shows no total for a missing, malformed or unknown-currency total', () => {
    const totals = orderRows([
      { weborder_id: 'A', total: '12,00', currency: 'NZD' },
      { weborder_id: 'B', total: '12.00', currency: 'EUR' },
      { weborder_id: 'C', currency: 'NZD' },
    ]).map((row) => row.total);
    expect(totals).toEqual([undefined, undefined, undefined]);
  });
});

describe('the lines of an order', () => {
  it('lists each line with its product title, quantity and line total excl. GST', () => {
    const [row] = orderRows([
      {
        weborder_id: 'WO-1',
        status: 'paid',
        currency: 'NZD',
        line_items: [
          {
            lineitem_id: 'a',
            product: { product_id: 'KCIV-SU-1Y' },
            quantity: 2,
            line_total: '9960.00',
            title: 'Kestrel Civil, single user, 1 year',
          },
          { lineitem_id: 'b', product: { product_id: 'FREIGHT-NZ' }, quantity: 1, line_total: '25.00' },
        ],
      },
    ]);
    expect(row?.lines).toEqual([
      { key: 'a', title: 'Kestrel Civil, single user, 1 year', quantity: 2, total: '$9,960.00 NZD excl. GST' },
      { key: 'b', title: 'FREIGHT-NZ', quantity: 1, total: '$25.00 NZD excl. GST' },
    ]);
  });

  it('skips what it cannot read and shows no total without a known currency', () => {
    const [row] = orderRows([
      {
        weborder_id: 'WO-2',
        line_items: ['x', { quantity: 1 }, { product: { product_id: 'P' }, quantity: 3, line_total: 'lots' }],
      },
    ]);
    expect(row?.lines).toEqual([{ key: '2', title: 'P', quantity: 3, total: undefined }]);
  });
});

describe('the tax invoice of a paid order', () => {
  it('links a paid order to its invoice', () => {
    const [row] = orderRows([
      {
        weborder_id: 'WO-1',
        status: 'paid',
        invoice_number: 'INV-AU-000123',
        invoice_url: '/api/invoices/INV-AU-000123',
      },
    ]);
    expect(row?.invoice).toEqual({ number: 'INV-AU-000123', url: '/api/invoices/INV-AU-000123' });
  });
  it('shows no link for an unpaid order, or for a stored copy whose link goes elsewhere', () => {
    expect(orderRows([{ weborder_id: 'WO-2', status: 'processing' }])[0]?.invoice).toBeUndefined();
    expect(
      orderRows([
        { weborder_id: 'WO-3', invoice_number: 'INV-AU-000123', invoice_url: 'https://evil.example/x.pdf' },
      ])[0]?.invoice,
    ).toBeUndefined();
  });
});
