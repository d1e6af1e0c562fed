/**
 * The CRM port (docs/architecture.md "Mail, notices and the CRM: the outbox"): contacts and web orders forwarded to the upstream CRM the old site
 * used (`POST /contacts`, `POST /web-orders`). Always called by the outbox worker, never by a request,
 * with the message's idempotency key, so a repeated delivery is recognised upstream.
 */
import type { JsonValue } from '../../schemas/json.ts';

/** What the CRM keeps: the collection a document is POSTed to. */
export type CrmResource = 'contacts' | 'web-orders';

export interface CrmPort {
  /** POSTs `body` to the resource; throws (with `permanent: true` when retrying cannot help) unless the CRM took it. */
  post(resource: CrmResource, body: JsonValue, idempotencyKey: string): Promise<void>;
}
