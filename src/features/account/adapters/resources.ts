/**
 * A resources record (docs/requirements.md#contact-and-resources, resources/{contact_id}) read back from either documents adapter, checked
 * before the store sees it: blog ids must be strings, orders must carry a weborder_id; anything else is
 * dropped rather than trusted. By hand, not with zod: the embedded adapters start with the /app, before
 * the cart shows.
 */
import { isWebOrder } from '../../../lib/store/types.ts';
import type { Resources } from '../deps.ts';

/** The resources of a stored record; a missing or malformed record reads as empty, a malformed list as empty. */
export function resourcesOf(record: unknown): Resources {
  const fields = record ?? {};
  if (typeof fields !== 'object' || Array.isArray(fields)) return { requestedBlogs: [], orders: [] };
  const { requestedBlogs, orders } = fields as Record<string, unknown>;
  return {
    requestedBlogs: Array.isArray(requestedBlogs)
      ? requestedBlogs.filter((id): id is string => typeof id === 'string')
      : [],
    orders: Array.isArray(orders) ? orders.filter(isWebOrder) : [],
  };
}
