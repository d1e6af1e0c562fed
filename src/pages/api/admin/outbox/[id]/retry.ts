import type { APIRoute } from 'astro';
import { admitOperator } from '../../../../../features/operations/admin.server.ts';
import { outboxIdSchema, retryOutboxMessage } from '../../../../../features/operations/outbox-admin.server.ts';
import { json, methodNotAllowed, problem } from '../../../../../lib/http/json-response.ts';

export const prerender = false;

/** POST /api/admin/outbox/{id}/retry: a given-up message sent again, once, with its idempotency key. */
export const POST: APIRoute = async ({ request, params }) => {
  const admitted = admitOperator(request, `retry outbox message ${String(params['id']).slice(0, 40)}`);
  if (admitted instanceof Response) return admitted;
  const id = outboxIdSchema.safeParse(params['id']);
  if (!id.success) return problem(id.error.issues[0]?.message ?? 'The message id is not valid.', 400);
  const result = await retryOutboxMessage(id.data);
  if ('missing' in result) return problem(`There is no outbox message ${id.data}.`, 404);
  if ('notFailed' in result)
    return problem(
      `Outbox message ${id.data} is ${result.notFailed.status}, not given up: only a given-up message is retried.`,
      409,
    );
  return json({ data: result.retried });
};

export const ALL: APIRoute = ({ request }) => methodNotAllowed(request, '/api/admin/outbox/{id}/retry', ['POST']);
