/**
 * The parts of a web order (docs/requirements.md#web-order Web order) the browser sends, the server checks and the database
 * keeps as JSON: the buying account, the ordered lines, and the order document the browser stores;
 * and the order itself as the server's features see it (Order, the domain type).
 * The payload around them (contact, region, the quantity limit) is src/features/orders/payload.ts.
 */
import * as z from 'zod/mini';
import { shortAddressSchema, type StoredAddress } from './address.ts';
import { businessNumberSchema } from './business-number.ts';
import { API_MESSAGES, requiredText } from './text.ts';

/** The buying account of an order. */
export const orderAccountSchema = z.object({
  /** The buying organisation. */
  account_name: requiredText(API_MESSAGES, 'Account name'),
  /** Where the account is billed. */
  address: shortAddressSchema,
  /** ABN, NZBN or NZ GST number, when given: checked, and kept as its digits (business-number.ts). */
  registered_business_no: z.optional(businessNumberSchema),
});
export type OrderAccount = z.infer<typeof orderAccountSchema>;

/** A catalogue currency code such as NZD. */
const currency = z
  .string({ error: 'price.currency is required' })
  .check(z.regex(/^[A-Z]{3}$/, { error: 'price.currency must be a currency code such as NZD' }));
/** A catalogue amount as written ("3450.00"); never a float. */
const amount = z
  .string({ error: 'price.amount is required' })
  .check(z.regex(/^\d+(\.\d{1,2})?$/, { error: 'price.amount must be a decimal amount such as "3450.00"' }));

/** One ordered line: which variant, at which catalogue price, how many. */
export const orderLineItemSchema = z.object({
  /** The cart line's random id; problems are reported against it. */
  lineitem_id: requiredText(API_MESSAGES, 'lineitem_id'),
  /** The variant. */
  product: z.object({ product_id: requiredText(API_MESSAGES, 'product.product_id') }),
  /** The catalogue price: the browser's claim in a payload, the server's own in a stored order. */
  price: z.object({ price_id: requiredText(API_MESSAGES, 'price.price_id'), currency, amount }),
  /** A whole number of at least 1. */
  quantity: z.int().check(z.minimum(1)),
});
export type OrderLineItem = z.infer<typeof orderLineItemSchema>;

/**
 * An order document as the browser keeps it (the orders endpoints answer it, docs/requirements.md#web-order): at least its
 * id; the rest is kept as the server sent it.
 */
export const webOrderDocumentSchema = z.looseObject({
  weborder_id: z.string(),
  /** 'processing' until paid, then 'paid'. */
  status: z.optional(z.string()),
  /** Where the browser goes to pay. */
  payment_link: z.optional(z.string()),
  line_items: z.optional(z.array(z.unknown())),
});
export type WebOrderDocument = z.infer<typeof webOrderDocumentSchema>;

/** Why a line (or, with `lineitem_id` null, the whole order) was not accepted, in words for a person: a refused order's `problems`. */
export const orderProblemSchema = z.object({ lineitem_id: z.nullable(z.string()), message: z.string() });
export type OrderProblem = z.infer<typeof orderProblemSchema>;

/** Where a web order stands (docs/requirements.md#web-order): 'processing' until it is paid, then 'paid'. */
export const ORDER_STATUSES = ['processing', 'paid'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * A web order as the features work with it (documents, mails, payments): the order of docs/requirements.md#web-order with the
 * server's prices and its money in integer cents. It is not the database's row: the storage's own
 * columns (retry key, request fingerprint, insertion sequence) stay in src/services/db/orders.ts,
 * which maps its rows to this shape, and what is absent is absent rather than null.
 */
export interface Order {
  weborder_id: string;
  contact_id: string;
  status: OrderStatus;
  account: OrderAccount;
  shipping_address?: StoredAddress;
  /** The ordered lines at the catalogue's prices when the order was placed. */
  line_items: OrderLineItem[];
  /** The currency every line and total is in, e.g. NZD. */
  currency: string;
  /** Excl. GST, GST and incl. GST, in integer cents (total = subtotal + GST). */
  subtotal_cents: number;
  gst_cents: number;
  total_cents: number;
  /** Where the browser goes to pay; absent until a payment was started. */
  payment_link?: string;
  created_at: Date;
  paid_at?: Date;
  /** The tax invoice issued when the order was paid (`INV-NZ-000042`); absent while unpaid. */
  invoice_number?: string;
}

/**
 * What a line of an order is called in documents, mails and at the gateway: the variant's title in the
 * catalogue now (`titles`: product_id -> title), or its product_id when the catalogue no longer has it.
 */
export const lineTitle = (line: Pick<OrderLineItem, 'product'>, titles: ReadonlyMap<string, string>): string =>
  titles.get(line.product.product_id) ?? line.product.product_id;

/** An accepted order before it is stored: no status (it is stored 'processing'), payment link or times yet. */
export type NewOrder = Omit<Order, 'status' | 'payment_link' | 'created_at' | 'paid_at'>;
