/**
 * A stand-in for the upstream CRM on loopback: records every POST (path, Idempotency-Key, bearer token,
 * body) and answers as `answer` says — by default 201 — so tests can make it fail, refuse or be down.
 * Like a CRM with idempotency keys, it keeps one document per key however often one arrives.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CrmRequest {
  path: string;
  key: string | undefined;
  authorization: string | undefined;
  body: unknown;
  status: number;
}

export interface CrmStandIn {
  /** The base URL, for CRM_URL. */
  url: string;
  requests: CrmRequest[];
  /** The status to answer a request with; `attempt` counts earlier requests with the same key (0 for the first). */
  answer: (request: { path: string; key: string | undefined; attempt: number }) => number;
  /** The documents taken (2xx), one per Idempotency-Key. */
  accepted(): Map<string, unknown>;
  close(): Promise<void>;
}

export async function startCrmStandIn(): Promise<CrmStandIn> {
  const requests: CrmRequest[] = [];
  const standIn: Omit<CrmStandIn, 'url' | 'close'> = {
    requests,
    answer: () => 201,
    accepted: () =>
      new Map(
        requests
          .filter((request) => request.status < 300 && request.key)
          .map((request) => [request.key ?? '', request.body]),
      ),
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const key = request.headers['idempotency-key'];
      const keyText = Array.isArray(key) ? key[0] : key;
      const path = request.url ?? '';
      const attempt = requests.filter((earlier) => earlier.key === keyText && earlier.path === path).length;
      const status = standIn.answer({ path, key: keyText, attempt });
      const text = Buffer.concat(chunks).toString('utf8');
      requests.push({
        path,
        key: keyText,
        authorization: request.headers.authorization,
        body: text ? (JSON.parse(text) as unknown) : undefined,
        status,
      });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(status < 300 ? { id: `crm-${requests.length}` } : { message: `stand-in answered ${status}` }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${port}/api`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
