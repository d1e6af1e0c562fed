/**
 * The order to store for an accepted order: the web order's shape (docs/requirements.md#web-order) with the server's own prices (the
 * catalogue's amounts, never the browser's) and totals in integer cents.
 */
import type { NewOrder } from '../../schemas/order.ts';
import type { OrderPayload } from './payload.ts';
import type { PricedOrder } from './price-order.ts';

/** What the server adds to a priced order: who and which number. */
export interface OrderIdentity {
  weborder_id: string;
  contact_id: string;
}

/** A new order, stored 'processing' (docs/requirements.md#client-store) until it is paid. */
export function newOrderRecord(
  payload: Pick<OrderPayload, 'account' | 'shipping_address'>,
  priced: PricedOrder,
  identity: OrderIdentity,
): NewOrder {
  return {
    weborder_id: identity.weborder_id,
    contact_id: identity.contact_id,
    account: payload.account,
    shipping_address: payload.shipping_address,
    line_items: priced.lines.map((line) => ({
      lineitem_id: line.lineitem_id,
      product: { product_id: line.product_id },
      price: { price_id: line.price_id, currency: line.currency, amount: line.amount },
      quantity: line.quantity,
    })),
    currency: priced.currency,
    subtotal_cents: priced.subtotal,
    gst_cents: priced.gst,
    total_cents: priced.total,
  };
}
