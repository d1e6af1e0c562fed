import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, invoicePath, invoiceRegionOf, isInvoiceNumber } from './invoice-number.ts';

describe('invoice numbers', () => {
  it('pads the sequence to six digits after the region', () => {
    expect(formatInvoiceNumber('au', 123)).toBe('INV-AU-000123');
    expect(formatInvoiceNumber('nz', 1)).toBe('INV-NZ-000001');
  });
  it('keeps counting past 999999 with more digits', () =>
    expect(formatInvoiceNumber('nz', 1_000_000)).toBe('INV-NZ-1000000'));
  it('refuses a sequence below 1 or not whole', () => {
    expect(() => formatInvoiceNumber('nz', 0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('nz', 1.5)).toThrow(RangeError);
  });
  it('recognises its own numbers only', () => {
    expect(isInvoiceNumber('INV-AU-000123')).toBe(true);
    expect(isInvoiceNumber('INV-US-000123')).toBe(false);
    expect(isInvoiceNumber('INV-AU-123')).toBe(false);
    expect(isInvoiceNumber('WO-7K2M9QXA')).toBe(false);
  });
  it('follows the currency: NZD New Zealand, AUD Australia, nothing else', () => {
    expect(invoiceRegionOf('NZD')).toBe('nz');
    expect(invoiceRegionOf('AUD')).toBe('au');
    expect(invoiceRegionOf('USD')).toBeUndefined();
  });
  it('downloads from the invoices API', () => expect(invoicePath('INV-NZ-000042')).toBe('/api/invoices/INV-NZ-000042'));
});
