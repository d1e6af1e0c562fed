/**
 * The orders list of /app/orders: newest first, each with its id, date (when the order carries one)
 * and status. Pure, so the ordering and the date reading are tested without a browser.
 */
import type { WebOrder } from '../features/store/types.ts';

/** One row of the list. */
export interface OrderRow {
  id: string;
  /** ISO date-time the order was placed, when it says. */
  placedAt: string | undefined;
  status: string;
}

/** Fields an order may carry its date in (the shop issue decides which; SPEC §3 does not say). */
const DATE_FIELDS = ['date', 'created_at', 'createdAt', 'order_date'] as const;

/** The order's date as an ISO string, if one of the known fields holds a valid date. */
export function orderDate(order: WebOrder): string | undefined {
  for (const field of DATE_FIELDS) {
    const value = order[field];
    if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return value;
  }
  return undefined;
}

/**
 * Rows newest first. The store keeps orders newest first already (SPEC §4); dated orders are sorted
 * by date so a list merged from the server reads right too, undated ones keep their place after them.
 */
export function orderRows(orders: readonly WebOrder[]): OrderRow[] {
  const rows = orders.map((order, index) => ({ order, index, time: Date.parse(orderDate(order) ?? '') }));
  rows.sort((a, b) => {
    const aDated = !Number.isNaN(a.time);
    const bDated = !Number.isNaN(b.time);
    if (aDated && bDated && a.time !== b.time) return b.time - a.time;
    if (aDated !== bDated) return aDated ? -1 : 1;
    return a.index - b.index;
  });
  return rows.map(({ order }) => ({ id: order.weborder_id, placedAt: orderDate(order), status: order.status ?? 'unknown' }));
}

const dateFormat = new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'short', year: 'numeric' });

/** A placed-at date as a person reads it (`5 Mar 2026`), in the browser's time zone. */
export const formatOrderDate = (iso: string): string => dateFormat.format(new Date(iso));
