/**
 * Order submission (docs/requirements.md#orders): pending while the order is sent; on 200 or 201 with an order the order
 * is put first in the user's orders, the cart is cleared and the browser goes to the order's
 * `payment_link`, or to the orders page when there is none. Failures keep the cart and say what
 * happened (docs/requirements.md#messages texts) plus, inline, what the server said about the order. Pure over injected
 * dependencies, like the account flows.
 */
import { dataOf, messageOf, type JsonAnswer } from '../../lib/http/fetch-json.ts';
import { ACCOUNT_ROUTES, type AccountRoute } from '../account/app-routes.ts';
import type { OrderPayload } from '../orders/payload.ts';
import type { OrderProblem } from '../../schemas/order.ts';
import { isWebOrder, type WebOrder } from '../../lib/store/types.ts';
import type { ToastKind } from '../../lib/toast/toast.ts';
import { CHECKOUT_MESSAGES as M } from './messages.ts';

export interface SubmitOrderDeps {
  /** POST /api/web-orders with the Idempotency-Key; rejects only when there was no answer. */
  send: (payload: OrderPayload, idempotencyKey: string) => Promise<JsonAnswer>;
  orders: { get: () => WebOrder[]; set: (orders: WebOrder[]) => void };
  /** docs/requirements.md#cart clearCart (lines and selections), once `order` is made. */
  clearCart: (order: WebOrder) => void;
  /** Report the purchase (data-layer `purchase`), before the cart is cleared. */
  trackPurchase: (orderId: string) => void;
  toast: (message: string, kind: ToastKind) => void;
  /** Full navigation to the payment page (it may be another site). */
  goTo: (url: string) => void;
  navigate: (path: AccountRoute) => void;
}

export type SubmitOrderResult =
  { status: 'sent'; order: WebOrder } | { status: 'failed'; message: string | undefined; problems: OrderProblem[] };

/** The `problems` of a 422 answer (docs/orders.md), if any. */
export function problemsOf(body: unknown): OrderProblem[] {
  if (typeof body !== 'object' || body === null || !('problems' in body) || !Array.isArray(body.problems)) return [];
  return body.problems.flatMap((item: unknown): OrderProblem[] => {
    if (typeof item !== 'object' || item === null || !('message' in item) || typeof item.message !== 'string')
      return [];
    const lineId = 'lineitem_id' in item && typeof item.lineitem_id === 'string' ? item.lineitem_id : null;
    return [{ lineitem_id: lineId, message: item.message }];
  });
}

/** The user's orders with `order` first (a retried submit answers the same order: it is not listed twice). */
export const withOrderFirst = (orders: readonly WebOrder[], order: WebOrder): WebOrder[] => [
  order,
  ...orders.filter((known) => known.weborder_id !== order.weborder_id),
];

/** The user's orders with a fresh copy of `order`: in its place when known, else first. */
export const withOrderRefreshed = (orders: readonly WebOrder[], order: WebOrder): WebOrder[] =>
  orders.some((known) => known.weborder_id === order.weborder_id)
    ? orders.map((known) => (known.weborder_id === order.weborder_id ? order : known))
    : withOrderFirst(orders, order);

/**
 * Problems split for the review: those of a line it shows (by lineitem_id, to show under the line)
 * and the rest (the order as a whole, or lines no longer in the cart).
 */
export function problemsByLine(
  problems: readonly OrderProblem[],
  lineIds: ReadonlySet<string>,
): { byLine: Map<string, string>; other: OrderProblem[] } {
  const byLine = new Map<string, string>();
  const other: OrderProblem[] = [];
  for (const problem of problems) {
    if (problem.lineitem_id !== null && lineIds.has(problem.lineitem_id))
      byLine.set(problem.lineitem_id, problem.message);
    else other.push(problem);
  }
  return { byLine, other };
}

/** Send the order and act on the answer. */
export async function submitOrder(
  payload: OrderPayload,
  idempotencyKey: string,
  deps: SubmitOrderDeps,
): Promise<SubmitOrderResult> {
  let answer: JsonAnswer;
  try {
    answer = await deps.send(payload, idempotencyKey);
  } catch {
    deps.toast(M.orderFailed, 'error');
    return { status: 'failed', message: undefined, problems: [] };
  }
  const order = dataOf(answer.body);
  if ((answer.status === 200 || answer.status === 201) && isWebOrder(order)) {
    deps.orders.set(withOrderFirst(deps.orders.get(), order));
    deps.trackPurchase(order.weborder_id);
    deps.clearCart(order);
    deps.toast(M.orderSent, 'success');
    if (typeof order.payment_link === 'string' && order.payment_link !== '') deps.goTo(order.payment_link);
    else deps.navigate(ACCOUNT_ROUTES.orders);
    return { status: 'sent', order };
  }
  deps.toast(answer.status >= 500 ? M.orderFailed : M.orderRefused, 'error');
  return { status: 'failed', message: messageOf(answer.body), problems: problemsOf(answer.body) };
}
