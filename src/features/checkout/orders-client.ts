/**
 * The browser's calls to the orders endpoints (docs/requirements.md#calls, docs/orders.md), through the one JSON fetch
 * helper: place an order, read one, list the user's own.
 */
import { dataOf, HttpStatusError, requestJson, type FetchLike, type JsonAnswer } from '../../lib/http/fetch-json.ts';
import type { OrderPayload } from '../orders/payload.ts';
import { isWebOrder, type WebOrder } from '../../lib/store/types.ts';

const WEB_ORDERS = '/api/web-orders';
const MY_ORDERS = '/api/web-orders/mine';

/** POST /api/web-orders, action POST; the key makes a retried submit answer the first order. */
export const sendOrder = (fetchImpl: FetchLike, payload: OrderPayload, idempotencyKey: string): Promise<JsonAnswer> =>
  requestJson(fetchImpl, WEB_ORDERS, 'POST', { action: 'POST', data: payload }, { 'Idempotency-Key': idempotencyKey });

/** One of the user's orders (action GET); rejects with HttpStatusError when it is not theirs or unknown. */
export async function fetchOrder(fetchImpl: FetchLike, weborderId: string): Promise<WebOrder> {
  const answer = await requestJson(fetchImpl, WEB_ORDERS, 'POST', { action: 'GET', data: { weborder_id: weborderId } });
  const order = dataOf(answer.body);
  if (answer.status !== 200 || !isWebOrder(order)) throw new HttpStatusError(WEB_ORDERS, answer);
  return order;
}

/** The user's orders, newest first; rejects with HttpStatusError when not signed in. */
export async function fetchMyOrders(fetchImpl: FetchLike): Promise<WebOrder[]> {
  const answer = await requestJson(fetchImpl, MY_ORDERS, 'GET');
  const orders = dataOf(answer.body);
  if (answer.status !== 200 || !Array.isArray(orders)) throw new HttpStatusError(MY_ORDERS, answer);
  return orders.filter(isWebOrder);
}
