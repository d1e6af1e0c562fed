/**
 * Shapes of the JSON values kept in jsonb columns (SPEC §3). The database stores them as written; these
 * schemas are what repositories parse on the way in, so a bad shape fails before it reaches a row.
 */
import { z } from 'zod';

/** Any JSON value: marketingInfo and resource order entries are opaque documents the spec does not detail. */
export const jsonValueSchema = z.json();
export type JsonValue = z.infer<typeof jsonValueSchema>;

/** A postal address of a web order (SPEC §3 "Web order"); line two is the only optional line. */
export const addressSchema = z.object({
  address_line_one: z.string(),
  address_line_two: z.string().optional(),
  suburb: z.string(),
  city: z.string(),
  region: z.string(),
  postcode: z.string(),
  country: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/**
 * Where an order is delivered (SPEC §3 "address" field set): the postal address plus who receives it.
 * The recipient fields are optional here so the column also reads addresses stored before they existed;
 * the orders endpoint requires them on every new order.
 */
export const deliveryAddressSchema = addressSchema.extend({
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  companyName: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/** The buying account of a web order. */
export const orderAccountSchema = z.object({
  account_name: z.string(),
  address: addressSchema,
  registered_business_no: z.string().optional(),
});
export type OrderAccount = z.infer<typeof orderAccountSchema>;

/** One ordered line, priced by the server: amount is the catalogue's decimal text, as in a Price. */
export const orderLineItemSchema = z.object({
  lineitem_id: z.string(),
  product: z.object({ product_id: z.string() }),
  price: z.object({ price_id: z.string(), currency: z.string(), amount: z.string() }),
  quantity: z.number().int().min(1),
});
export type OrderLineItem = z.infer<typeof orderLineItemSchema>;

/** Submitted form fields by name: text, checkbox or number values only. */
export const formFieldsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
export type FormFields = z.infer<typeof formFieldsSchema>;
