import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIContext, APIRoute } from 'astro';
import { callRoute } from './harness.ts';

/** The search endpoint module (src/pages/1/indexes/[...rest].ts). */
export type SearchEndpoint = Record<'POST' | 'ALL', APIRoute>;

/**
 * Serve the endpoint module on a local port, so the real algoliasearch clients reach it over HTTP with
 * the paths they build themselves (recorded like every suite's calls: harness.ts `callRoute`).
 */
export async function serveSearchEndpoint(
  endpoint: SearchEndpoint,
): Promise<{ host: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const rest = url.pathname.replace(/^\/1\/indexes\//, '');
      const request = new Request(url, {
        method: req.method ?? 'GET',
        ...(req.method === 'POST' ? { body: Buffer.concat(chunks) } : {}),
      });
      const context = { request, url, params: { rest }, locals: {} } as Partial<APIContext> as APIContext;
      void callRoute(req.method === 'POST' ? endpoint.POST : endpoint.ALL, context).then(async (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(await response.text());
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { host: `127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
