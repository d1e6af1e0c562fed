/**
 * Reading a Sanity GROQ webhook (the setup editors make is in docs/content-model.md): the
 * `sanity-webhook-signature` header checked over the raw body, then the body read for the ids of the
 * published documents to refetch. Pure apart from node:crypto (hence `.server.ts`): no clock of its own
 * (`now` is given), no network, no services.
 *
 * Sanity signs `<t>.<raw body>` with HMAC-SHA256 and the webhook's secret and sends
 * `t=<unix ms>,v1=<base64url digest, unpadded>`. Unlike @sanity/webhook this compares in constant time
 * and refuses a signature older (or further in the future) than five minutes, so a captured request
 * cannot be replayed later. The body only names documents: whatever it says, the site refetches them
 * from the API, so a late, repeated or out-of-order delivery still ends in the current state.
 */
import { createHmac } from 'node:crypto';
import { sameSecret } from '../../lib/security/same-secret.server.ts';
import { z } from 'zod';
import { isPublishedId } from '../../schemas/document-id.ts';

/** The header Sanity puts the signature in. */
export const SANITY_SIGNATURE_HEADER = 'sanity-webhook-signature';

/** How far a signature's timestamp may be from now, either way: Sanity retries arrive with a fresh one. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;

/** What a webhook asks for, or why it is refused (401: not from Sanity; 400: signed but not understood). */
export type SanityWebhookVerdict = { ok: true; ids: string[] } | { ok: false; status: 401 | 400; reason: string };

/** Sanity document ids: letters, digits, `.`, `_`, `-` (a path), at most 128 characters. */
const documentId = z.string().regex(/^[\w.-]{1,128}$/, 'a Sanity document id');

/** The recommended projection: `{"_id": _id, "_type": _type, "operation": delta::operation()}`. */
const oneDocument = z
  .looseObject({
    /** The document the mutation was about. */
    _id: documentId,
    /** Its type; informative only, the refetch reads it. */
    _type: z.string().optional(),
    /** `create`, `update` or `delete`; informative only: a refetch that finds nothing is a delete. */
    operation: z.enum(['create', 'update', 'delete']).optional(),
  })
  .transform((body) => [body._id]);

/** A list of ids in which `select(... => _id)` leaves null where its condition is false. */
const idList = z.array(documentId.nullable()).optional();

/** The legacy-style projection `{ids: {created, updated, deleted, all}}` (any of the four lists). */
const idLists = z
  .looseObject({
    ids: z.object({ created: idList, updated: idList, deleted: idList, all: idList }),
  })
  .transform(({ ids }) => [...(ids.all ?? []), ...(ids.created ?? []), ...(ids.updated ?? []), ...(ids.deleted ?? [])]);

/** A projection that yields a list: `[{_id}, ...]`. */
const documentList = z.array(z.looseObject({ _id: documentId })).transform((list) => list.map((entry) => entry._id));

/** Every accepted body, as the ids it names (nulls included); the OpenAPI document (features/api-docs) shows it. */
export const sanityWebhookBodySchema = z.union([oneDocument, idLists, documentList]);

/** The published ids named, in order, without repeats. */
const publishedIds = (named: readonly (string | null)[]): string[] => [
  ...new Set(named.filter((id): id is string => id !== null && isPublishedId(id))),
];

/** The header's timestamp and digests, or undefined when it is not `t=<digits>,v1=<digest>[,v1=...]`. */
function decodeHeader(header: string): { timestamp: number; digests: string[] } | undefined {
  let timestamp: number | undefined;
  const digests: string[] = [];
  for (const part of header.trim().split(/[, ]+/)) {
    const equals = part.indexOf('=');
    const key = part.slice(0, equals);
    const value = part.slice(equals + 1);
    if (equals < 1 || value === '') return undefined;
    if (key === 't' && /^\d{1,16}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1') digests.push(value);
    else return undefined;
  }
  return timestamp === undefined || digests.length === 0 ? undefined : { timestamp, digests };
}

/** The `v1` digest Sanity sends for `body` signed at `timestamp` (ms) with `secret`. */
export function sanitySignatureDigest(body: string, timestamp: number, secret: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('base64url');
}

/**
 * Checks the signature header over the raw body: undefined when it verifies and is fresh, else the
 * reason for a 401 (missing, malformed, wrong, or outside the five-minute window).
 */
export function signatureProblem(body: string, header: string | null, secret: string, now: number): string | undefined {
  if (header === null || header.trim() === '') return `The ${SANITY_SIGNATURE_HEADER} header is missing.`;
  const decoded = decodeHeader(header);
  if (!decoded) return `The ${SANITY_SIGNATURE_HEADER} header is not of the form t=<ms>,v1=<signature>.`;
  const expected = sanitySignatureDigest(body, decoded.timestamp, secret);
  // Every digest is compared, so the time taken does not tell which one (if any) matched.
  const matches = decoded.digests.map((digest) => sameSecret(digest, expected));
  if (!matches.includes(true)) return 'The webhook signature does not match the body and the secret.';
  if (Math.abs(now - decoded.timestamp) > SIGNATURE_TOLERANCE_MS)
    return 'The webhook signature is older than 5 minutes (or dated in the future).';
  return undefined;
}

/**
 * Reads a webhook: the signature first (nothing of an unsigned body is parsed), then the body, which
 * must be JSON of one of the accepted shapes. Drafts (`drafts.`) and release versions (`versions.`) are
 * dropped; the published ids left (maybe none) are what to refetch.
 */
export function readSanityWebhook(input: {
  body: string;
  signature: string | null;
  secret: string;
  now: number;
}): SanityWebhookVerdict {
  const problem = signatureProblem(input.body, input.signature, input.secret, input.now);
  if (problem) return { ok: false, status: 401, reason: problem };
  let json: unknown;
  try {
    json = JSON.parse(input.body);
  } catch {
    return { ok: false, status: 400, reason: 'The webhook body must be JSON.' };
  }
  const parsed = sanityWebhookBodySchema.safeParse(json);
  if (!parsed.success) {
    return {
      ok: false,
      status: 400,
      reason:
        'The webhook body must be {"_id", "_type", "operation"}, {"ids": {...}} or a list of {"_id"}: see docs/content-model.md.',
    };
  }
  return { ok: true, ids: publishedIds(parsed.data) };
}
