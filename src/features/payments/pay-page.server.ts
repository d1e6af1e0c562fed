/**
 * What /pay/{weborder_id} shows: the test payment form of the caller's unpaid order, or a redirect (paid
 * orders go to the thank-you page; with Stripe, to the order's Stripe Checkout page), or not found.
 */
import { services } from '../../services/config.ts';
import { getSiteContent } from '../content/site-content.server.ts';
import { getWebOrder } from '../../services/db/orders.ts';
import { successPath } from '../../services/payments/port.ts';
import { variantTitles } from './checkout.ts';
import { ticketOpens } from './pay-ticket.server.ts';
import { payView, type NotFoundView, type PayView } from './pay-view.ts';

export type PayPageView = PayView | NotFoundView | { kind: 'redirect'; location: string };

/**
 * The page for `weborder_id` as the session in `headers` may see it, or the holder of a pay ticket for it
 * (pay-ticket.server.ts); `errorCode` is the URL's `?error=`, `ticket` its `?ticket=`.
 */
export async function payPageView(
  headers: Headers,
  weborder_id: string,
  errorCode: string | null,
  ticket: string | null = null,
): Promise<PayPageView> {
  const session = await services().session(headers);
  const order = session || ticket ? await getWebOrder(await services().database(), weborder_id) : undefined;
  const mayPay = order !== undefined && (order.contact_id === session?.uid || (await ticketOpens(ticket, order)));
  if (!order || !mayPay) return { kind: 'not-found', signedIn: session !== undefined };
  if (order.status === 'paid') return { kind: 'redirect', location: successPath(order.weborder_id) };
  if (services().payments().kind !== 'embedded') {
    return order.payment_link && /^https:\/\//.test(order.payment_link)
      ? { kind: 'redirect', location: order.payment_link }
      : { kind: 'not-found', signedIn: true };
  }
  return payView(
    order,
    variantTitles((await getSiteContent()).products),
    errorCode,
    order.contact_id === session?.uid ? undefined : (ticket ?? undefined),
  );
}
