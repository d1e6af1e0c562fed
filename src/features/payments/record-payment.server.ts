/**
 * Recording a payment, whichever adapter took it (test card page, Stripe webhook): the order is marked
 * paid and, the first time only, its tax invoice is issued and the buyer's paid confirmation (the
 * invoice attached) and the paid order for the CRM are written to the outbox, all in the same
 * transaction. A repeated webhook changes and sends nothing.
 */
import { getSiteContent } from '../content/site-content.server.ts';
import { getContact } from '../../services/db/contacts.ts';
import type { Database } from '../../services/db/database.server.ts';
import type { NewOutboxMessage } from '../../services/db/outbox.ts';
import { markOrderPaidOnce } from '../../services/db/orders.ts';
import { issueInvoice } from '../invoices/issue-invoice.server.ts';
import { orderPaidMessages } from '../notifications/order-notices.server.ts';
import { writeWithOutbox } from '../notifications/outbox.server.ts';
import { variantTitles } from './checkout.ts';

/** Line titles for the mail; without the content (it failed to load) lines show their product ids, and the payment is still recorded. */
async function titles(): Promise<ReadonlyMap<string, string>> {
  try {
    return variantTitles((await getSiteContent()).products);
  } catch (error) {
    console.warn('payments: the catalogue could not be read; the paid confirmation names products by id.', error);
    return new Map();
  }
}

/**
 * In `tx`: marks `weborder_id` paid at `paidAt` and, when this call was the one that marked it, issues
 * its tax invoice and answers the outbox messages of the payment. Any instance may run it: the invoice
 * counter's row lock orders concurrent payments on one PostgreSQL.
 */
export async function markPaidWithInvoice(
  tx: Database,
  weborder_id: string,
  paidAt: Date,
  lineTitles: ReadonlyMap<string, string>,
): Promise<NewOutboxMessage[]> {
  const marked = await markOrderPaidOnce(tx, weborder_id, paidAt);
  if (!marked) return [];
  const buyer = await getContact(tx, marked.contact_id);
  const buyerName = buyer ? [buyer.first_name, buyer.last_name].filter(Boolean).join(' ') : undefined;
  const invoice = await issueInvoice(tx, marked, { titles: lineTitles, buyerName, issuedAt: paidAt });
  const paid = invoice ? { ...marked, invoice_number: invoice.invoiceNumber } : marked;
  return orderPaidMessages(paid, buyer?.email, lineTitles, invoice);
}

/** Marks `weborder_id` paid at `paidAt`; the first time, with its invoice and messages, in one transaction. */
export async function recordPayment(weborder_id: string, paidAt: Date = new Date()): Promise<void> {
  const lineTitles = await titles();
  await writeWithOutbox(
    async (tx) => ({ result: undefined, messages: await markPaidWithInvoice(tx, weborder_id, paidAt, lineTitles) }),
    paidAt,
  );
}
