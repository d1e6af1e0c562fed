/**
 * The order document the API answers (docs/requirements.md#web-order): the stored order reshaped, with money as decimal
 * strings from integer cents (never floats) and each line's total, so the browser formats and never sums.
 */
import * as z from 'zod/mini';
import { storedAddressSchema } from '../../schemas/address.ts';
import { lineTitle, orderAccountSchema, orderLineItemSchema, type Order } from '../../schemas/order.ts';
import { invoicePath } from '../invoices/invoice-number.ts';
import { centsToAmount, lineCents } from '../pricing/pricing.ts';

/** A decimal amount with two decimals, e.g. "6900.00". */
const decimal = z.string().check(z.regex(/^\d+\.\d{2}$/));

/**
 * A web order as POST/GET /api/web-orders and GET /api/web-orders/mine answer it: the type of
 * orderDocument below and the OpenAPI document's description of it (features/api-docs).
 */
export const orderDocumentSchema = z.object({
  weborder_id: z.string(),
  /** 'processing' until paid, then 'paid'. */
  status: z.string(),
  contact: z.object({ contact_id: z.string() }),
  account: orderAccountSchema,
  shipping_address: z.optional(storedAddressSchema),
  /** The web order's lines (docs/requirements.md#web-order) plus each line's total (unit amount × quantity) and the variant's title in the catalogue now (its product_id if the catalogue no longer has it). */
  line_items: z.array(z.extend(orderLineItemSchema, { line_total: decimal, title: z.string() })),
  currency: z.string(),
  /** Excl. GST / GST / incl. GST. */
  subtotal: decimal,
  gst: decimal,
  total: decimal,
  /** Where the browser goes to pay; absent until a payment was started. */
  payment_link: z.optional(z.string()),
  created_at: z.iso.datetime(),
  paid_at: z.optional(z.iso.datetime()),
  /** The tax invoice's number (`INV-NZ-000042`), once the order is paid. */
  invoice_number: z.optional(z.string()),
  /** Where the signed-in buyer downloads the tax invoice (PDF), once the order is paid. */
  invoice_url: z.optional(z.string()),
});
export type OrderDocument = z.output<typeof orderDocumentSchema>;

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

/** The API document of a stored order; `titles` names the variants (product_id -> title). */
export function orderDocument(order: Order, titles: ReadonlyMap<string, string>): OrderDocument {
  return {
    weborder_id: order.weborder_id,
    status: order.status,
    contact: { contact_id: order.contact_id },
    account: order.account,
    ...(order.shipping_address ? { shipping_address: order.shipping_address } : {}),
    line_items: order.line_items.map((line) => ({
      lineitem_id: line.lineitem_id,
      product: { product_id: line.product.product_id },
      price: { price_id: line.price.price_id, currency: line.price.currency, amount: line.price.amount },
      quantity: line.quantity,
      line_total: centsToAmount(lineCents(line)),
      title: lineTitle(line, titles),
    })),
    currency: order.currency,
    subtotal: centsToAmount(order.subtotal_cents),
    gst: centsToAmount(order.gst_cents),
    total: centsToAmount(order.total_cents),
    ...(order.payment_link ? { payment_link: order.payment_link } : {}),
    created_at: order.created_at.toISOString(),
    ...(order.paid_at ? { paid_at: order.paid_at.toISOString() } : {}),
    ...(order.invoice_number
      ? { invoice_number: order.invoice_number, invoice_url: invoicePath(order.invoice_number) }
      : {}),
  };
}
