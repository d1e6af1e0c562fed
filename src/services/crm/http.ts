/**
 * The CRM adapter: JSON over HTTP to `{CRM_URL}/{resource}` with `Authorization: Bearer CRM_TOKEN` and
 * `Idempotency-Key`. Waits at most 10 s. 2xx is taken; a refusal of the request itself (400, 404, 410,
 * 413, 415, 422) cannot succeed later and is permanent; everything else (401/403 while a token is
 * fixed, 408, 409, 429, 5xx, timeouts, no connection) is worth retrying.
 */
import { z } from 'zod';
import type { JsonValue } from '../../schemas/json.ts';
import { answerBody, DeliveryError } from '../vendor-answer.ts';
import type { CrmPort, CrmResource } from './port.ts';

export interface HttpCrmOptions {
  url: string;
  token?: string | undefined;
  timeoutMs?: number | undefined;
  /** Injected in tests; the global fetch by default. */
  fetch?: typeof fetch | undefined;
}

/** Why the CRM did not take a document, and whether trying again can help. */
export class CrmError extends DeliveryError {}

const PERMANENT_STATUSES = new Set([400, 404, 410, 413, 415, 422]);
/** An error answer's words, where the CRM gives some. */
const errorBodySchema = z.object({ message: z.string().optional(), error: z.string().optional() });

async function refusal(response: Response): Promise<string> {
  const said = await answerBody(response, errorBodySchema);
  return [`the CRM answered ${response.status}`, said?.message ?? said?.error].filter(Boolean).join(': ');
}

export function createHttpCrm(options: HttpCrmOptions): CrmPort {
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async post(resource: CrmResource, body: JsonValue, idempotencyKey: string): Promise<void> {
      let response: Response;
      try {
        response = await send(`${options.url}/${resource}`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            'Idempotency-Key': idempotencyKey,
            ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        throw new CrmError(
          timedOut
            ? `the CRM did not answer within ${timeoutMs} ms`
            : `the CRM could not be reached: ${error instanceof Error ? error.message : String(error)}`,
          false,
          { cause: error },
        );
      }
      if (!response.ok) throw new CrmError(await refusal(response), PERMANENT_STATUSES.has(response.status));
      // The CRM's answer (its own id for the document) is not used by the site.
      await response.body?.cancel();
    },
  };
}
