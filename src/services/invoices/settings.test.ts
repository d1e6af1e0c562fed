import { describe, expect, it } from 'vitest';
import { invoiceSettings } from './settings.ts';

describe('invoice settings', () => {
  it('prints the demo company when nothing is set', () => {
    const settings = invoiceSettings({});
    expect(settings.au).toMatchObject({
      legalName: 'Tasman CAD Pty Ltd',
      taxNumber: '51824753556',
      taxNumberKind: 'abn',
      timeZone: 'Australia/Sydney',
    });
    expect(settings.nz).toMatchObject({
      legalName: 'Tasman CAD Limited',
      taxNumber: '49091850',
      taxNumberKind: 'nz-gst',
      timeZone: 'Pacific/Auckland',
    });
    expect(settings.nz.address).toEqual(['Level 4, 22 Customs Street East', 'Auckland 1010', 'New Zealand']);
  });
  it("takes the shop's own values, the address split at semicolons", () => {
    const settings = invoiceSettings({
      INVOICE_AU_LEGAL_NAME: 'Example Pty Ltd',
      INVOICE_AU_ABN: '53 004 085 616',
      INVOICE_AU_ADDRESS: '1 George St; Sydney NSW 2000',
    });
    expect(settings.au).toMatchObject({
      legalName: 'Example Pty Ltd',
      taxNumber: '53004085616',
      address: ['1 George St', 'Sydney NSW 2000'],
    });
  });
  it('names the variable whose number fails its check, or is the wrong kind', () => {
    expect(() => invoiceSettings({ INVOICE_AU_ABN: '51 824 753 557' })).toThrow(
      /^Bad environment, set: INVOICE_AU_ABN: must be an ABN/,
    );
    expect(() => invoiceSettings({ INVOICE_NZ_GST_NUMBER: '51 824 753 556' })).toThrow(
      /INVOICE_NZ_GST_NUMBER: must be an NZ GST number/,
    );
  });
});
