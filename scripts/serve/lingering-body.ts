/**
 * A refused body is read to its end, not cut off, as nginx's lingering close does: closing a
 * socket while the client is still sending makes the kernel answer with a reset, and a reset can throw
 * away the 413 the client has not read yet (it sees EPIPE or ECONNRESET and never learns why). So once a
 * body is refused — by the wrapper on its Content-Length, or by the app while it reads one sent without
 * a length — the rest is read and dropped (never buffered) until it ends, for at most LINGER.totalMs and
 * as long as data keeps coming (LINGER.idleMs); only then is a connection still sending closed, after
 * its answer has been written.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** nginx's `lingering_time` (30 s) and `lingering_timeout` (5 s): the bounds of reading a refused body. */
export const LINGER = { totalMs: 30_000, idleMs: 5_000 } as const;

/**
 * Reads and drops the rest of `req`'s body; when it has not ended within the bounds, closes the
 * connection once `res` has been written. A body that ends in time leaves the connection as HTTP
 * would (kept alive when the client asked for it).
 *
 * A connection the answer closes (the client sent `Connection: close`, as Node's client does without
 * keep-alive, or the server is stopping) is not closed when the answer has been written, as Node's
 * server would do: its write side is shut (the client sees the end of the answer) while the rest of
 * the body is still read, and the socket is closed only once the body has ended or the bounds are
 * reached. Closing it at once, with the client still sending, makes the kernel answer the next bytes
 * with a reset, and the client meets EPIPE before it has read the 413.
 */
export function discardRestOfBody(
  req: IncomingMessage,
  res: ServerResponse,
  bounds: { totalMs: number; idleMs: number } = LINGER,
): void {
  if (req.complete || req.destroyed) return;
  const socket = req.socket;
  // Node's server calls destroySoon once the last answer on a connection is written (http `resOnFinish`).
  // While the body lingers it only half-closes; the close it asked for comes when the body has ended.
  let closeAsked = false;
  const ownDestroySoon = Object.hasOwn(socket, 'destroySoon');
  socket.destroySoon = (): void => {
    closeAsked = true;
    if (socket.writable) socket.end();
  };
  const giveBackDestroySoon = (): void => {
    if (!ownDestroySoon) Reflect.deleteProperty(socket, 'destroySoon');
  };
  const close = (): void => {
    stop();
    // Destroy only after the answer is out: the client reads it before it meets the reset.
    if (res.writableFinished || res.destroyed) socket.destroy();
    else res.once('close', () => socket.destroy());
  };
  const total = setTimeout(close, bounds.totalMs);
  const idle = setTimeout(close, bounds.idleMs);
  const onData = (): void => {
    idle.refresh();
  };
  const ended = (): void => {
    stop();
    // The whole body was read: nothing unread is left to provoke a reset, so the close Node asked for can happen.
    if (closeAsked) socket.destroySoon();
  };
  function stop(): void {
    clearTimeout(total);
    clearTimeout(idle);
    req.off('data', onData);
    req.off('end', ended);
    giveBackDestroySoon();
  }
  req.on('data', onData);
  req.once('end', ended);
  req.once('close', stop);
  req.resume();
}

/**
 * The request's body as the app reads it (Astro's adapter takes `req.body` when it is an async
 * iterable, node.js `makeRequestBody`): the same bytes, but when the app stops reading early — a
 * body over its limit, cut off by the adapter's `bodySizeLimit` or by an endpoint — the request is
 * not destroyed (which would reset the connection under the client's feet): its rest is discarded
 * (discardRestOfBody) while the app answers.
 */
export function lingeringBody(req: IncomingMessage, res: ServerResponse): AsyncIterable<Buffer> {
  return {
    async *[Symbol.asyncIterator]() {
      let ended = false;
      try {
        // destroyOnReturn: false — leaving the loop early must not destroy the request (and its socket).
        for await (const chunk of req.iterator({ destroyOnReturn: false })) yield chunk as Buffer;
        ended = true;
      } finally {
        if (!ended) discardRestOfBody(req, res);
      }
    },
  };
}

/** Whether a request carries a body (a length over 0, or chunked): only those get lingeringBody. */
export const hasBody = (req: IncomingMessage): boolean =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? '0') > 0;
