/**
 * The one JSON fetch helper of the browser (the account adapters, checkout, forms, the /app's orders):
 * same-origin, cookies included (the session is better-auth's HttpOnly cookie), JSON in and out. Its
 * server-side counterpart, how endpoints answer, is json-response.ts. It resolves with the status and the
 * parsed body for every HTTP answer, so each adapter decides what a status means (docs/api.md), and
 * rejects only when there was no answer at all (offline, aborted) or the body was not JSON.
 */

/** A `fetch` to inject (tests pass a fake; the browser's is the default). */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** What an endpoint answered. */
export interface JsonAnswer {
  status: number;
  /** The parsed JSON body; `undefined` for an empty body (204, some errors). */
  body: unknown;
}

/** A bearer token for the site's API, when the identity is not the site's own cookie session. */
export type BearerTokenSource = () => Promise<string | undefined>;

let bearerToken: BearerTokenSource | undefined;

/**
 * Send a bearer token with every request from now on (Firebase: the signed-in user's ID token, which
 * the server verifies). The embedded identity needs none: its session cookie goes with each request.
 */
export function setBearerTokenSource(source: BearerTokenSource | undefined): void {
  bearerToken = source;
}

/** Send `body` (as JSON, when given) to `path` with any extra `headers`, and read the answer. */
export async function requestJson(
  fetchImpl: FetchLike,
  path: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  body?: unknown,
  headers: Readonly<Record<string, string>> = {},
): Promise<JsonAnswer> {
  const token = await bearerToken?.();
  const sent: Record<string, string> = { ...headers, Accept: 'application/json' };
  if (token) sent['Authorization'] = `Bearer ${token}`;
  const init: RequestInit = { method, credentials: 'same-origin', headers: sent };
  if (body !== undefined) {
    sent['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetchImpl(path, init);
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

/** An answer outside 2xx, as an error carrying the status and the server's `{message}`. */
export class HttpStatusError extends Error {
  readonly status: number;

  constructor(path: string, answer: JsonAnswer) {
    super(messageOf(answer.body) ?? `Request to ${path} failed with status code ${answer.status}`);
    this.name = 'HttpStatusError';
    this.status = answer.status;
  }
}

/** The `message` of an error body (`{message}`, docs/api.md), if any. */
export function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  return typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
}

/** The `data` of a success body (`{data}`, docs/api.md), if any. */
export function dataOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
}

/** The browser's fetch, bound (calling an unbound `window.fetch` throws "Illegal invocation"). */
export const browserFetch: FetchLike = (input, init) => fetch(input, init);
