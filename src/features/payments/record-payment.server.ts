/**
 * Recording a payment, whichever adapter took it (test card page, Stripe webhook): the order is marked
 * paid and, the first time only, the buyer's paid confirmation is written to the outbox in the same
 * transaction. A repeated webhook changes and sends nothing.
 */
import { getSiteContent } from '../content/site-content.server.ts';
import { getContact } from '../../services/db/contacts.ts';
import { markOrderPaidOnce } from '../../services/db/orders.ts';
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

/** Marks `weborder_id` paid at `paidAt` and queues the paid confirmation when this call was the one that marked it. */
export async function recordPayment(weborder_id: string, paidAt: Date = new Date()): Promise<void> {
  const lineTitles = await titles();
  await writeWithOutbox(async (tx) => {
    const paid = await markOrderPaidOnce(tx, weborder_id, paidAt);
    const buyer = paid ? await getContact(tx, paid.contact_id) : undefined;
    return { result: undefined, messages: paid && buyer ? orderPaidMessages(paid, buyer.email, lineTitles) : [] };
  }, paidAt);
}
