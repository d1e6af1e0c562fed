/**
 * Test support: a fetch that answers from a table of `METHOD path` → status and JSON body, and
 * records every request (method, path, parsed body) so tests can assert what was sent.
 */

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  /** Request headers, names in lower case. */
  headers: Record<string, string>;
}

export type Answer =
  { status: number; body?: unknown } | ((request: SentRequest) => { status: number; body?: unknown });

/** A fake `fetch` over `answers`; unknown routes answer 404 `{message}`. */
export function fakeFetch(answers: Readonly<Record<string, Answer>>): { fetch: typeof fetch; sent: SentRequest[] } {
  const sent: SentRequest[] = [];
  const fetchImpl = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://site.test');
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const text = typeof init?.body === 'string' ? init.body : input instanceof Request ? await input.text() : '';
    const headers = Object.fromEntries(
      new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).entries(),
    );
    const request = { method, path: url.pathname, body: text ? (JSON.parse(text) as unknown) : undefined, headers };
    sent.push(request);
    const answer = answers[`${method} ${url.pathname}`] ?? { status: 404, body: { message: 'Not found' } };
    const { status, body } = typeof answer === 'function' ? answer(request) : answer;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch: fetchImpl, sent };
}
