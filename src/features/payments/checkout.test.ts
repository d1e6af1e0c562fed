import { describe, expect, it } from 'vitest';
import { checkoutRequest } from './checkout.ts';
import { payView } from './pay-view.ts';

const order = {
  weborder_id: 'WO-ABCD1234',
  currency: 'NZD',
  line_items: [
    {
      lineitem_id: 'a',
      product: { product_id: 'HW7-32' },
      price: { price_id: 'HW7-32-NZD', currency: 'NZD', amount: '4899.00' },
      quantity: 2,
    },
    {
      lineitem_id: 'b',
      product: { product_id: 'FREIGHT' },
      price: { price_id: 'FREIGHT-NZD', currency: 'NZD', amount: '25.00' },
      quantity: 1,
    },
  ],
  subtotal_cents: 982_300,
  gst_cents: 147_345,
  total_cents: 1_129_645,
};
const titles = new Map([['HW7-32', 'Harbour W7, 32 GB']]);

describe('checkoutRequest', () => {
  it('charges each line in cents plus GST as its own line, adding up to the stored total', () => {
    expect(checkoutRequest(order, titles, 'ann@example.com')).toEqual({
      weborder_id: 'WO-ABCD1234',
      currency: 'NZD',
      total_cents: 1_129_645,
      customer_email: 'ann@example.com',
      lines: [
        { name: 'Harbour W7, 32 GB', unit_cents: 489_900, quantity: 2 },
        { name: 'FREIGHT', unit_cents: 2_500, quantity: 1 },
        { name: 'GST (15%)', unit_cents: 147_345, quantity: 1 },
      ],
    });
  });

  it('refuses to charge an order whose lines do not add up to its total', () => {
    expect(() => checkoutRequest({ ...order, total_cents: 1 }, titles)).toThrow(RangeError);
  });
});

describe('payView', () => {
  it('formats totals from the stored cents and posts to the order’s test endpoint', () => {
    const view = payView(order, titles, 'declined');
    expect(view).toMatchObject({
      subtotal: '$9,823.00 NZD excl. GST',
      gst: '$1,473.45 NZD',
      total: '$11,296.45 NZD incl. GST',
      action: '/api/payments/test/WO-ABCD1234',
      error: 'Your card was declined.',
    });
    expect(view.lines[0]).toEqual({ title: 'Harbour W7, 32 GB', quantity: 2, total: '$9,798.00 NZD' });
    expect(payView(order, titles, 'anything else').error).toBeUndefined();
  });
});
