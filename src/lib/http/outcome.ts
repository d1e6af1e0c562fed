/**
 * What a feature's server action answers a route file: a status and the JSON body of docs/api.md.
 * The route file (or features/account/route.server.ts) turns it into a Response with json-response.ts,
 * so the actions stay free of Request/Response and easy to test. `ok` and `refuse` are the one way to
 * make one; like json() and problem() they take the body's content first and the status second.
 */
export interface Outcome {
  status: number;
  body: { data: unknown } | Refusal['body'];
}

/** A refused request: `{message}`, and `problems` when several parts of it are refused (an order's lines). */
export interface Refusal<S extends number = number> {
  status: S;
  body: { message: string; problems?: readonly unknown[] };
}

/** A success: `{data}` with its status (200 unless said). */
export function ok<T>(data: T): { status: 200; body: { data: T } };
export function ok<T, S extends number>(data: T, status: S): { status: S; body: { data: T } };
export function ok<T>(data: T, status = 200): { status: number; body: { data: T } } {
  return { status, body: { data } };
}

/** A refusal: `{message}` (and the `problems` behind it, if given) with its 4xx or 5xx status. */
export function refuse<S extends number>(message: string, status: S, problems?: readonly unknown[]): Refusal<S> {
  return { status, body: problems ? { message, problems } : { message } };
}
