/**
 * The test payment page's form handler (embedded payments only): checks the test card, marks the order
 * paid on success and sends the browser on with 303 redirects, so the page works without JavaScript.
 * Card data lives only in this request: the log line carries the order, the last four digits and the outcome.
 */
import { services } from '../../services/config.ts';
import { getWebOrder } from '../../services/db/orders.ts';
import { testPaymentPath } from '../../services/payments/embedded.ts';
import { successPath } from '../../services/payments/port.ts';
import { problem } from '../../lib/http/json-response.ts';
import { recordPayment } from './record-payment.server.ts';
import { checkTestCard } from './card.ts';
import { PAY_TICKET_PARAMETER, withPayTicket } from './pay-ticket.ts';
import { ticketOpens } from './pay-ticket.server.ts';

const NOT_FOUND = 'No such order was found.';

const seeOther = (location: string): Response =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });

const field = (form: FormData, name: string): string | undefined => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

/**
 * POST /api/payments/test/{weborder_id} (a form post from /pay/{weborder_id}). 404 unless test payments
 * are on and the order is the signed-in caller's (or the form carries its pay ticket: pay-ticket.ts); a
 * paid order goes straight to the thank-you page.
 */
export async function payWithTestCard(request: Request, weborder_id: string, now = new Date()): Promise<Response> {
  if (services().payments().kind !== 'embedded') return problem(NOT_FOUND, 404);
  const [session, db] = await Promise.all([services().session(request.headers), services().database()]);
  const ticket = new URL(request.url).searchParams.get(PAY_TICKET_PARAMETER);
  const order = session || ticket ? await getWebOrder(db, weborder_id) : undefined;
  const byTicket = order !== undefined && order.contact_id !== session?.uid && (await ticketOpens(ticket, order, now));
  if (!order || (order.contact_id !== session?.uid && !byTicket)) return problem(NOT_FOUND, 404);
  if (order.status === 'paid') return seeOther(successPath(order.weborder_id));

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return problem('Please send the card form.', 400);
  }
  const result = checkTestCard(
    {
      number: field(form, 'number'),
      expiry: field(form, 'expiry'),
      cvc: field(form, 'cvc'),
      name: field(form, 'name'),
    },
    now,
  );
  const card = result.last4 ? ` with the card ending ${result.last4}` : '';
  console.info(`[payments] test payment of order ${order.weborder_id}${card}: ${result.ok ? 'paid' : result.problem}`);
  if (!result.ok) {
    const retry = `${testPaymentPath(order.weborder_id)}?error=${result.problem}`;
    return seeOther(byTicket && ticket ? withPayTicket(retry, ticket) : retry);
  }
  await recordPayment(order.weborder_id, now);
  return seeOther(successPath(order.weborder_id));
}
