/**
 * What a payment is started for, built from the stored order (the server's prices, never the browser's):
 * one line per order line in cents, and GST as a line of its own, so the gateway charges exactly the
 * order's total. Pure.
 */
import type { ProductFamily } from '../content/schemas/index.ts';
import { gstLabel, toCents } from '../pricing/pricing.ts';
import { lineTitle, type Order } from '../../schemas/order.ts';
import type { CheckoutRequest } from '../../services/payments/port.ts';

/** The order fields a payment needs. */
export type PayableOrder = Pick<
  Order,
  'weborder_id' | 'currency' | 'line_items' | 'subtotal_cents' | 'gst_cents' | 'total_cents'
>;

/** Variant titles by product_id, to name lines on the payment page and at the gateway. */
export function variantTitles(catalogue: readonly ProductFamily[]): Map<string, string> {
  return new Map(
    catalogue.flatMap((family) =>
      family.products.map((variant) => [variant.product_id, variant.title || family.title] as const),
    ),
  );
}

/**
 * The checkout request for an order. Throws when the lines do not add up to the stored total (a broken
 * order must never be charged an amount nobody priced).
 */
export function checkoutRequest(
  order: PayableOrder,
  titles: ReadonlyMap<string, string>,
  customer_email?: string,
): CheckoutRequest {
  const lines = order.line_items.map((line) => ({
    name: lineTitle(line, titles),
    unit_cents: toCents(line.price.amount),
    quantity: line.quantity,
  }));
  if (order.gst_cents > 0) lines.push({ name: gstLabel(order.currency), unit_cents: order.gst_cents, quantity: 1 });
  const sum = lines.reduce((total, line) => total + line.unit_cents * line.quantity, 0);
  if (sum !== order.total_cents)
    throw new RangeError(`order ${order.weborder_id}: lines add up to ${sum} cents, the total is ${order.total_cents}`);
  return {
    weborder_id: order.weborder_id,
    currency: order.currency,
    lines,
    total_cents: order.total_cents,
    ...(customer_email ? { customer_email } : {}),
  };
}
