import { createServer, request as forward, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the server received it: what a test asks of the server side. */
export interface SeenRequest {
  method: string;
  /** Path and query. */
  path: string;
  /** `Sec-Purpose` ('prefetch', 'prefetch;prerender'), empty when absent. */
  purpose: string;
}

/** A proxy recording every request on its way to the server, from the test's own process. */
export interface RecordingProxy {
  /** Where the browser goes instead of the server (its own origin: cookies, storage and workers follow). */
  origin: string;
  /** The requests so far, in the order they arrived. */
  seen: SeenRequest[];
  close(): Promise<void>;
}

const record = (request: IncomingMessage): SeenRequest => {
  const purpose = request.headers['sec-purpose'];
  return {
    method: request.method ?? 'GET',
    path: request.url ?? '/',
    purpose: typeof purpose === 'string' ? purpose : '',
  };
};

/**
 * Start a proxy on a free loopback port in front of `target` (an origin): it passes each request and
 * answer through unchanged, so the server sees exactly what the browser sent, and the test sees it
 * too (no request logging in the product for a test).
 */
export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const upstream = new URL(target);
  const seen: SeenRequest[] = [];
  const server = createServer((request, response) => {
    seen.push(record(request));
    const outgoing = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.headers);
        answer.pipe(response);
      },
    );
    outgoing.on('error', () => {
      response.destroy();
    });
    request.pipe(outgoing);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
