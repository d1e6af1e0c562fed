import { describe, expect, it } from 'vitest';
import { csvField, invoicesCsv } from './invoice-csv.ts';

const zones = (region: string) => (region === 'nz' ? 'Pacific/Auckland' : 'Australia/Sydney');
const invoice = {
  invoice_number: 'INV-NZ-000042',
  weborder_id: 'WO-ABCD1234',
  region: 'nz',
  issued_at: new Date('2026-11-28T12:30:00Z'),
  buyer: 'Kowhai Engineering',
  currency: 'NZD',
  subtotal_cents: 1091000,
  gst_cents: 163650,
  total_cents: 1254650,
};

describe('the invoices CSV', () => {
  it('has a header and one row per invoice, dated in its region, amounts to the cent', () => {
    expect(
      invoicesCsv([invoice, { ...invoice, invoice_number: 'INV-AU-000001', region: 'au', currency: 'AUD' }], zones),
    ).toBe(
      'invoice_number,issue_date,issued_at,order,buyer,currency,subtotal_excl_gst,gst,total_incl_gst\r\n' +
        'INV-NZ-000042,2026-11-29,2026-11-28T12:30:00.000Z,WO-ABCD1234,Kowhai Engineering,NZD,10910.00,1636.50,12546.50\r\n' +
        'INV-AU-000001,2026-11-28,2026-11-28T12:30:00.000Z,WO-ABCD1234,Kowhai Engineering,AUD,10910.00,1636.50,12546.50\r\n',
    );
  });
  it('is only the header when there are no invoices', () =>
    expect(invoicesCsv([], zones).split('\r\n')).toHaveLength(2));
  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('Smith, Jones & Co')).toBe('"Smith, Jones & Co"');
    expect(csvField('The "Best" Ltd')).toBe('"The ""Best"" Ltd"');
    expect(csvField('a\nb')).toBe('"a\nb"');
  });
  it("keeps a buyer's name from running as a spreadsheet formula", () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('-1+2')).toBe("'-1+2");
  });
});
