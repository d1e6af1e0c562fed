/**
 * The accounts team's list of invoices as CSV (RFC 4180: comma-separated, CRLF line ends, fields with
 * a comma, quote or line break quoted). A text field a buyer typed that starts with = + - @ gets a
 * leading apostrophe, so a spreadsheet shows it as text instead of running it as a formula. Pure.
 */
import { centsToAmount } from '../pricing/pricing.ts';
import { isoDateIn } from './invoice.ts';

/** One invoice as listed. */
export interface InvoiceListing {
  invoice_number: string;
  weborder_id: string;
  region: string;
  issued_at: Date;
  buyer: string;
  currency: string;
  subtotal_cents: number;
  gst_cents: number;
  total_cents: number;
}

/** The columns, in order. */
export const INVOICE_CSV_COLUMNS = [
  'invoice_number',
  'issue_date',
  'issued_at',
  'order',
  'buyer',
  'currency',
  'subtotal_excl_gst',
  'gst',
  'total_incl_gst',
] as const;

/** A field as CSV writes it. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The CSV of `invoices`: a header row, then one row each; the issue date is in each invoice's region's time zone. */
export function invoicesCsv(invoices: readonly InvoiceListing[], timeZoneOf: (region: string) => string): string {
  const rows = invoices.map((invoice) => [
    invoice.invoice_number,
    isoDateIn(invoice.issued_at, timeZoneOf(invoice.region)),
    invoice.issued_at.toISOString(),
    invoice.weborder_id,
    invoice.buyer,
    invoice.currency,
    centsToAmount(invoice.subtotal_cents),
    centsToAmount(invoice.gst_cents),
    centsToAmount(invoice.total_cents),
  ]);
  return [[...INVOICE_CSV_COLUMNS], ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
