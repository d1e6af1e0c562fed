/**
 * The server side of web orders (docs/requirements.md#orders, docs/requirements.md#calls POST /api/web-orders): place an order for
 * the signed-in, registered contact, priced from the catalogue now; read one of the caller's orders; list
 * them. Someone else's order is answered as not found, so order numbers reveal nothing.
 */
import { createHash } from 'node:crypto';
import { ok, refuse, type Outcome } from '../../lib/http/outcome.ts';
import { getSiteContent } from '../content/site-content.server.ts';
import { regionCodesOf } from '../content/site-routes.ts';
import { answeredPaymentLink } from '../payments/pay-ticket.server.ts';
import { startPayment } from '../payments/payments.server.ts';
import { variantTitles } from '../payments/checkout.ts';
import { services } from '../../services/config.ts';
import { getContact } from '../../services/db/contacts.ts';
import type { Order } from '../../schemas/order.ts';
import { getWebOrder, insertWebOrder, listWebOrders } from '../../services/db/orders.ts';
import { orderPlacedMessages } from '../notifications/order-notices.server.ts';
import { writeWithOutbox } from '../notifications/outbox.server.ts';
import type { SessionIdentity } from '../../services/identity/auth.server.ts';
import { orderDocument, type OrderDocument } from '../order-document/document.ts';
import { ORDER_MESSAGES } from './messages.ts';
import { newWeborderId } from './ids.ts';
import type { OrderPayload, WebOrdersBody } from './payload.ts';
import { priceOrder, resolveOrderRegion } from './price-order.ts';
import { newOrderRecord } from './record.ts';

/** The order document the caller gets: its payment link as the caller can follow it (pay-ticket.server.ts). */
async function answered(order: Order, titles: ReadonlyMap<string, string>): Promise<OrderDocument> {
  const document = orderDocument(order, titles);
  return document.payment_link
    ? { ...document, payment_link: await answeredPaymentLink(order, document.payment_link) }
    : document;
}

/**
 * What identifies a request under its Idempotency-Key: the SHA-256 of the checked payload (zod's output,
 * so the same order sent with other whitespace or key order is the same request).
 */
function requestFingerprint(payload: OrderPayload): string {
  return createHash('sha256').update(JSON.stringify(payload)).digest('hex');
}

/**
 * Places an order: the contact must be the caller's and registered (docs/requirements.md#who-may-do-what: verified, marketing info
 * given); every line is re-priced (422 with per-line problems when one does not stand); the order is
 * stored as 'processing', in the same transaction as its outbox messages (the buyer's confirmation, the
 * staff notice, the CRM's copy), and a payment started. 201 with the order; 200 with the first order
 * when the caller retries with the same Idempotency-Key (nothing is written or sent again); 422 when the
 * key was used within 24 hours for a different order (Stripe's rule); after 24 hours a key is new again.
 */
export async function placeOrder(
  session: SessionIdentity,
  payload: OrderPayload,
  idempotencyKey: string | undefined,
  now = new Date(),
): Promise<Outcome> {
  if (payload.contact.contact_id !== session.uid) return refuse(ORDER_MESSAGES.notYourContact, 403);
  const db = await services().database();
  const contact = await getContact(db, session.uid);
  if (!contact || !contact.marketingInfo) return refuse(ORDER_MESSAGES.completeRegistration, 403);
  // The contact's flag was copied from the identity when it was created; a later verification counts too.
  if (!contact.is_verified && !session.emailVerified) return refuse(ORDER_MESSAGES.verifyEmail, 403);

  const region = resolveOrderRegion(payload);
  if (!region) return refuse(ORDER_MESSAGES.noRegion, 422, []);
  const content = await getSiteContent();
  const catalogue = content.products;
  const priced = priceOrder(payload, catalogue, region, now, (family) => regionCodesOf(family.regions, content));
  if (!priced.ok) {
    // A problem with the whole order (its total) is the message itself; line problems are listed under it.
    const [only] = priced.problems;
    const message =
      priced.problems.length === 1 && only?.lineitem_id === null ? only.message : ORDER_MESSAGES.notPriced;
    return refuse(message, 422, priced.problems);
  }

  const titles = variantTitles(catalogue);
  const stored = await writeWithOutbox(async (tx) => {
    const written = await insertWebOrder(
      tx,
      {
        ...newOrderRecord(payload, priced, { weborder_id: newWeborderId(), contact_id: session.uid }),
        ...(idempotencyKey === undefined
          ? {}
          : { idempotency_key: idempotencyKey, request_fingerprint: requestFingerprint(payload) }),
      },
      now,
    );
    return {
      result: written,
      messages: written.created
        ? orderPlacedMessages(written.order, orderDocument(written.order, titles), contact, titles)
        : [],
    };
  }, now);
  if (stored.reusedKey) return refuse(ORDER_MESSAGES.idempotencyKeyReused, 422);
  const { order, created } = stored;
  const payable = order.payment_link ? order : await startPayment(db, order, titles, session.email);
  if (!payable) return refuse(ORDER_MESSAGES.paymentUnavailable, 503);
  return ok(await answered(payable, titles), created ? 201 : 200);
}

/** The catalogue's variant titles, so each line of an order document names what was bought. */
export const catalogueTitles = async (): Promise<Map<string, string>> =>
  variantTitles((await getSiteContent()).products);

/** One of the caller's orders; 404 for an unknown number and for anyone else's order alike. */
export async function readOrder(session: SessionIdentity, weborder_id: string): Promise<Outcome> {
  const order = await getWebOrder(await services().database(), weborder_id);
  return order && order.contact_id === session.uid
    ? ok(await answered(order, await catalogueTitles()))
    : refuse(ORDER_MESSAGES.notFound, 404);
}

/** POST /api/web-orders for the signed-in identity: `action` GET reads an order, POST places one. */
export function webOrdersAction(
  session: SessionIdentity,
  body: WebOrdersBody,
  idempotencyKey: string | undefined,
): Promise<Outcome> {
  return body.action === 'GET'
    ? readOrder(session, body.data.weborder_id)
    : placeOrder(session, body.data, idempotencyKey);
}

/** GET /api/web-orders/mine: the caller's orders, newest first (the /app/orders page). */
export async function listMyOrders(session: SessionIdentity): Promise<Outcome> {
  const orders = await listWebOrders(await services().database(), session.uid);
  const titles = await catalogueTitles();
  return ok(await Promise.all(orders.map((order) => answered(order, titles))));
}
