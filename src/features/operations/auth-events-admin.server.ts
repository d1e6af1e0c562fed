/**
 * The operator API's authentication events (docs/operations.md): the last events of one account, by its
 * id (the uid every table keys on), newest first. The events hold no email, address or secret.
 */
import { z } from 'zod';
import { services } from '../../services/config.ts';
import { lastAuthEvents, type AuthEventView } from '../../services/identity/audit.ts';

/** `?account=<id>&limit=<1-500, default 50>`. */
export const authEventsQuerySchema = z.object({
  account: z
    .string({ error: 'account is required: the account id (uid)' })
    .regex(/^[\w-]{1,200}$/, { error: 'account must be an account id (uid)' }),
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 500' })
    .int()
    .min(1)
    .max(500, { error: 'limit must be a whole number from 1 to 500' })
    .default(50),
});

/** One event as the operator API answers it. */
export const authEventViewSchema = z.object({ kind: z.string(), at: z.iso.datetime() });

export async function listAuthEvents(query: z.infer<typeof authEventsQuerySchema>): Promise<AuthEventView[]> {
  return lastAuthEvents(await services().database(), query.account, query.limit);
}
