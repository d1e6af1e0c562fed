/**
 * Pay tickets where they are needed (pay-ticket.ts): only when Firebase signs buyers in (their session is
 * not a cookie the test payment page could read) and payments are the embedded test page.
 */
import { services } from '../../services/config.ts';
import { holdsPayTicket, issuePayTicket, withPayTicket } from './pay-ticket.ts';

const ticketsNeeded = (): boolean =>
  services().config.firebase !== undefined && services().payments().kind === 'embedded';

/** An unpaid order's payment link as the API answers it: with a fresh ticket when tickets are needed. */
export async function answeredPaymentLink(
  order: { weborder_id: string; contact_id: string; status: string },
  link: string,
  now = new Date(),
): Promise<string> {
  if (order.status === 'paid' || !ticketsNeeded()) return link;
  return withPayTicket(link, await issuePayTicket(await services().secret(), order.weborder_id, order.contact_id, now));
}

/** Whether `ticket` opens the test payment page of `order` (never when tickets are not in use). */
export async function ticketOpens(
  ticket: string | null | undefined,
  order: { weborder_id: string; contact_id: string },
  now = new Date(),
): Promise<boolean> {
  if (!ticket || !ticketsNeeded()) return false;
  return holdsPayTicket(await services().secret(), ticket, order.weborder_id, order.contact_id, now);
}
