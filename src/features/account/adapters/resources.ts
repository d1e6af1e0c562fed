/**
 * A resources record (SPEC §3, resources/{contact_id}) read back from either documents adapter, checked
 * before the store sees it: blog ids must be strings, orders must carry a weborder_id; anything else is
 * dropped rather than trusted.
 */
import * as z from 'zod/mini';
import { isWebOrder, type WebOrder } from '../../../lib/store/types.ts';
import type { Resources } from '../deps.ts';

const resourcesSchema = z.object({
  requestedBlogs: z.pipe(z.catch(z.array(z.unknown()), []), z.transform((ids) => ids.filter((id): id is string => typeof id === 'string'))),
  orders: z.pipe(z.catch(z.array(z.unknown()), []), z.transform((orders) => orders.filter((order): order is WebOrder => isWebOrder(order)))),
});

/** The resources of a stored record; a missing or malformed record reads as empty. */
export function resourcesOf(record: unknown): Resources {
  const parsed = resourcesSchema.safeParse(record ?? {});
  return parsed.success ? parsed.data : { requestedBlogs: [], orders: [] };
}
