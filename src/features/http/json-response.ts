/**
 * The one way endpoints answer JSON (docs/api.md): `{data}` on success, `{message}` with a 4xx on bad
 * input, never a stack trace. Web-standard Request/Response only, so it is usable from any route file.
 */
import { z } from 'zod';

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } as const;

/** A JSON response. */
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });

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

/**
 * The request's JSON body checked by `schema`, or a 400 response saying what is wrong (not JSON, too
 * large, or the first invalid field). Bodies over `maxBytes` are refused before parsing.
 */
export async function readBody<T>(request: Request, schema: z.core.$ZodType<T>, maxBytes = 64 * 1024): Promise<{ data: T } | { response: Response }> {
  const text = await request.text();
  if (text.length > maxBytes) return { response: problem(`The request body is larger than ${maxBytes} bytes.`, 413) };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { response: problem('The request body must be JSON.', 400) };
  }
  // z.safeParse takes a `zod` or a `zod/mini` schema alike (the shared schemas are zod/mini).
  const result = z.safeParse(schema, raw);
  return result.success ? { data: result.data } : { response: problem(issueMessage(result.error), 400) };
}

/** 405 naming the methods that are allowed. */
export const methodNotAllowed = (request: Request, path: string, allowed: readonly string[]): Response =>
  problem(`Method ${request.method} is not allowed on ${path}; use ${allowed.join(' or ')}.`, 405, { Allow: allowed.join(', ') });
