/**
 * The web-order payload the browser sends (docs/requirements.md#web-order, docs/requirements.md#calls POST /api/web-orders), checked with
 * zod before anything else looks at it. Messages name the field and say what to do, because they reach
 * a person through the order toast. Prices in it are claims only: priceOrder re-prices every line.
 */
import * as z from 'zod/mini';
import { addressSchema } from '../../schemas/address.ts';
import { orderAccountSchema, orderLineItemSchema } from '../../schemas/order.ts';
import { regionCodes } from '../../schemas/regions.ts';
import { API_MESSAGES, requiredText } from '../../schemas/text.ts';
import { QUANTITY_MAX } from '../pricing/pricing.ts';

// zod/mini like the schemas it is built from (src/schemas/text.ts says why).

/** The most lines one order may carry (far above any real cart; bounds the work a request can ask for). */
export const MAX_ORDER_LINES = 100;

/** The quantity rule of docs/requirements.md#quantities: a whole number from 1 to QUANTITY_MAX. */
export const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${QUANTITY_MAX}.`;
export const quantitySchema = z
  .int({ error: QUANTITY_MESSAGE })
  .check(z.minimum(1, { error: QUANTITY_MESSAGE }), z.maximum(QUANTITY_MAX, { error: QUANTITY_MESSAGE }));

/** One line as the cart sends it: the order line, with the cart's quantity rule. */
export const orderLinePayloadSchema = z.extend(orderLineItemSchema, { quantity: quantitySchema });

/** The order payload (docs/requirements.md#web-order), plus the region the cart was priced in. */
export const orderPayloadSchema = z.object({
  /** Whose order: must be the signed-in user's contact (contact_id = uid). */
  contact: z.object({ contact_id: requiredText(API_MESSAGES, 'contact.contact_id') }),
  /** The buying account and its billing address. */
  account: orderAccountSchema,
  /** Where the goods go, and to whom. */
  shipping_address: addressSchema,
  /** The cart's lines; prices in them are claims the server checks. */
  line_items: z
    .array(orderLinePayloadSchema, { error: 'line_items must be a list' })
    .check(
      z.minLength(1, { error: 'Your order has no items.' }),
      z.maxLength(MAX_ORDER_LINES, { error: `An order holds at most ${MAX_ORDER_LINES} lines.` }),
    ),
  /** The region the cart was priced in; when absent it follows from the lines' currency (NZD nz, AUD au). */
  region: z.optional(z.enum(regionCodes, { error: "region must be 'nz' or 'au'" })),
});

export type OrderLinePayload = z.infer<typeof orderLinePayloadSchema>;
export type OrderPayload = z.infer<typeof orderPayloadSchema>;

/** POST /api/web-orders body (docs/requirements.md#calls): `{action: 'POST', data: order}` or `{action: 'GET', data: {weborder_id}}`. */
export const webOrdersBodySchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('POST'), data: orderPayloadSchema }),
    z.object({
      action: z.literal('GET'),
      data: z.object({ weborder_id: requiredText(API_MESSAGES, 'weborder_id', 100) }),
    }),
  ],
  { error: 'action must be GET or POST' },
);

export type WebOrdersBody = z.infer<typeof webOrdersBodySchema>;

/**
 * An Idempotency-Key header value: optional, but when sent it must be 1–200 visible ASCII characters
 * (a UUID per checkout attempt is typical). Returns the key, undefined when absent, or an error text.
 */
export function readIdempotencyKey(value: string | null): { key: string | undefined } | { error: string } {
  if (value === null) return { key: undefined };
  const key = value.trim();
  return /^[\x21-\x7e]{1,200}$/.test(key)
    ? { key }
    : { error: 'The Idempotency-Key header must be 1 to 200 visible characters (for example a UUID).' };
}
