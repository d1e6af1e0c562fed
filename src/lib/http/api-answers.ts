/**
 * What every /api/* answer looks like whoever produced it: an error is JSON with a `message`,
 * even when it came from better-auth (an empty 404), Astro's own 404 page, or a failure nobody caught.
 * Web-standard Request/Response only.
 */
import { problem } from './json-response.ts';

export { requestedMethod } from './json-response.ts';

/** Paths whose answers are JSON: the site's API and the search protocol's paths. */
export const isApiPath = (pathname: string): boolean => /^\/(api|1)(\/|$)/.test(pathname);

/** The message of an error answer that came without one. */
function messageFor(status: number, pathname: string): string {
  switch (status) {
    case 400:
      return 'The request is not valid.';
    case 401:
      return 'Please sign in first.';
    case 403:
      return 'This request is not allowed.';
    case 404:
      return `There is nothing at ${pathname}.`;
    case 405:
      return `This method is not allowed on ${pathname}.`;
    case 413:
      return 'The request body is too large.';
    case 429:
      return 'Too many requests. Please wait a moment and try again.';
    default:
      return status < 500
        ? 'The request could not be answered.'
        : 'Something went wrong on the server. Please try again later.';
  }
}

/** Headers of the original answer worth keeping on its JSON replacement. */
const KEPT_HEADERS = ['allow', 'retry-after', 'www-authenticate', 'set-cookie', 'x-retry-after'];

/** True when `body` is a JSON object with a non-empty `message`. */
function hasMessage(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    'message' in body &&
    typeof body.message === 'string' &&
    body.message !== ''
  );
}

/**
 * `response` when it is a success or a JSON error with a message; otherwise the same status as JSON
 * `{message}` (keeping Allow, Retry-After and cookies). A JSON error without a message keeps its fields.
 */
export async function asJsonAnswer(response: Response, pathname: string): Promise<Response> {
  if (response.status < 400) return response;
  const type = response.headers.get('content-type') ?? '';
  let fields: Record<string, unknown> = {};
  if (type.includes('json')) {
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    if (hasMessage(body)) return response;
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) fields = body as Record<string, unknown>;
  }
  await response.body?.cancel().catch(() => undefined);
  const kept: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) kept[name] = value;
  }
  const answer = problem(messageFor(response.status, pathname), response.status, kept);
  if (Object.keys(fields).length === 0) return answer;
  const body = JSON.stringify({ ...fields, message: messageFor(response.status, pathname) });
  return new Response(body, { status: answer.status, headers: answer.headers });
}
