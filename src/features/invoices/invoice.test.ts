import { describe, expect, it } from 'vitest';
import type { Order } from '../../schemas/order.ts';
import type { InvoiceSupplier } from '../../services/invoices/settings.ts';
import { allocateGst, invoiceContent, issueDateText } from './invoice.ts';

const address = {
  address_line_one: '1 Queen Street',
  suburb: 'CBD',
  city: 'Auckland',
  region: 'Auckland',
  postcode: '1010',
  country: 'New Zealand',
};
const line = (id: string, amount: string, quantity: number) => ({
  lineitem_id: id,
  product: { product_id: id },
  price: { price_id: `${id}-NZD`, currency: 'NZD', amount },
  quantity,
});
const order = (overrides: Partial<Order> = {}): Order => ({
  weborder_id: 'WO-ABCD1234',
  contact_id: 'uid-1',
  status: 'paid',
  account: { account_name: 'Kowhai Engineering', address, registered_business_no: '9429000106078' },
  shipping_address: {
    ...address,
    first_name: 'Ann',
    last_name: 'Buyer',
    companyName: 'Kowhai Engineering',
    phone: '021 555 0100',
    email: 'ann@example.com',
  },
  line_items: [line('KCIV-SU-1Y', '4980.00', 2), line('FREIGHT', '25.00', 1)],
  currency: 'NZD',
  subtotal_cents: 998500,
  gst_cents: 149775,
  total_cents: 1148275,
  created_at: new Date('2026-11-28T10:00:00Z'),
  paid_at: new Date('2026-11-28T12:30:00Z'),
  ...overrides,
});
const nz: InvoiceSupplier = {
  legalName: 'Tasman CAD Limited',
  taxNumber: '49091850',
  taxNumberKind: 'nz-gst',
  address: ['Level 4, 22 Customs Street East', 'Auckland 1010', 'New Zealand'],
  timeZone: 'Pacific/Auckland',
  locale: 'en-NZ',
};
const au: InvoiceSupplier = {
  legalName: 'Tasman CAD Pty Ltd',
  taxNumber: '51824753556',
  taxNumberKind: 'abn',
  address: ['Level 12, 100 Market Street', 'Sydney NSW 2000', 'Australia'],
  timeZone: 'Australia/Sydney',
  locale: 'en-AU',
};

describe('the issue date', () => {
  it("is the day in the region's time zone, not the server's", () => {
    const lateUtc = new Date('2026-11-28T12:30:00Z');
    expect(issueDateText(lateUtc, nz.timeZone, nz.locale)).toBe('29 November 2026');
    expect(issueDateText(lateUtc, au.timeZone, au.locale)).toBe('28 November 2026');
  });
});

describe("each line's GST", () => {
  it("sums to the order's GST, which is rounded once on the subtotal", () => {
    // 3 × 0.33 at 15%: 4.95 cents each, 14.85 exact in total, charged 15
    expect(allocateGst([33, 33, 33], 15, 15)).toEqual([5, 5, 5]);
    // 0.01 + 0.01 at 10%: charged 0 cents
    expect(allocateGst([1, 1], 0, 10)).toEqual([0, 0]);
    // 0.05 + 0.05 at 10%: 1 cent charged, given to the first of the equal lines
    expect(allocateGst([5, 5], 1, 10)).toEqual([1, 0]);
  });
  it("refuses a GST that cannot be the order's", () => expect(() => allocateGst([100], 50, 15)).toThrow(RangeError));
});

describe("the tax invoice's content", () => {
  const content = invoiceContent({
    order: order(),
    invoiceNumber: 'INV-NZ-000042',
    issuedAt: new Date('2026-11-28T12:30:00Z'),
    supplier: nz,
    titles: new Map([['KCIV-SU-1Y', 'Kestrel Civil, single user, 1 year']]),
    buyerName: 'Ann Buyer',
  });
  it('names the supplier with its GST number and address', () => {
    expect(content.title).toBe('Tax invoice');
    expect(content.supplier).toEqual({
      legalName: 'Tasman CAD Limited',
      taxNumber: 'NZ GST number 049-091-850',
      address: nz.address,
    });
  });
  it('names the buyer, the billing address and the business number', () => {
    expect(content.buyer.lines).toEqual([
      'Kowhai Engineering',
      'Attn: Ann Buyer',
      '1 Queen Street',
      'CBD',
      'Auckland 1010',
      'Auckland',
      'New Zealand',
      'NZBN 9429000106078',
    ]);
  });
  it('prints every line with quantity, unit price excl. GST, GST and amount incl. GST', () => {
    expect(content.lines).toEqual([
      {
        description: 'Kestrel Civil, single user, 1 year',
        quantity: '2',
        unitPrice: '4,980.00',
        gst: '1,494.00',
        amount: '11,454.00',
      },
      { description: 'FREIGHT', quantity: '1', unitPrice: '25.00', gst: '3.75', amount: '28.75' },
    ]);
  });
  it('prints the totals the order was charged, in its currency, dated in New Zealand', () => {
    expect(content).toMatchObject({
      subtotal: '9,985.00',
      gst: '1,497.75',
      total: '11,482.75',
      currency: 'NZD',
      gstPercent: '15%',
      issueDate: '29 November 2026',
    });
  });
  it('leaves out what the order does not have', () => {
    const bare = invoiceContent({
      order: order({
        account: { account_name: 'Solo', address },
        currency: 'AUD',
        line_items: [{ ...line('A', '10.00', 1), price: { price_id: 'A-AUD', currency: 'AUD', amount: '10.00' } }],
        subtotal_cents: 1000,
        gst_cents: 100,
        total_cents: 1100,
      }),
      invoiceNumber: 'INV-AU-000001',
      issuedAt: new Date('2026-11-28T12:30:00Z'),
      supplier: au,
      titles: new Map(),
    });
    expect(bare.buyer.lines).toEqual([
      'Solo',
      'Attn: Ann Buyer',
      '1 Queen Street',
      'CBD',
      'Auckland 1010',
      'Auckland',
      'New Zealand',
    ]);
    expect(bare).toMatchObject({
      currencyName: 'Australian dollars (AUD)',
      gstPercent: '10%',
      total: '11.00',
      supplier: { taxNumber: 'ABN 51 824 753 556' },
    });
  });
});
