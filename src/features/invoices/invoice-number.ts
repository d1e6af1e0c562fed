/**
 * Invoice numbers: `INV-` + the region in capitals + a six-digit sequence (`INV-AU-000123`), one gapless
 * sequence per region (the database's counter row hands out the next number; docs/orders.md "Tax
 * invoices"). Pure: the browser reads numbers and paths too.
 */

/** The regions a tax invoice is issued in. */
export const INVOICE_REGIONS = ['nz', 'au'] as const;
export type InvoiceRegion = (typeof INVOICE_REGIONS)[number];

/** The region whose invoice an order in `currency` gets: NZD New Zealand, AUD Australia; none for any other. */
export function invoiceRegionOf(currency: string): InvoiceRegion | undefined {
  if (currency === 'NZD') return 'nz';
  if (currency === 'AUD') return 'au';
  return undefined;
}

/** Digits the sequence is padded to; a larger number simply has more digits. */
const SEQUENCE_DIGITS = 6;

/** `INV-AU-000123` for the 123rd invoice issued in Australia. */
export function formatInvoiceNumber(region: InvoiceRegion, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`invoice sequence must be a whole number from 1: ${sequence}`);
  return `INV-${region.toUpperCase()}-${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}

const NUMBER_PATTERN = /^INV-(NZ|AU)-(\d{6,})$/;

/** Whether `text` is an invoice number this site issues (the download route refuses anything else as not found). */
export const isInvoiceNumber = (text: string): boolean => NUMBER_PATTERN.test(text);

/** Where the signed-in buyer (or the operator API) downloads an invoice's PDF. */
export const invoicePath = (invoiceNumber: string): string => `/api/invoices/${encodeURIComponent(invoiceNumber)}`;

/** The file name a download and a mail attachment carry. */
export const invoiceFileName = (invoiceNumber: string): string => `${invoiceNumber}.pdf`;
