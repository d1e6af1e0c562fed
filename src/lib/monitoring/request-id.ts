/**
 * Request ids: every request gets one (answered as `X-Request-Id`, put on error reports). A proxy's
 * own id is kept when it looks like one (letters, digits, `-`, `_`, `.`; at most 128), so the proxy's
 * log and ours agree; anything else is replaced.
 */
const SAFE_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** The id of a request with `headers`: the incoming X-Request-Id if safe, else a new UUID. */
export function requestIdFor(headers: Headers): string {
  return requestIdFrom(headers.get('x-request-id') ?? undefined);
}

/** The same from the incoming header's value, if any. */
export function requestIdFrom(incoming: string | undefined): string {
  const trimmed = incoming?.trim();
  return trimmed && SAFE_ID.test(trimmed) ? trimmed : crypto.randomUUID();
}
