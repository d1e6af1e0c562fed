/**
 * Web orders (docs/requirements.md#web-order POST /api/web-orders). Totals are integer cents computed by the server's
 * pricing; an idempotency key per checkout attempt makes a retried POST return the first order.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { createInsertSchema } from 'drizzle-zod';
import { z } from 'zod';
import { storedAddressSchema } from '../../schemas/address.ts';
import { isUnstorableText } from '../../schemas/safe-text.ts';
import {
  ORDER_STATUSES,
  orderAccountSchema,
  orderLineItemSchema,
  type Order,
  type OrderStatus,
} from '../../schemas/order.ts';
import type { Database } from './database.server.ts';
import { jsonColumn } from './json-column.ts';
import { invoices, webOrders } from './schema.ts';

const cents = (column: z.ZodInt) => column.min(0);

/**
 * An order as the server writes it, after pricing it from the catalogue: the table's columns
 * (drizzle-zod), its JSON columns checked with the shared order schemas. weborder_id is generated (a
 * UUID) when not given; status is 'processing' (docs/requirements.md#web-order) until markOrderPaid sets 'paid'; payment_link
 * is where the browser goes to pay (absolute, or a path of the local test payment page).
 */
export const newWebOrderSchema = createInsertSchema(webOrders, {
  weborder_id: (column) => column.min(1),
  contact_id: (column) => column.min(1),
  status: (column) => column.min(1).optional(),
  account: jsonColumn(orderAccountSchema),
  shipping_address: jsonColumn(storedAddressSchema).optional(),
  line_items: z.array(orderLineItemSchema).min(1),
  currency: (column) => column.regex(/^[A-Z]{3}$/),
  subtotal_cents: cents,
  gst_cents: cents,
  total_cents: cents,
  idempotency_key: (column) => column.min(1).max(200).optional(),
  request_fingerprint: (column) => column.min(1).max(200).optional(),
  payment_link: (column) => column.min(1).max(2000).optional(),
})
  .omit({ createdAt: true, paidAt: true })
  .partial({ weborder_id: true })
  .refine((order) => order.total_cents === order.subtotal_cents + order.gst_cents, {
    message: 'total_cents must equal subtotal_cents + gst_cents',
    path: ['total_cents'],
  });

export type NewWebOrder = z.input<typeof newWebOrderSchema>;
export type WebOrderRow = typeof webOrders.$inferSelect;

const isOrderStatus = (status: string): status is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(status);

/**
 * A stored row as the features' order (src/schemas/order.ts): the storage's own columns (retry key,
 * request fingerprint, sequence) left out, null columns absent. A status this code never writes is a
 * broken row, refused rather than shown as something it is not.
 */
export function orderOf(row: WebOrderRow, invoiceNumber?: string | null): Order {
  if (!isOrderStatus(row.status)) throw new Error(`web order ${row.weborder_id} has an unknown status "${row.status}"`);
  return {
    weborder_id: row.weborder_id,
    contact_id: row.contact_id,
    status: row.status,
    account: row.account,
    ...(row.shipping_address ? { shipping_address: row.shipping_address } : {}),
    line_items: row.line_items,
    currency: row.currency,
    subtotal_cents: row.subtotal_cents,
    gst_cents: row.gst_cents,
    total_cents: row.total_cents,
    ...(row.payment_link ? { payment_link: row.payment_link } : {}),
    created_at: row.createdAt,
    ...(row.paidAt ? { paid_at: row.paidAt } : {}),
    ...(invoiceNumber ? { invoice_number: invoiceNumber } : {}),
  };
}

/** An order row with the number of its invoice, when one was issued. */
const withInvoice = { row: webOrders, invoice_number: invoices.invoice_number };
const orderWithInvoice = ({ row, invoice_number }: { row: WebOrderRow; invoice_number: string | null }): Order =>
  orderOf(row, invoice_number);

const orderOrUndefined = (row: WebOrderRow | undefined): Order | undefined => (row ? orderOf(row) : undefined);

/** How long an idempotency key holds (Stripe's 24 hours): after that the same key places a new order. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** What insertWebOrder did. */
export type InsertedWebOrder =
  | { order: Order; created: boolean; reusedKey?: undefined }
  /** The key was used within its lifetime for another request (another fingerprint): nothing written. */
  | { reusedKey: true; order?: undefined; created?: undefined };

/**
 * Stores an order. When the contact already placed an order with the same idempotency key within
 * IDEMPOTENCY_KEY_LIFETIME_MS, that order is returned with `created: false` and nothing new is written
 * (a retry after a lost response) — unless the first request had another fingerprint, which answers
 * `reusedKey`. An older order's key is released (set to null) and the new order stored under it.
 */
export async function insertWebOrder(
  db: Database,
  order: NewWebOrder,
  now: Date = new Date(),
): Promise<InsertedWebOrder> {
  const values = newWebOrderSchema.parse(order);
  for (let attempt = 0; attempt < 2; attempt++) {
    const [inserted] = await db
      .insert(webOrders)
      .values({ ...values, weborder_id: values.weborder_id ?? crypto.randomUUID() })
      .onConflictDoNothing({ target: [webOrders.contact_id, webOrders.idempotency_key] })
      .returning();
    if (inserted) return { order: orderOf(inserted), created: true };
    if (values.idempotency_key == null)
      throw new Error(`insertWebOrder: order ${values.weborder_id ?? ''} was not written`);
    const sameKey = and(
      eq(webOrders.contact_id, values.contact_id),
      eq(webOrders.idempotency_key, values.idempotency_key),
    );
    const [existing] = await db.select().from(webOrders).where(sameKey).limit(1);
    if (!existing) continue; // released between the insert and the select: insert again
    if (now.getTime() - existing.createdAt.getTime() >= IDEMPOTENCY_KEY_LIFETIME_MS) {
      await db.update(webOrders).set({ idempotency_key: null }).where(eq(webOrders.weborder_id, existing.weborder_id));
      continue;
    }
    const differs =
      existing.request_fingerprint != null &&
      values.request_fingerprint != null &&
      existing.request_fingerprint !== values.request_fingerprint;
    return differs ? { reusedKey: true } : { order: orderOf(existing), created: false };
  }
  throw new Error('insertWebOrder: idempotent order neither inserted nor found');
}

/** One order by id, or undefined. Callers check that its contact_id is the signed-in user's. */
export async function getWebOrder(db: Database, weborder_id: string): Promise<Order | undefined> {
  // A number from a URL may hold anything (/pay/%00); no stored order has such an id, so none is asked for.
  if (weborder_id.length > 200 || isUnstorableText(weborder_id)) return undefined;
  const [found] = await db
    .select(withInvoice)
    .from(webOrders)
    .leftJoin(invoices, eq(invoices.weborder_id, webOrders.weborder_id))
    .where(eq(webOrders.weborder_id, weborder_id))
    .limit(1);
  return found ? orderWithInvoice(found) : undefined;
}

/** The contact's orders, newest first (the orders page). */
export async function listWebOrders(db: Database, contact_id: string): Promise<Order[]> {
  const rows = await db
    .select(withInvoice)
    .from(webOrders)
    .leftJoin(invoices, eq(invoices.weborder_id, webOrders.weborder_id))
    .where(eq(webOrders.contact_id, contact_id))
    .orderBy(desc(webOrders.sequence));
  return rows.map(orderWithInvoice);
}

/** Attaches the payment page the gateway returned for this order. */
export async function setPaymentLink(
  db: Database,
  weborder_id: string,
  payment_link: string,
): Promise<Order | undefined> {
  const [row] = await db
    .update(webOrders)
    .set({ payment_link })
    .where(eq(webOrders.weborder_id, weborder_id))
    .returning();
  return orderOrUndefined(row);
}

/**
 * Marks an unpaid order paid (status 'paid', paidAt). Answers the order only when this call marked it,
 * so the caller sends the paid confirmation once; undefined for an order already paid or unknown.
 */
export async function markOrderPaidOnce(
  db: Database,
  weborder_id: string,
  paidAt: Date = new Date(),
): Promise<Order | undefined> {
  const [updated] = await db
    .update(webOrders)
    .set({ status: 'paid', paidAt })
    .where(and(eq(webOrders.weborder_id, weborder_id), isNull(webOrders.paidAt)))
    .returning();
  return orderOrUndefined(updated);
}

/**
 * Marks the order paid (status 'paid', paidAt now). A second call (a repeated gateway webhook) keeps
 * the first payment time. Undefined when there is no such order.
 */
export async function markOrderPaid(
  db: Database,
  weborder_id: string,
  paidAt: Date = new Date(),
): Promise<Order | undefined> {
  return (await markOrderPaidOnce(db, weborder_id, paidAt)) ?? getWebOrder(db, weborder_id);
}
