import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch } from '../account/adapters/fake-fetch.test-helpers.ts';
import { HttpStatusError, setBearerTokenSource } from '../../lib/http/fetch-json.ts';
import type { OrderPayload } from '../orders/payload.ts';
import { fetchMyOrders, fetchOrder, sendOrder } from './orders-client.ts';

const payload = { line_items: [] } as unknown as OrderPayload;

afterEach(() => setBearerTokenSource(undefined));

describe('orders client', () => {
  it('places an order with action POST and the Idempotency-Key header', async () => {
    const { fetch, sent } = fakeFetch({
      'POST /api/web-orders': { status: 201, body: { data: { weborder_id: 'WO-1' } } },
    });
    const answer = await sendOrder(fetch, payload, 'attempt-1');
    expect(answer).toEqual({ status: 201, body: { data: { weborder_id: 'WO-1' } } });
    expect(sent[0]).toMatchObject({
      body: { action: 'POST', data: payload },
      headers: { 'idempotency-key': 'attempt-1', 'content-type': 'application/json' },
    });
    expect(sent[0]?.headers).not.toHaveProperty('authorization');
  });

  it('sends the bearer token of a Firebase sign-in with every request', async () => {
    setBearerTokenSource(() => Promise.resolve('id-token'));
    const { fetch, sent } = fakeFetch({ 'GET /api/web-orders/mine': { status: 200, body: { data: [] } } });
    await fetchMyOrders(fetch);
    expect(sent[0]?.headers['authorization']).toBe('Bearer id-token');
  });

  it("reads one order, and refuses one that is not the caller's with the server message", async () => {
    const { fetch } = fakeFetch({
      'POST /api/web-orders': ({ body }) =>
        (body as { data: { weborder_id: string } }).data.weborder_id === 'WO-1'
          ? { status: 200, body: { data: { weborder_id: 'WO-1', status: 'paid' } } }
          : { status: 404, body: { message: 'No such order was found.' } },
    });
    expect(await fetchOrder(fetch, 'WO-1')).toEqual({ weborder_id: 'WO-1', status: 'paid' });
    await expect(fetchOrder(fetch, 'WO-2')).rejects.toThrow(
      new HttpStatusError('/api/web-orders', { status: 404, body: { message: 'No such order was found.' } }),
    );
  });

  it("lists the caller's orders, keeping only order-shaped entries; 401 rejects", async () => {
    const list = fakeFetch({
      'GET /api/web-orders/mine': { status: 200, body: { data: [{ weborder_id: 'WO-2' }, { nope: 1 }] } },
    });
    expect(await fetchMyOrders(list.fetch)).toEqual([{ weborder_id: 'WO-2' }]);
    const signedOut = fakeFetch({
      'GET /api/web-orders/mine': { status: 401, body: { message: 'Please sign in first.' } },
    });
    await expect(fetchMyOrders(signedOut.fetch)).rejects.toThrow('Please sign in first.');
  });
});
