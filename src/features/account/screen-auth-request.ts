/**
 * The checks every request to the identity server (/api/auth/*) passes before better-auth reads it, the
 * same as every other endpoint's body gets (lib/http/json-response.ts): a body of at most 64 kB,
 * JSON without control characters, invalid Unicode or deep nesting, and a query string without them
 * either (a reset or verification token holding "\u0000" is refused with 400, not a database error).
 */
import { isUnstorableText } from '../../schemas/safe-text.ts';
import { parseJsonBody, problem, readBodyText } from '../../lib/http/json-response.ts';

/** The request to hand on (its body already read, so rebuilt), or the answer refusing it. */
export async function screenAuthRequest(request: Request): Promise<{ request: Request } | { response: Response }> {
  const url = new URL(request.url);
  for (const [name, value] of url.searchParams) {
    if (isUnstorableText(name) || isUnstorableText(value) || value.length > 4096) {
      return { response: problem(`The query parameter "${isUnstorableText(name) ? '?' : name}" is not valid.`, 400) };
    }
  }
  if (isUnstorableText(url.pathname)) return { response: problem('The path is not valid.', 400) };
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return { request };
  const body = await readBodyText(request);
  if ('response' in body) return body;
  if (body.text !== '' && (request.headers.get('content-type') ?? 'application/json').includes('json')) {
    const parsed = parseJsonBody(body.text);
    if ('response' in parsed) return parsed;
  }
  return { request: new Request(request, { body: body.text }) };
}
