/**
 * The order document the API answers (SPEC §3 "Web order"): the stored row reshaped, with money as decimal
 * strings from integer cents (never floats) and each line's total, so the browser formats and never sums.
 */
import * as z from 'zod/mini';
import { storedAddressSchema } from '../../schemas/address.ts';
import { orderAccountSchema, orderLineItemSchema } from '../../schemas/order.ts';
import type { WebOrderRow } from '../../services/db/orders.ts';
import { centsToAmount, toCents } from '../pricing/pricing.ts';

/** A decimal amount with two decimals, e.g. "6900.00". */
const decimal = z.string().check(z.regex(/^\d+\.\d{2}$/));

/**
 * The order document as a schema: what the OpenAPI document (features/api-docs) says the orders
 * endpoints answer, and what the types below must match (checked at compile time under the function).
 */
export const orderDocumentSchema = z.object({
  weborder_id: z.string(),
  status: z.string(),
  contact: z.object({ contact_id: z.string() }),
  account: orderAccountSchema,
  shipping_address: z.optional(storedAddressSchema),
  line_items: z.array(z.extend(orderLineItemSchema, { line_total: decimal, title: z.string() })),
  currency: z.string(),
  subtotal: decimal,
  gst: decimal,
  total: decimal,
  payment_link: z.optional(z.string()),
  created_at: z.iso.datetime(),
  paid_at: z.optional(z.iso.datetime()),
});

/** GET /api/account/resources's data (features/account/account.server.ts readResources): the record and the caller's orders. */
export const resourcesDocumentSchema = z.object({
  contact_id: z.string(),
  /** The gated blogs the contact unlocked (their ids, in request order). */
  requestedBlogs: z.array(z.string()),
  orders: z.array(orderDocumentSchema),
});

/** The 422 of POST /api/web-orders: the message and, per line that does not stand, its problem (null: the whole order). */
export const orderRefusalSchema = z.object({
  message: z.string(),
  problems: z.array(z.object({ lineitem_id: z.nullable(z.string()), message: z.string() })),
});

/** A stored line as the API shows it: the SPEC's line plus its total (unit amount × quantity). */
export interface OrderDocumentLine {
  lineitem_id: string;
  product: { product_id: string };
  price: { price_id: string; currency: string; amount: string };
  quantity: number;
  /** Decimal string, e.g. "6900.00". */
  line_total: string;
  /** The variant's title in the catalogue now (its product_id if the catalogue no longer has it). */
  title: string;
}

/** A web order as POST/GET /api/web-orders and GET /api/web-orders/mine answer it. */
export interface OrderDocument {
  weborder_id: string;
  /** 'processing' until paid, then 'paid'. */
  status: string;
  contact: { contact_id: string };
  account: WebOrderRow['account'];
  shipping_address?: NonNullable<WebOrderRow['shipping_address']>;
  line_items: OrderDocumentLine[];
  currency: string;
  /** Decimal strings (two decimals), excl. GST / GST / incl. GST. */
  subtotal: string;
  gst: string;
  total: string;
  /** Where the browser goes to pay; absent until a payment was started. */
  payment_link?: string;
  /** ISO date-times. */
  created_at: string;
  paid_at?: string;
}

/** The API document of a stored order row; `titles` names the variants (product_id -> title). */
export function orderDocument(row: WebOrderRow, titles: ReadonlyMap<string, string>): OrderDocument {
  return {
    weborder_id: row.weborder_id,
    status: row.status,
    contact: { contact_id: row.contact_id },
    account: row.account,
    ...(row.shipping_address ? { shipping_address: row.shipping_address } : {}),
    line_items: row.line_items.map((line) => ({
      lineitem_id: line.lineitem_id,
      product: { product_id: line.product.product_id },
      price: { price_id: line.price.price_id, currency: line.price.currency, amount: line.price.amount },
      quantity: line.quantity,
      line_total: centsToAmount(toCents(line.price.amount) * line.quantity),
      title: titles.get(line.product.product_id) ?? line.product.product_id,
    })),
    currency: row.currency,
    subtotal: centsToAmount(row.subtotal_cents),
    gst: centsToAmount(row.gst_cents),
    total: centsToAmount(row.total_cents),
    ...(row.payment_link ? { payment_link: row.payment_link } : {}),
    created_at: row.createdAt.toISOString(),
    ...(row.paidAt ? { paid_at: row.paidAt.toISOString() } : {}),
  };
}

/** The interface and the schema describe the same document (a compile error here means they drifted). */
export type OrderDocumentMatches = [OrderDocument] extends [z.output<typeof orderDocumentSchema>] ? true : never;
export const orderDocumentMatches: OrderDocumentMatches = true;
