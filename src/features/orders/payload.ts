/**
 * The web-order payload the browser sends (SPEC §3 "Web order", §7 POST /api/web-orders), checked with
 * zod before anything else looks at it. Messages name the field and say what to do, because they reach
 * a person through the order toast. Prices in it are claims only: priceOrder re-prices every line.
 */
import { z } from 'zod';
import { regionCodes } from '../content/schemas/documents.ts';
import { QUANTITY_MAX } from '../pricing/pricing.ts';

/** The most lines one order may carry (far above any real cart; bounds the work a request can ask for). */
export const MAX_ORDER_LINES = 100;

const required = (label: string, max = 200) =>
  z.string(`${label} is required`).trim().min(1, `${label} is required`).max(max, `${label} is too long (at most ${max} characters)`);
const optionalText = (label: string, max = 200) =>
  z.string().trim().max(max, `${label} is too long (at most ${max} characters)`).optional();

/** A postal address (SPEC §5: line two is optional, every other field required). */
export const orderAddressSchema = z.object({
  address_line_one: required('Address line one'),
  address_line_two: optionalText('Address line two'),
  suburb: required('Suburb'),
  city: required('City'),
  region: required('Region'),
  postcode: required('Postcode', 20),
  country: required('Country', 100),
});

/** The delivery address (SPEC §3 "address" set): the postal address plus who receives the goods. */
export const deliveryAddressSchema = orderAddressSchema.extend({
  first_name: required('First name'),
  last_name: required('Last name'),
  companyName: required('Company name'),
  phone: required('Phone', 50),
  email: z.email('Email must be a valid email address').max(200, 'Email is too long (at most 200 characters)'),
});

/** The quantity rule of SPEC §5: a whole number from 1 to QUANTITY_MAX. */
export const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${QUANTITY_MAX}.`;
export const quantitySchema = z.number(QUANTITY_MESSAGE).int(QUANTITY_MESSAGE).min(1, QUANTITY_MESSAGE).max(QUANTITY_MAX, QUANTITY_MESSAGE);

/** One line as the cart sends it: which variant, which catalogue price (and the amount it showed), how many. */
export const orderLinePayloadSchema = z.object({
  /** The cart line's random id; problems are reported against it. */
  lineitem_id: required('lineitem_id'),
  product: z.object({ product_id: required('product.product_id') }),
  price: z.object({
    price_id: required('price.price_id'),
    currency: z.string('price.currency is required').regex(/^[A-Z]{3}$/, 'price.currency must be a currency code such as NZD'),
    /** The amount the cart showed, as the catalogue writes it ("3450.00"); compared in cents with the catalogue's. */
    amount: z.string('price.amount is required').regex(/^\d+(\.\d{1,2})?$/, 'price.amount must be a decimal amount such as "3450.00"'),
  }),
  quantity: quantitySchema,
});

/** The order payload (SPEC §3), plus the region the cart was priced in. */
export const orderPayloadSchema = z.object({
  /** Whose order: must be the signed-in user's contact (contact_id = uid). */
  contact: z.object({ contact_id: required('contact.contact_id') }),
  account: z.object({
    account_name: required('Account name'),
    address: orderAddressSchema,
    registered_business_no: optionalText('Registered business number', 50),
  }),
  /** Where the goods go, and to whom. */
  shipping_address: deliveryAddressSchema,
  line_items: z
    .array(orderLinePayloadSchema, 'line_items must be a list')
    .min(1, 'Your order has no items.')
    .max(MAX_ORDER_LINES, `An order holds at most ${MAX_ORDER_LINES} lines.`),
  /** The region the cart was priced in; when absent it follows from the lines' currency (NZD nz, AUD au). */
  region: z.enum(regionCodes, "region must be 'nz' or 'au'").optional(),
});

export type OrderAddress = z.infer<typeof orderAddressSchema>;
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;
export type OrderLinePayload = z.infer<typeof orderLinePayloadSchema>;
export type OrderPayload = z.infer<typeof orderPayloadSchema>;

/** POST /api/web-orders body (SPEC §7): `{action: 'POST', data: order}` or `{action: 'GET', data: {weborder_id}}`. */
export const webOrdersBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('POST'), data: orderPayloadSchema }),
  z.object({ action: z.literal('GET'), data: z.object({ weborder_id: required('weborder_id', 100) }) }),
], 'action must be GET or POST');

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
