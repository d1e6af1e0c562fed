/**
 * The order document the API answers (SPEC §3 "Web order"): the stored row reshaped, with money as decimal
 * strings from integer cents (never floats) and each line's total, so the browser formats and never sums.
 */
import type { WebOrderRow } from '../../services/db/orders.ts';
import { centsToAmount, toCents } from '../pricing/pricing.ts';

/** A stored line as the API shows it: the SPEC's line plus its total (unit amount × quantity). */
export interface OrderDocumentLine {
  lineitem_id: string;
  product: { product_id: string };
  price: { price_id: string; currency: string; amount: string };
  quantity: number;
  /** Decimal string, e.g. "6900.00". */
  line_total: string;
  /** The variant's title in the catalogue now (its product_id if the catalogue no longer has it). */
  title: string;
}

/** A web order as POST/GET /api/web-orders and GET /api/web-orders/mine answer it. */
export interface OrderDocument {
  weborder_id: string;
  /** 'processing' until paid, then 'paid'. */
  status: string;
  contact: { contact_id: string };
  account: WebOrderRow['account'];
  shipping_address?: NonNullable<WebOrderRow['shipping_address']>;
  line_items: OrderDocumentLine[];
  currency: string;
  /** Decimal strings (two decimals), excl. GST / GST / incl. GST. */
  subtotal: string;
  gst: string;
  total: string;
  /** Where the browser goes to pay; absent until a payment was started. */
  payment_link?: string;
  /** ISO date-times. */
  created_at: string;
  paid_at?: string;
}

/** The API document of a stored order row; `titles` names the variants (product_id -> title). */
export function orderDocument(row: WebOrderRow, titles: ReadonlyMap<string, string>): OrderDocument {
  return {
    weborder_id: row.weborder_id,
    status: row.status,
    contact: { contact_id: row.contact_id },
    account: row.account,
    ...(row.shipping_address ? { shipping_address: row.shipping_address } : {}),
    line_items: row.line_items.map((line) => ({
      lineitem_id: line.lineitem_id,
      product: { product_id: line.product.product_id },
      price: { price_id: line.price.price_id, currency: line.price.currency, amount: line.price.amount },
      quantity: line.quantity,
      line_total: centsToAmount(toCents(line.price.amount) * line.quantity),
      title: titles.get(line.product.product_id) ?? line.product.product_id,
    })),
    currency: row.currency,
    subtotal: centsToAmount(row.subtotal_cents),
    gst: centsToAmount(row.gst_cents),
    total: centsToAmount(row.total_cents),
    ...(row.payment_link ? { payment_link: row.payment_link } : {}),
    created_at: row.createdAt.toISOString(),
    ...(row.paidAt ? { paid_at: row.paidAt.toISOString() } : {}),
  };
}
