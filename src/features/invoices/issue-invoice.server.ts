/**
 * Issuing a tax invoice, inside the transaction that marks an order paid: the region's next number,
 * the content from the order and the supplier settings, the PDF, stored with its SHA-256. If the
 * transaction rolls back, so do the number and the invoice. Nothing here changes an issued invoice.
 */
import { createHash } from 'node:crypto';
import type { Order } from '../../schemas/order.ts';
import { services } from '../../services/config.ts';
import type { Database } from '../../services/db/database.server.ts';
import { insertInvoice, takeInvoiceSequence } from '../../services/db/invoices.ts';
import { invoiceContent } from './invoice.ts';
import { formatInvoiceNumber, invoiceRegionOf } from './invoice-number.ts';
import { renderInvoicePdf } from './invoice-pdf.server.ts';

/** An invoice as issued: its number and the PDF's bytes (the mail attaches them). */
export interface IssuedInvoice {
  invoiceNumber: string;
  pdf: Uint8Array;
}

/**
 * Issues the invoice of `order`, just marked paid in `tx`. Undefined for an order in a currency no
 * region invoices in (none can be placed today; such an order stays paid without an invoice).
 */
export async function issueInvoice(
  tx: Database,
  order: Order,
  context: { titles: ReadonlyMap<string, string>; buyerName?: string | undefined; issuedAt: Date },
): Promise<IssuedInvoice | undefined> {
  const region = invoiceRegionOf(order.currency);
  if (!region) {
    console.warn(`invoices: order ${order.weborder_id} is in ${order.currency}; no tax invoice is issued for it.`);
    return undefined;
  }
  const sequence = await takeInvoiceSequence(tx, region);
  const invoiceNumber = formatInvoiceNumber(region, sequence);
  const content = invoiceContent({
    order,
    invoiceNumber,
    issuedAt: context.issuedAt,
    supplier: services().config.invoices[region],
    titles: context.titles,
    buyerName: context.buyerName,
  });
  const pdf = await renderInvoicePdf(content, context.issuedAt);
  await insertInvoice(tx, {
    invoice_number: invoiceNumber,
    weborder_id: order.weborder_id,
    contact_id: order.contact_id,
    region,
    sequence,
    issued_at: context.issuedAt,
    buyer: order.account.account_name,
    currency: order.currency,
    subtotal_cents: order.subtotal_cents,
    gst_cents: order.gst_cents,
    total_cents: order.total_cents,
    pdf,
    pdf_sha256: createHash('sha256').update(pdf).digest('hex'),
  });
  return { invoiceNumber, pdf };
}
