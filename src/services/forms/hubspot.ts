/**
 * The HubSpot adapter of the forms port: HubSpot's Forms API v3 (unauthenticated integration
 * endpoint, `POST https://api.hsforms.com/submissions/v3/integration/submit/{portalId}/{formId}`).
 * Waits at most 5 s; any refusal, timeout or network error is answered as `failed` with the reason
 * (the outbox worker retries it later unless HubSpot refused the submission itself). HubSpot's answer is
 * zod-parsed at this edge.
 */
import { z } from 'zod';
import { answerBody } from '../vendor-answer.ts';
import type { FormsPort, UpstreamResult, UpstreamSubmission } from './port.ts';

/** HubSpot's submit endpoint, without `/{portalId}/{formId}`. */
export const HUBSPOT_SUBMIT_URL = 'https://api.hsforms.com/submissions/v3/integration/submit';
/** How long a submission may wait for HubSpot. */
export const HUBSPOT_TIMEOUT_MS = 5000;

/** An error answer: `{status: 'error', message, errors: [{message, errorType}]}`. */
const hubspotErrorSchema = z.object({
  message: z.string().optional(),
  errors: z.array(z.object({ message: z.string().optional(), errorType: z.string().optional() })).optional(),
});

export interface HubspotOptions {
  /** Injected in tests; the global fetch by default. */
  fetch?: typeof fetch | undefined;
  timeoutMs?: number | undefined;
  /** Another endpoint with the same protocol (tests, a proxy). */
  baseUrl?: string | undefined;
}

async function refusalReason(response: Response): Promise<string> {
  const parsed = await answerBody(response, hubspotErrorSchema);
  const details =
    parsed?.errors?.map((error) => [error.errorType, error.message].filter(Boolean).join(': ')).filter(Boolean) ?? [];
  return [`HubSpot answered ${response.status}`, parsed?.message, ...details].filter(Boolean).join('; ');
}

export class HubspotForms implements FormsPort {
  readonly name = 'hubspot';
  readonly #fetch: typeof fetch;
  readonly #timeoutMs: number;
  readonly #baseUrl: string;

  constructor(options: HubspotOptions = {}) {
    this.#fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.#timeoutMs = options.timeoutMs ?? HUBSPOT_TIMEOUT_MS;
    this.#baseUrl = options.baseUrl ?? HUBSPOT_SUBMIT_URL;
  }

  async submit(submission: UpstreamSubmission): Promise<UpstreamResult> {
    const url = `${this.#baseUrl}/${encodeURIComponent(submission.portalId)}/${encodeURIComponent(submission.formId)}`;
    const context = Object.fromEntries(
      Object.entries(submission.context).filter(([, value]) => value !== undefined && value !== ''),
    );
    try {
      const response = await this.#fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ submittedAt: String(Date.now()), fields: submission.fields, context }),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      // A 4xx other than 408/429 refuses the submission itself (a missing field, an unknown form).
      const permanent =
        response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429;
      if (!response.ok)
        return { status: 'failed', reason: await refusalReason(response), ...(permanent ? { permanent } : {}) };
      // A 2xx body holds HubSpot's thank-you message or redirect, which the site does not use.
      await response.body?.cancel();
      return { status: 'sent' };
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      const reason = timedOut
        ? `HubSpot did not answer within ${this.#timeoutMs} ms`
        : `HubSpot could not be reached: ${error instanceof Error ? error.message : String(error)}`;
      return { status: 'failed', reason };
    }
  }
}
