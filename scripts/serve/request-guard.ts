/**
 * The server wrapper's first line against hostile requests, before anything reads them:
 *  - a body whose Content-Length is over the limit is refused with 413 before the app sees it; the rest is
 *    read and dropped as it arrives, never buffered, within bounds (lingering-body.ts), so every
 *    client reads its 413 (a body sent without a length is counted by the adapter's `bodySizeLimit` and
 *    by each endpoint while it streams, and lingers the same way: listener.ts);
 *  - a URL with a broken percent-escape: 400 with a message (Astro's is plain text);
 *  - a page (any path but /api, /1 and Astro's /_*) asked with another method than GET or HEAD: 405;
 *  - methods a fetch Request cannot carry (TRACE, TRACK, CONNECT) would make Astro's adapter answer an
 *    empty 500: the app gets them as the method `UNSUPPORTED` with the original named in
 *    REQUESTED_METHOD_HEADER, so every route answers its own 405 with its own `Allow`;
 *  - Node's own refusals (a malformed request line, headers too large) are answered with a JSON message
 *    instead of an empty 400 (`answerClientError`, the server's 'clientError' listener).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { discardRestOfBody } from './lingering-body.ts';

/** Names the method the client used when the wrapper had to rename it (src/lib/http/json-response.ts, the same name). */
export const REQUESTED_METHOD_HEADER = 'x-tasman-requested-method';

/** What the app sees instead of a method a fetch Request refuses. */
export const UNSUPPORTED_METHOD = 'UNSUPPORTED';

/** Methods undici's Request constructor throws on ("forbidden methods"). */
const FORBIDDEN_BY_FETCH = new Set(['CONNECT', 'TRACE', 'TRACK']);

/** The largest body any request may declare (the app's endpoints each read less: docs/security.md). */
export const REQUEST_MAX_BYTES = 256 * 1024;

const JSON_TYPE = 'application/json; charset=utf-8';

function answerJson(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  const body = JSON.stringify({ message });
  res.writeHead(status, {
    ...headers,
    'Content-Type': JSON_TYPE,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

/**
 * Applies the checks above to one request; true when it has been answered here. The request's own
 * REQUESTED_METHOD_HEADER is dropped, so nobody names a method for the app but the wrapper.
 */
export function guardRequest(req: IncomingMessage, res: ServerResponse, maxBytes = REQUEST_MAX_BYTES): boolean {
  delete req.headers[REQUESTED_METHOD_HEADER];
  const declared = Number(req.headers['content-length'] ?? '0');
  if (Number.isFinite(declared) && declared > maxBytes) {
    // Not closed at once: closing a socket with unread data sends a reset, which can make the client lose
    // this answer (EPIPE for some of ten parallel 100 MB bodies). The rest is read and dropped
    // within bounds, then a connection still sending is closed, after the answer (lingering-body.ts).
    answerJson(res, 413, `The request body is larger than ${maxBytes} bytes.`);
    discardRestOfBody(req, res);
    return true;
  }
  const method = req.method ?? 'GET';
  if (!decodable(req.url ?? '/')) {
    // Astro would answer a plain-text "Bad request." to a path it cannot decode (%ff, %E0%A4%A).
    answerJson(res, 400, 'The URL is not valid: it has a broken percent-escape.');
    return true;
  }
  if (
    !PAGE_METHODS.has(method) &&
    !APP_PATHS.test(req.url ?? '/') &&
    !(method === 'POST' && LOGIN_FORM.test(req.url ?? '/'))
  ) {
    // A page (prerendered or not) is only read. Astro's handler would serve a prerendered file to any method.
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    answerJson(res, 405, `Method ${method} is not allowed on ${path.slice(0, 200)}; use GET or HEAD.`, {
      Allow: 'GET, HEAD',
    });
    return true;
  }
  if (FORBIDDEN_BY_FETCH.has(method)) {
    req.headers[REQUESTED_METHOD_HEADER] = method;
    req.method = UNSUPPORTED_METHOD;
  }
  return false;
}

/** True when the path and query of `url` decode as UTF-8 (no broken %-escapes). */
function decodable(url: string): boolean {
  try {
    decodeURI(url);
    for (const part of url.split(/[/?&=]/)) decodeURIComponent(part);
    return true;
  } catch {
    return false;
  }
}

/** Methods a page answers. */
const PAGE_METHODS = new Set(['GET', 'HEAD']);
/** Paths the app answers other methods on: the API, the search protocol, Astro's own endpoints (/_actions, /_server-islands). */
const APP_PATHS = /^\/(api|1)(\/|\?|$)|^\/_/;
/** The /app login screen takes its form's post when the app's JavaScript did not run (src/features/account/form-sign-in.server.ts). */
const LOGIN_FORM = /^\/app\/?(\?|$)/;

/** Node's parser errors worth naming; everything else is a bad request. */
const CLIENT_ERRORS: Readonly<Record<string, [number, string]>> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'The request body is not valid.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
};

/** The server's 'clientError' listener: a JSON answer with a message, then the socket closed. */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request is not valid HTTP.'];
  const body = JSON.stringify({ message });
  const reason =
    status === 431
      ? 'Request Header Fields Too Large'
      : status === 413
        ? 'Payload Too Large'
        : status === 408
          ? 'Request Timeout'
          : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: ${JSON_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * The server's 'connect' listener: Node hands a CONNECT request to this event instead of the request
 * listener (and closes the socket when nobody listens). This server is no proxy: 405 with a message.
 */
export function answerConnect(_req: IncomingMessage, socket: Duplex): void {
  const body = JSON.stringify({ message: 'Method CONNECT is not allowed: this server is not a proxy.' });
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Type: ${JSON_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
