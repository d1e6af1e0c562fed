import type { APIRoute } from 'astro';
import { publishContentChanges } from '../../../features/publish/publish.server.ts';
import { readSanityWebhook, SANITY_SIGNATURE_HEADER } from '../../../features/content/sanity-webhook.server.ts';
import { BODY_MAX_BYTES, json, methodNotAllowed, problem, readBodyText } from '../../../lib/http/json-response.ts';
import { services } from '../../../services/config.ts';
import { logFailure } from '../../../services/log-failure.ts';

export const prerender = false;

/**
 * POST /api/content/webhook: Sanity's signed GROQ webhook of a publish (docs/content-model.md). 404
 * unless content is Sanity with SANITY_WEBHOOK_SECRET; 413 over 64 KB; 401 for a missing, wrong or
 * stale signature and 400 for a body it does not understand (nothing changes); else the named published
 * documents are read again from Sanity's API (never the CDN) and the change set goes to every instance:
 * 200 `{data: {ids}}` once it is recorded. A failure answers 503, so Sanity delivers again.
 */
export const POST: APIRoute = async ({ request }) => {
  const { content } = services().config;
  const secret = content.kind === 'sanity' ? content.webhookSecret : undefined;
  if (!secret) return problem('Sanity webhooks are not configured on this site.', 404);
  const body = await readBodyText(request, BODY_MAX_BYTES);
  if ('response' in body) return body.response;
  const verdict = readSanityWebhook({
    body: body.text,
    signature: request.headers.get(SANITY_SIGNATURE_HEADER),
    secret,
    now: Date.now(),
  });
  if (!verdict.ok) return problem(verdict.reason, verdict.status);
  try {
    if (verdict.ids.length > 0) await publishContentChanges(await services().content().changesFor(verdict.ids));
  } catch (error) {
    logFailure('POST /api/content/webhook: the publish could not be applied.', error);
    return problem('The publish could not be applied now. Sanity will deliver the webhook again.', 503);
  }
  return json({ data: { ids: verdict.ids } });
};

export const ALL: APIRoute = ({ request }) => methodNotAllowed(request, '/api/content/webhook', ['POST']);
