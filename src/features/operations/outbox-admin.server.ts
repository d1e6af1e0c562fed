/**
 * The operator API's outbox: list given-up (`failed`) or pending messages with what they
 * carry, and send a given-up one again — once, with its idempotency key unchanged, so an upstream that
 * did receive an earlier attempt sees a repeat, not a second order.
 */
import { z } from 'zod';
import { services } from '../../services/config.ts';
import { outboxMessageById, outboxMessagesIn, retryDeadOutbox } from '../../services/db/outbox.ts';
import { describeOutboxMessage, type OutboxMessageView } from '../../services/outbox/describe.ts';

/** `?state=`: failed (given up, the default) or pending. */
export const outboxQuerySchema = z.object({
  state: z.enum(['failed', 'pending'], { error: 'state must be failed or pending' }).default('failed'),
});

export const outboxIdSchema = z.uuid({ error: 'the message id is a UUID, as npm run admin -- outbox lists it' });

export async function listOutbox(state: z.infer<typeof outboxQuerySchema>['state']): Promise<OutboxMessageView[]> {
  const rows = await outboxMessagesIn(await services().database(), state === 'failed' ? 'dead' : 'pending');
  return rows.map(describeOutboxMessage);
}

/** Retries a given-up message: it, or why not (unknown, or not given up). */
export async function retryOutboxMessage(
  id: string,
): Promise<{ retried: OutboxMessageView } | { missing: true } | { notFailed: OutboxMessageView }> {
  const db = await services().database();
  const retried = await retryDeadOutbox(db, id, new Date());
  if (retried) {
    services().outbox().wake();
    return { retried: describeOutboxMessage(retried) };
  }
  const row = await outboxMessageById(db, id);
  return row ? { notFailed: describeOutboxMessage(row) } : { missing: true };
}
