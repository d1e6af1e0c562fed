/**
 * What the test payment page shows for an order: its lines and totals from the database (never from the
 * URL), formatted by the one money formatter, and the message of the last failed attempt. Pure.
 */
import { lineTitle } from '../../schemas/order.ts';
import { EXCL_GST, INCL_GST, gstLabel, lineCents, orderMoney as money } from '../pricing/pricing.ts';
import { cardProblemMessage } from './card.ts';
import { withPayTicket } from './pay-ticket.ts';
import type { PayableOrder } from './checkout.ts';

/** The payment form of one order. */
export interface PayView {
  kind: 'pay';
  weborder_id: string;
  lines: { title: string; quantity: number; total: string }[];
  subtotal: string;
  gstLabel: string;
  gst: string;
  total: string;
  /** Where the card form posts (the test payment endpoint of this order). */
  action: string;
  /** The last attempt's problem, e.g. 'Your card was declined.' */
  error?: string | undefined;
}

/** The page for someone who may not see the order (not theirs, not signed in, or no such order). */
export interface NotFoundView {
  kind: 'not-found';
  signedIn: boolean;
}

/**
 * The view of an unpaid order; `errorCode` is the `?error=` of the page's URL, `ticket` the pay ticket
 * that opened it (pay-ticket.ts), which the form sends on.
 */
export function payView(
  order: PayableOrder,
  titles: ReadonlyMap<string, string>,
  errorCode: string | null,
  ticket?: string,
): PayView {
  return {
    kind: 'pay',
    weborder_id: order.weborder_id,
    lines: order.line_items.map((line) => ({
      title: lineTitle(line, titles),
      quantity: line.quantity,
      total: money(lineCents(line), order.currency),
    })),
    subtotal: money(order.subtotal_cents, order.currency, EXCL_GST),
    gstLabel: gstLabel(order.currency),
    gst: money(order.gst_cents, order.currency),
    total: money(order.total_cents, order.currency, INCL_GST),
    action:
      ticket === undefined
        ? `/api/payments/test/${encodeURIComponent(order.weborder_id)}`
        : withPayTicket(`/api/payments/test/${encodeURIComponent(order.weborder_id)}`, ticket),
    error: cardProblemMessage(errorCode),
  };
}
