/**
 * The operator API's list of invoices (GET /api/admin/invoices?from=YYYY-MM-DD): every invoice whose
 * issue date, in its region's time zone as printed on it, is on or after `from`, as CSV.
 */
import { z } from 'zod';
import { services } from '../../services/config.ts';
import { listInvoices } from '../../services/db/invoices.ts';
import { invoicesCsv } from './invoice-csv.ts';
import { isoDateIn } from './invoice.ts';
import { INVOICE_REGIONS, type InvoiceRegion } from './invoice-number.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `?from=`: a calendar date, YYYY-MM-DD. */
export const invoicesQuerySchema = z.object({
  from: z.iso.date({ error: 'from must be a date such as 2026-11-01' }),
});

const isRegion = (region: string): region is InvoiceRegion => (INVOICE_REGIONS as readonly string[]).includes(region);

/** The CSV of the invoices issued on or after `from`. */
export async function invoicesFromCsv(from: string): Promise<string> {
  const settings = services().config.invoices;
  const timeZoneOf = (region: string): string => (isRegion(region) ? settings[region].timeZone : 'UTC');
  // A day before `from` in UTC covers every time zone ahead of it; the exact cut is the printed date.
  const candidates = await listInvoices(
    await services().database(),
    new Date(Date.parse(`${from}T00:00:00Z`) - DAY_MS),
  );
  return invoicesCsv(
    candidates.filter((invoice) => isoDateIn(invoice.issued_at, timeZoneOf(invoice.region)) >= from),
    timeZoneOf,
  );
}
