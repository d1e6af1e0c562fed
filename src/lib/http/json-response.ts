/**
 * The one way endpoints answer JSON (docs/api.md): `{data}` on success, `{message}` with a 4xx on bad
 * input, never a stack trace. Web-standard Request/Response only, so it is usable from any route file.
 */
import { z } from 'zod';
import { jsonProblem } from '../../schemas/safe-text.ts';

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } as const;

/** A JSON response of text already serialized (an answer kept as its JSON). */
export const jsonText = (text: string, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(text, { status, headers: { ...JSON_HEADERS, ...headers } });

/** A JSON response. */
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  jsonText(JSON.stringify(body), status, headers);

/** An error answer: `{message}` with its status. */
export const problem = (message: string, status: number, headers: Record<string, string> = {}): Response =>
  json({ message }, status, headers);

/** The first zod issue as a sentence naming the field (`data.email: Invalid email address`). */
export function issueMessage(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request body is not valid.';
  const path = issue.path.map(String).join('.');
  return `${path ? `${path}: ` : ''}${issue.message}`;
}

/** Largest JSON body an endpoint reads unless it says otherwise (docs/security.md). */
export const BODY_MAX_BYTES = 64 * 1024;

/** Limits every JSON body meets before its schema sees it: deep enough for any real body, never for an attack. */
const ANY_BODY_LIMITS = { depth: 32, nodes: 20_000, stringLength: BODY_MAX_BYTES } as const;

/** The chunks as one byte array of `length` bytes. */
function concatenate(chunks: readonly Uint8Array[], length: number): Uint8Array {
  const all = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return all;
}

const tooLarge = (maxBytes: number): Response => problem(`The request body is larger than ${maxBytes} bytes.`, 413);

/**
 * The request's body as UTF-8 text, read while counting bytes: refused with 413 on its Content-Length
 * before a byte is read, or as soon as the bytes read pass `maxBytes` (the rest is never read), and with
 * 400 when it is not UTF-8.
 */
export async function readBodyText(
  request: Request,
  maxBytes = BODY_MAX_BYTES,
): Promise<{ text: string } | { response: Response }> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) return { response: tooLarge(maxBytes) };
  if (!request.body) return { text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { response: tooLarge(maxBytes) };
      }
      chunks.push(value);
    }
  } catch {
    // The server's own cap (the adapter's bodySizeLimit) or a client that went away ends the stream.
    return { response: tooLarge(maxBytes) };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(concatenate(chunks, received)) };
  } catch {
    return { response: problem('The request body must be UTF-8 text.', 400) };
  }
}

/**
 * Parses JSON text that every endpoint could accept: refused with 400 when it is not JSON, nests deeper
 * than 32 levels, or holds a control character (other than tab and line breaks) or invalid Unicode in
 * any string or key (src/schemas/safe-text.ts). Each schema then applies its own field rules.
 */
export function parseJsonBody(text: string): { json: unknown } | { response: Response } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { response: problem('The request body must be JSON.', 400) };
  }
  const unsafe = jsonProblem(raw, ANY_BODY_LIMITS);
  return unsafe ? { response: problem(`The request body is not valid: it ${unsafe}.`, 400) } : { json: raw };
}

/**
 * The request's JSON body checked by `schema`, or a response saying what is wrong: 413 when larger than
 * `maxBytes` (readBodyText), 400 when not JSON, unsafe (parseJsonBody) or the first invalid field.
 */
export async function readBody<T>(
  request: Request,
  schema: z.core.$ZodType<T>,
  maxBytes = BODY_MAX_BYTES,
): Promise<{ data: T } | { response: Response }> {
  const body = await readBodyText(request, maxBytes);
  if ('response' in body) return body;
  const parsed = parseJsonBody(body.text);
  if ('response' in parsed) return parsed;
  // z.safeParse takes a `zod` or a `zod/mini` schema alike (the shared schemas are zod/mini).
  const result = z.safeParse(schema, parsed.json);
  return result.success ? { data: result.data } : { response: problem(issueMessage(result.error), 400) };
}

/**
 * Set by the server wrapper (scripts/serve/request-guard.ts) when the method was one fetch's Request
 * cannot carry (TRACE, TRACK, CONNECT): the app sees `UNSUPPORTED` and this header names the original.
 * The wrapper drops the header from every request from outside.
 */
export const REQUESTED_METHOD_HEADER = 'x-tasman-requested-method';

/** The method the client used (the wrapper's note for TRACE and the like). */
export const requestedMethod = (request: Request): string =>
  request.headers.get(REQUESTED_METHOD_HEADER) ?? request.method;

/** 405 naming the methods that are allowed. */
export const methodNotAllowed = (request: Request, path: string, allowed: readonly string[]): Response =>
  problem(`Method ${requestedMethod(request)} is not allowed on ${path}; use ${allowed.join(' or ')}.`, 405, {
    Allow: allowed.join(', '),
  });
