import { describe, expect, it } from 'vitest';
import { sampleOrder as row } from '../../../tests/fixtures/orders.ts';
import { orderDocument } from './document.ts';

const TITLES = new Map([['SVC', 'Support hours']]);

describe('orderDocument', () => {
  it('names each line by its variant title, or its product id when the catalogue lost it', () => {
    expect(orderDocument(row, TITLES).line_items[0]?.title).toBe('Support hours');
    expect(orderDocument(row, new Map()).line_items[0]?.title).toBe('SVC');
  });

  it('shows money as decimal strings from cents, with each line total', () => {
    const document = orderDocument(row, TITLES);
    expect(document).toMatchObject({
      subtotal: '0.30',
      gst: '0.05',
      total: '0.35',
      currency: 'NZD',
      status: 'processing',
    });
    expect(document.line_items[0]?.line_total).toBe('0.30');
  });

  it('carries the web order shape and the payment link, and the payment time once paid', () => {
    const document = orderDocument(row, TITLES);
    expect(document).toMatchObject({
      weborder_id: 'WO-ABCD1234',
      contact: { contact_id: 'uid-1' },
      payment_link: '/pay/WO-ABCD1234',
      created_at: '2026-01-02T03:04:05.000Z',
    });
    expect(document).not.toHaveProperty('paid_at');
    expect(orderDocument({ ...row, status: 'paid', paid_at: new Date('2026-01-03T00:00:00Z') }, TITLES)).toMatchObject({
      status: 'paid',
      paid_at: '2026-01-03T00:00:00.000Z',
    });
  });
});
