/**
 * The orders list of /app/orders: newest first, each with its id, date (when the order carries one)
 * and status. Pure, so the ordering and the date reading are tested without a browser.
 */
import { isCurrency } from '../features/cart/summary.ts';
import { invoicePath, isInvoiceNumber } from '../features/invoices/invoice-number.ts';
import { EXCL_GST, INCL_GST, priceText, toCents } from '../features/pricing/pricing.ts';
import type { WebOrder } from '../lib/store/types.ts';

/** One ordered line as the list shows it: what, how many, and the line's total excl. GST. */
export interface OrderRowLine {
  key: string;
  title: string;
  quantity: number;
  /** `$9,960.00 NZD excl. GST`, when the line carries a decimal total in a known currency. */
  total: string | undefined;
}

/** One row of the list. */
export interface OrderRow {
  id: string;
  /** ISO date-time the order was placed, when it says. */
  placedAt: string | undefined;
  status: string;
  /** The order's total as a person reads it (`$12,546.50 NZD incl. GST`), when the order says. */
  total: string | undefined;
  /** Where to pay an order that is not paid yet, when a payment was started. */
  payLink: string | undefined;
  /** The ordered lines, as far as the order document says them. */
  lines: OrderRowLine[];
  /** The paid order's tax invoice: its number and where to download it. */
  invoice: { number: string; url: string } | undefined;
}

/** The order's total incl. GST, formatted, if it carries a decimal total and a known currency. */
export function orderTotal(order: WebOrder): string | undefined {
  const { total, currency } = order;
  if (
    typeof total !== 'string' ||
    !/^\d+(\.\d{1,2})?$/.test(total) ||
    typeof currency !== 'string' ||
    !isCurrency(currency)
  )
    return undefined;
  return priceText(toCents(total), currency, INCL_GST);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const DECIMAL = /^\d+(\.\d{1,2})?$/;

/** The order's lines, read defensively: the stored copy is whatever the server sent at the time. */
export function orderLines(order: WebOrder): OrderRowLine[] {
  const currency = order.currency;
  return (order.line_items ?? []).flatMap((line, index): OrderRowLine[] => {
    if (!isRecord(line) || typeof line['quantity'] !== 'number') return [];
    const product =
      isRecord(line['product']) && typeof line['product']['product_id'] === 'string'
        ? line['product']['product_id']
        : undefined;
    const title = typeof line['title'] === 'string' && line['title'] !== '' ? line['title'] : product;
    if (!title) return [];
    const lineTotal = line['line_total'];
    const total =
      typeof lineTotal === 'string' && DECIMAL.test(lineTotal) && typeof currency === 'string' && isCurrency(currency)
        ? priceText(toCents(lineTotal), currency, EXCL_GST)
        : undefined;
    const key = typeof line['lineitem_id'] === 'string' ? line['lineitem_id'] : String(index);
    return [{ key, title, quantity: line['quantity'], total }];
  });
}

/** The payment page of an order still waiting for payment. */
const payLinkOf = (order: WebOrder): string | undefined =>
  order.status === 'processing' && typeof order.payment_link === 'string' && order.payment_link !== ''
    ? order.payment_link
    : undefined;

/** The tax invoice of a paid order, when the document names one this site issues. */
export function invoiceOf(order: WebOrder): OrderRow['invoice'] {
  const { invoice_number: number, invoice_url: url } = order;
  if (typeof number !== 'string' || !isInvoiceNumber(number) || typeof url !== 'string' || url !== invoicePath(number))
    return undefined;
  return { number, url };
}

/** Fields an order may carry its date in (the shop issue decides which; docs/requirements.md#web-order does not say). */
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
 * Rows newest first. The store keeps orders newest first already (docs/requirements.md#orders); dated orders are sorted
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
  return rows.map(({ order }) => ({
    id: order.weborder_id,
    placedAt: orderDate(order),
    status: order.status ?? 'unknown',
    total: orderTotal(order),
    payLink: payLinkOf(order),
    lines: orderLines(order),
    invoice: invoiceOf(order),
  }));
}

// Made on first use: a browser's first Intl formatter costs 50-100 ms (ICU starting up), which every
// /app screen paid when this module loaded, orders or not.
let dateFormat: Intl.DateTimeFormat | undefined;

/** A placed-at date as a person reads it (`5 Mar 2026`), in the browser's time zone. */
export function formatOrderDate(iso: string): string {
  dateFormat ??= new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'short', year: 'numeric' });
  return dateFormat.format(new Date(iso));
}
