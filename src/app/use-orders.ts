/**
 * The signed-in user's orders as the server knows them now (a payment may have been made since the
 * store was filled): loaded on mount into the store, which keeps them for the next visit. While
 * loading, and when the server cannot be reached, the stored list shows.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { browserFetch } from '../lib/http/fetch-json.ts';
import { fetchMyOrders, fetchOrder } from '../features/checkout/orders-client.ts';
import { withOrderRefreshed } from '../features/checkout/submit-order.ts';
import { $orders } from '../lib/store/stores.ts';
import type { WebOrder } from '../lib/store/types.ts';

export type LoadState = 'loading' | 'loaded' | 'failed';

/** All the user's orders, refreshed from the server. */
export function useMyOrders(): { orders: WebOrder[]; state: LoadState } {
  const orders = useStore($orders);
  const [state, setState] = useState<LoadState>('loading');
  useEffect(() => {
    let current = true;
    fetchMyOrders(browserFetch)
      .then((fresh) => {
        $orders.set(fresh);
        if (current) setState('loaded');
      })
      .catch(() => {
        if (current) setState('failed');
      });
    return () => {
      current = false;
    };
  }, []);
  return { orders, state };
}

/** One of the user's orders, refreshed from the server and kept in the store. */
export function useMyOrder(weborderId: string | undefined): { order: WebOrder | undefined; state: LoadState } {
  const stored = useStore($orders).find((order) => order.weborder_id === weborderId);
  const [state, setState] = useState<LoadState>(weborderId ? 'loading' : 'failed');
  useEffect(() => {
    if (!weborderId) return undefined;
    let current = true;
    fetchOrder(browserFetch, weborderId)
      .then((fresh) => {
        $orders.set(withOrderRefreshed($orders.get(), fresh));
        if (current) setState('loaded');
      })
      .catch(() => {
        if (current) setState('failed');
      });
    return () => {
      current = false;
    };
  }, [weborderId]);
  return { order: stored, state };
}
