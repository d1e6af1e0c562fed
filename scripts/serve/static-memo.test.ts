import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { keepStaticFiles, MAX_KEPT_FILE_BYTES } from './static-memo.ts';

/** A stand-in for sirv: answers like it (headers to writeHead, Cache-Control by setHeader, the bytes in chunks). */
const files: Record<string, Buffer> = {
  '/logo.svg': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  '/_astro/app.js': Buffer.from('export const x = 1;\n'.repeat(200)),
  '/big.pdf': Buffer.alloc(MAX_KEPT_FILE_BYTES + 1, 1),
};
let reads: string[] = [];
function fileServer(req: IncomingMessage, res: ServerResponse, next: () => void) {
  const path = (req.url ?? '/').split('?')[0]!;
  const file = files[path];
  if (!file) return next();
  reads.push(`${path} ${req.headers['accept-encoding'] ?? ''}`);
  if (path.startsWith('/_astro/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.writeHead(200, { 'Content-Length': file.length, 'Content-Type': 'text/javascript', ETag: `W/"${file.length}"` });
  const half = Math.floor(file.length / 2);
  res.write(file.subarray(0, half));
  res.end(file.subarray(half));
}

let server: Server;
let origin = '';
let request = 0;
beforeAll(async () => {
  const serve = keepStaticFiles(fileServer);
  server = createServer((req, res) => {
    request += 1;
    res.setHeader('x-request-id', `request-${request}`);
    serve(req, res, () => res.writeHead(404).end('not found'));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((done) => server.close(done)));
beforeEach(() => {
  reads = [];
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const answer = await fetch(`${origin}${path}`, { headers });
  return {
    status: answer.status,
    headers: Object.fromEntries(answer.headers),
    body: Buffer.from(await answer.arrayBuffer()),
  };
};
const withoutPerRequest = (headers: Record<string, string>) => {
  const { date: _date, 'x-request-id': _id, ...rest } = headers;
  return rest;
};

describe('static files kept in memory', () => {
  it('answers a file the second time from memory, with the same status, headers and bytes', async () => {
    const first = await get('/_astro/app.js?v=1');
    const second = await get('/_astro/app.js?v=2');
    expect(reads).toHaveLength(1);
    expect(second.status).toBe(200);
    expect(second.body.equals(files['/_astro/app.js']!)).toBe(true);
    expect(withoutPerRequest(second.headers)).toEqual(withoutPerRequest(first.headers));
    expect(second.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps each request its own per-request headers', async () => {
    await get('/logo.svg');
    const second = await get('/logo.svg');
    const third = await get('/logo.svg');
    expect(reads).toHaveLength(1);
    expect(second.headers['x-request-id']).not.toBe(third.headers['x-request-id']);
  });

  it('reads the file again for another Accept-Encoding (the file server picks the copy by it)', async () => {
    await get('/logo.svg', { 'accept-encoding': 'br' });
    await get('/logo.svg', { 'accept-encoding': 'br' });
    await get('/logo.svg', { 'accept-encoding': 'gzip' });
    expect(reads).toEqual(['/logo.svg br', '/logo.svg gzip']);
  });

  it('sends ranges and revalidations to the file server every time', async () => {
    await get('/logo.svg', { 'accept-encoding': 'identity' });
    await get('/logo.svg', { 'accept-encoding': 'identity', range: 'bytes=0-3' });
    await get('/logo.svg', { 'accept-encoding': 'identity', 'if-none-match': 'W/"41"' });
    await get('/logo.svg', { 'accept-encoding': 'identity', 'if-modified-since': new Date(0).toUTCString() });
    expect(reads).toHaveLength(4);
  });

  it('streams a large file each time and keeps nothing that was not found', async () => {
    await get('/big.pdf');
    const again = await get('/big.pdf');
    expect(again.body.length).toBe(MAX_KEPT_FILE_BYTES + 1);
    expect(reads).toHaveLength(2);
    expect((await get('/missing.txt')).status).toBe(404);
    files['/missing.txt'] = Buffer.from('now here');
    expect((await get('/missing.txt')).body.toString()).toBe('now here');
  });
});
