/**
 * Data-layer events of the shop (docs/requirements.md#cart: view_item, add_to_cart, remove_from_cart, purchase) in
 * GA4's ecommerce shape. Pure builders: amounts come from pricing's integer-cent totals and are
 * written as the decimal numbers GA4 expects.
 */
import { centsToAmount, toCents, totals } from '../pricing/pricing.ts';
import type { CartLine } from '../../lib/store/types.ts';
import { isFreight } from './line.ts';
import { pricedLine } from './summary.ts';

/** One GA4 item. */
export interface GaItem {
  item_id: string;
  item_name: string;
  /** Unit price excl. GST. */
  price: number;
  quantity: number;
  item_category?: string;
}

export type GaEventName = 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'purchase';

/** A GA4 ecommerce event as pushed to `window.dataLayer`. */
export interface GaEcommerceEvent {
  event: GaEventName;
  ecommerce: {
    currency: string;
    /** Sum of price × quantity excl. GST (for purchase: the order's subtotal). */
    value: number;
    items: GaItem[];
    transaction_id?: string;
    tax?: number;
    shipping?: number;
  };
}

const decimal = (cents: number): number => Number(centsToAmount(cents));

/** A cart line as a GA4 item. */
export function gaItem(line: CartLine): GaItem {
  return {
    item_id: line.product.product_id,
    item_name: line.title,
    price: decimal(toCents(line.price.amount)),
    quantity: line.quantity,
    ...(line.product.product_category === undefined ? {} : { item_category: line.product.product_category }),
  };
}

function ecommerceEvent(event: GaEventName, lines: readonly CartLine[]): GaEcommerceEvent | undefined {
  const first = lines[0];
  if (!first) return undefined;
  return {
    event,
    ecommerce: {
      currency: first.price.currency,
      value: decimal(totals(lines.map(pricedLine)).subtotal),
      items: lines.map(gaItem),
    },
  };
}

/**
 * view_item for a buy-now page: its sellable variants as items (quantity 1). `value` is the lowest
 * price shown (the page's "from" price) rather than a sum, as a person views one product at a time.
 */
export function viewItemEvent(lines: readonly CartLine[]): GaEcommerceEvent | undefined {
  const event = ecommerceEvent(
    'view_item',
    lines.map((line) => ({ ...line, quantity: 1 })),
  );
  if (!event) return undefined;
  const lowest = Math.min(...lines.map((line) => toCents(line.price.amount)));
  return { ...event, ecommerce: { ...event.ecommerce, value: decimal(lowest) } };
}

/** add_to_cart for the lines an add put in the cart (freight included when it came along). */
export const addToCartEvent = (lines: readonly CartLine[]): GaEcommerceEvent | undefined =>
  ecommerceEvent('add_to_cart', lines);

/** remove_from_cart for the lines a removal took out of the cart. */
export const removeFromCartEvent = (lines: readonly CartLine[]): GaEcommerceEvent | undefined =>
  ecommerceEvent('remove_from_cart', lines);

/**
 * A quantity change as GA4 reads it: add_to_cart for the added units, remove_from_cart for the
 * removed ones, nothing when unchanged.
 */
export function quantityChangeEvent(line: CartLine, from: number, to: number): GaEcommerceEvent | undefined {
  if (to === from) return undefined;
  const delta = { ...line, quantity: Math.abs(to - from) };
  return to > from ? addToCartEvent([delta]) : removeFromCartEvent([delta]);
}

/**
 * purchase for a placed order (for the checkout): `value` is the subtotal excl. GST, `tax` the GST
 * on it and `shipping` the freight lines' part of the subtotal.
 */
export function purchaseEvent(transactionId: string, lines: readonly CartLine[]): GaEcommerceEvent | undefined {
  const event = ecommerceEvent('purchase', lines);
  if (!event) return undefined;
  const sum = totals(lines.map(pricedLine));
  const shipping = totals(lines.filter(isFreight).map(pricedLine), sum.currency).subtotal;
  return {
    ...event,
    ecommerce: {
      ...event.ecommerce,
      transaction_id: transactionId,
      tax: decimal(sum.gst),
      shipping: decimal(shipping),
    },
  };
}
