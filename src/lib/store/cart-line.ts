/**
 * The cart line as the client store keeps it (docs/requirements.md#cart-line Cart line), in a module of its own: the stored
 * cart check (stored-cart.ts) and the header's readers need this shape only. Objects are loose: stored
 * lines may carry more than the site reads, and what they carry is kept (stored-shapes.ts reads them).
 */

/** A price as held by a cart line. */
export interface CartLinePrice {
  currency: string;
  /** Decimal text, as the catalogue writes it. */
  amount: string;
  price_id: string;
  metadata?: Record<string, unknown> | undefined;
  [key: string]: unknown;
}

/** A cart line (docs/requirements.md#cart-line). `product` carries what the cart rules need from the variant. */
export interface CartLine {
  /** A random id of the line. */
  lineitem_id: string;
  _key: string;
  product: {
    product_id: string;
    product_family_id?: string | undefined;
    product_category?: string | undefined;
    prices?: unknown[] | undefined;
    attribute_values?: Array<{ id: string; value: string }> | undefined;
    [key: string]: unknown;
  };
  quantity: number;
  price: CartLinePrice;
  title: string;
  /** The page the line was added from. */
  pathname?: string | undefined;
  [key: string]: unknown;
}

/**
 * What the cart's screens show of a line (features/cart/summary.ts): its id (keys, field ids), title,
 * quantity, unit price and category (freight and CTS lines are fixed). All that /app's cookie mirror
 * of the cart carries (features/cart/cart-cookie.ts); a CartLine is one.
 */
export interface ShownCartLine {
  lineitem_id: string;
  title: string;
  quantity: number;
  price: { currency: string; amount: string };
  product: { product_category?: string | undefined };
}
