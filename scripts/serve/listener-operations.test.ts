/**
 * The wrapper's side of the operations hooks: each request runs inside a record the app
 * fills in (its route pattern and request id), and when its answer ends the app is told the route,
 * method, status and duration — a file of the build as `static`, whatever the app answered as its
 * route. Once the server is stopping, answers close their connection.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createListener } from './listener.ts';

interface Record {
  route: string | undefined;
  requestId: string | undefined;
}
interface Finished extends Record {
  method: string;
  status: number;
  durationMs: number;
  aborted: boolean;
}

const HOOKS_KEY = Symbol.for('tasman.operations.server-hooks');
const clientDir = join('test-results', 'unit-data', `listener-operations-${crypto.randomUUID()}`);
const scope = new AsyncLocalStorage<Record>();
const finished: Finished[] = [];
let stopping = false;
let server: Server;
let port = 0;

function get(path: string): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  await mkdir(clientDir, { recursive: true });
  await writeFile(join(clientDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  (globalThis as { [HOOKS_KEY]?: unknown })[HOOKS_KEY] = {
    scope,
    requestFinished: (request: Finished) => finished.push(request),
  };
  server = createServer(
    createListener({
      clientDir,
      trustedProxies: [],
      staticHeaders: { http: [], https: [] },
      pageHeaders: new Map(),
      stopping: () => stopping,
      handler: (req, res) => {
        // What src/middleware.ts does with the record of the request it runs in.
        const record = scope.getStore();
        if (record) Object.assign(record, { route: '/products/[slug]', requestId: 'req-from-the-app-1' });
        setImmediate(() =>
          res.writeHead(req.url === '/missing/' ? 404 : 200, { 'content-type': 'text/plain' }).end('ok'),
        );
      },
    }),
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  delete (globalThis as { [HOOKS_KEY]?: unknown })[HOOKS_KEY];
  await new Promise((done) => server.close(done));
  await rm(clientDir, { recursive: true, force: true });
});

it('tells the app of each answered request: its route, method, status and duration', async () => {
  await get('/logo.svg');
  await get('/products/widget/');
  await get('/missing/');
  await vi.waitFor(() => expect(finished).toHaveLength(3));
  expect(
    finished.map(({ route, requestId, method, status, aborted }) => ({ route, requestId, method, status, aborted })),
  ).toEqual([
    { route: 'static', requestId: undefined, method: 'GET', status: 200, aborted: false },
    { route: '/products/[slug]', requestId: 'req-from-the-app-1', method: 'GET', status: 200, aborted: false },
    { route: '/products/[slug]', requestId: 'req-from-the-app-1', method: 'GET', status: 404, aborted: false },
  ]);
  expect(finished.every((request) => request.durationMs >= 0)).toBe(true);
});

it('closes the connection of answers made while the server is stopping', async () => {
  expect((await get('/products/widget/')).headers.connection).not.toBe('close');
  stopping = true;
  expect((await get('/products/widget/')).headers.connection).toBe('close');
});
