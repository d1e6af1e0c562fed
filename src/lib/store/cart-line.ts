/**
 * The cart line as the client store keeps it (SPEC §3 Cart line), in a module of its own: the stored
 * cart check (stored-cart.ts, loaded by the header only to remove a cart it cannot read) should load
 * this schema only, not the account and order schemas of the rest of the store.
 */
import * as z from 'zod/mini';

/** A price as held by a cart line. */
export const cartLinePriceSchema = z.looseObject({
  currency: z.string(),
  /** Decimal text, as the catalogue writes it. */
  amount: z.string(),
  price_id: z.string(),
  metadata: z.optional(z.record(z.string(), z.unknown())),
});
export type CartLinePrice = z.infer<typeof cartLinePriceSchema>;

/** A cart line (SPEC §3). `product` carries what the cart rules need from the variant. */
export const cartLineSchema = z.looseObject({
  /** A random id of the line. */
  lineitem_id: z.string(),
  _key: z.string(),
  product: z.looseObject({
    product_id: z.string(),
    product_family_id: z.optional(z.string()),
    product_category: z.optional(z.string()),
    prices: z.optional(z.array(z.unknown())),
    attribute_values: z.optional(z.array(z.object({ id: z.string(), value: z.string() }))),
  }),
  quantity: z.number(),
  price: cartLinePriceSchema,
  title: z.string(),
  /** The page the line was added from. */
  pathname: z.optional(z.string()),
});
export type CartLine = z.infer<typeof cartLineSchema>;
