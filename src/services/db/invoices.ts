/**
 * Tax invoices and their per-region counters. The next number is taken by updating the region's
 * counter row inside the caller's transaction: the row stays locked until that transaction ends, so
 * concurrent payments (on any number of instances sharing one PostgreSQL) take consecutive numbers,
 * and a payment whose transaction rolls back gives its number back. No gap, no duplicate.
 */
import { asc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from './database.server.ts';
import { invoiceCounters, invoices } from './schema.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;

/** Takes the next number of `region`'s sequence (1 for its first invoice). Call inside the transaction that stores the invoice. */
export async function takeInvoiceSequence(tx: Database, region: string): Promise<number> {
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ region, last_number: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.region,
      set: { last_number: sql`${invoiceCounters.last_number} + 1` },
    })
    .returning({ last_number: invoiceCounters.last_number });
  if (!counter) throw new Error(`invoice counter of ${region} was not updated`);
  return counter.last_number;
}

/** Stores an issued invoice. It is never updated afterwards. */
export async function insertInvoice(tx: Database, invoice: NewInvoiceRow): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(invoice).returning();
  if (!row) throw new Error(`invoice ${invoice.invoice_number} was not written`);
  return row;
}

/** One invoice by its number, or undefined. Callers check who may see it. */
export async function getInvoice(db: Database, invoiceNumber: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.invoice_number, invoiceNumber)).limit(1);
  return row;
}

/** What the accounts team's list shows of an invoice (everything but the PDF). */
export type InvoiceSummary = Omit<InvoiceRow, 'pdf'>;

/** Invoices issued at or after `from`, in the order they were issued. */
export async function listInvoices(db: Database, from: Date): Promise<InvoiceSummary[]> {
  return db
    .select({
      invoice_number: invoices.invoice_number,
      weborder_id: invoices.weborder_id,
      contact_id: invoices.contact_id,
      region: invoices.region,
      sequence: invoices.sequence,
      issued_at: invoices.issued_at,
      buyer: invoices.buyer,
      currency: invoices.currency,
      subtotal_cents: invoices.subtotal_cents,
      gst_cents: invoices.gst_cents,
      total_cents: invoices.total_cents,
      pdf_sha256: invoices.pdf_sha256,
    })
    .from(invoices)
    .where(gte(invoices.issued_at, from))
    .orderBy(asc(invoices.issued_at), asc(invoices.region), asc(invoices.sequence));
}
