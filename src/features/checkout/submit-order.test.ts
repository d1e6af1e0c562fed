import { describe, expect, it } from 'vitest';
import type { JsonAnswer } from '../../lib/http/fetch-json.ts';
import type { OrderPayload } from '../orders/payload.ts';
import type { WebOrder } from '../../lib/store/types.ts';
import {
  submitOrder,
  problemsByLine,
  problemsOf,
  withOrderFirst,
  withOrderRefreshed,
  type SubmitOrderDeps,
} from './submit-order.ts';

const payload = { line_items: [] } as unknown as OrderPayload;

function fakeDeps(send: SubmitOrderDeps['send'], orders: WebOrder[] = [{ weborder_id: 'WO-OLD', status: 'paid' }]) {
  const log: unknown[][] = [];
  let stored = orders;
  const deps: SubmitOrderDeps = {
    send,
    orders: {
      get: () => stored,
      set: (next) => {
        stored = next;
        log.push(['orders', next.map((order) => order.weborder_id)]);
      },
    },
    clearCart: (order) => log.push(['clearCart', order.weborder_id]),
    trackPurchase: (id) => log.push(['purchase', id]),
    toast: (message, kind) => log.push(['toast', message, kind]),
    goTo: (url) => log.push(['goTo', url]),
    navigate: (path) => log.push(['navigate', path]),
  };
  return { deps, log };
}

const answer =
  (status: number, body: unknown): SubmitOrderDeps['send'] =>
  () =>
    Promise.resolve<JsonAnswer>({ status, body });

describe('submitOrder (order submission)', () => {
  it.each([200, 201])(
    'on %i with an order: first in the orders, purchase, cart cleared, "Order sent", then the payment link',
    async (status) => {
      const { deps, log } = fakeDeps(
        answer(status, { data: { weborder_id: 'WO-NEW', status: 'processing', payment_link: '/pay/WO-NEW' } }),
      );
      const result = await submitOrder(payload, 'key-1', deps);
      expect(result.status).toBe('sent');
      expect(log).toEqual([
        ['orders', ['WO-NEW', 'WO-OLD']],
        ['purchase', 'WO-NEW'],
        ['clearCart', 'WO-NEW'],
        ['toast', 'Order sent', 'success'],
        ['goTo', '/pay/WO-NEW'],
      ]);
    },
  );

  it('goes to the orders page when the order has no payment link', async () => {
    const { deps, log } = fakeDeps(answer(201, { data: { weborder_id: 'WO-NEW' } }));
    await submitOrder(payload, 'key-1', deps);
    expect(log.at(-1)).toEqual(['navigate', '/app/orders/']);
  });

  it('sends the idempotency key it is given', async () => {
    const keys: string[] = [];
    const { deps } = fakeDeps((_payload, key) => {
      keys.push(key);
      return Promise.resolve({ status: 201, body: { data: { weborder_id: 'W' } } });
    });
    await submitOrder(payload, 'attempt-7', deps);
    expect(keys).toEqual(['attempt-7']);
  });

  it('a 2xx without an order is refused: the cart stays and the contact-us text shows', async () => {
    const { deps, log } = fakeDeps(answer(200, { data: null }));
    expect(await submitOrder(payload, 'k', deps)).toEqual({ status: 'failed', message: undefined, problems: [] });
    expect(log).toEqual([['toast', 'Error sending order, please try again or contact us.', 'error']]);
  });

  it('a 422 keeps the cart and returns the message and the problems per line', async () => {
    const body = {
      message: 'Some items in your order could not be accepted.',
      problems: [
        { lineitem_id: 'l1', message: 'The price of X has changed.' },
        { lineitem_id: null, message: 'Freight missing' },
        { nonsense: 1 },
      ],
    };
    const { deps, log } = fakeDeps(answer(422, body));
    expect(await submitOrder(payload, 'k', deps)).toEqual({
      status: 'failed',
      message: 'Some items in your order could not be accepted.',
      problems: [
        { lineitem_id: 'l1', message: 'The price of X has changed.' },
        { lineitem_id: null, message: 'Freight missing' },
      ],
    });
    expect(log).toEqual([['toast', 'Error sending order, please try again or contact us.', 'error']]);
  });

  it('a server failure (5xx) says to try again later', async () => {
    const { deps, log } = fakeDeps(
      answer(503, { message: 'Your order was saved, but the payment could not be started.' }),
    );
    const result = await submitOrder(payload, 'k', deps);
    expect(result).toMatchObject({
      status: 'failed',
      message: 'Your order was saved, but the payment could not be started.',
    });
    expect(log).toEqual([['toast', 'Error sending order. Please try again later.', 'error']]);
  });

  it('no answer at all (offline) says to try again later and changes nothing', async () => {
    const { deps, log } = fakeDeps(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await submitOrder(payload, 'k', deps)).status).toBe('failed');
    expect(log).toEqual([['toast', 'Error sending order. Please try again later.', 'error']]);
  });
});

describe('withOrderFirst', () => {
  it('puts the order first and does not list a retried order twice', () => {
    const orders = [{ weborder_id: 'B' }, { weborder_id: 'A' }];
    expect(withOrderFirst(orders, { weborder_id: 'C' }).map((order) => order.weborder_id)).toEqual(['C', 'B', 'A']);
    expect(withOrderFirst(orders, { weborder_id: 'A', status: 'paid' })).toEqual([
      { weborder_id: 'A', status: 'paid' },
      { weborder_id: 'B' },
    ]);
  });
});

describe('withOrderRefreshed', () => {
  it('replaces a known order in its place and puts an unknown one first', () => {
    const orders = [{ weborder_id: 'B' }, { weborder_id: 'A', status: 'processing' }];
    expect(withOrderRefreshed(orders, { weborder_id: 'A', status: 'paid' })).toEqual([
      { weborder_id: 'B' },
      { weborder_id: 'A', status: 'paid' },
    ]);
    expect(withOrderRefreshed(orders, { weborder_id: 'C' }).map((order) => order.weborder_id)).toEqual(['C', 'B', 'A']);
  });
});

describe('problemsByLine', () => {
  it('puts problems of shown lines under their line and keeps the rest for the order', () => {
    const { byLine, other } = problemsByLine(
      [
        { lineitem_id: 'l1', message: 'price changed' },
        { lineitem_id: null, message: 'freight missing' },
        { lineitem_id: 'gone', message: 'not in the cart any more' },
      ],
      new Set(['l1', 'l2']),
    );
    expect([...byLine]).toEqual([['l1', 'price changed']]);
    expect(other.map((problem) => problem.message)).toEqual(['freight missing', 'not in the cart any more']);
  });
});

describe('problemsOf', () => {
  it('reads only well-formed problems', () => {
    expect(problemsOf({ problems: 'no' })).toEqual([]);
    expect(problemsOf(undefined)).toEqual([]);
    expect(problemsOf({ problems: [{ lineitem_id: 3, message: 'm' }] })).toEqual([{ lineitem_id: null, message: 'm' }]);
  });
});
