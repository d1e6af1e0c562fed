import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../integrations/precompress.ts';
import { createListener } from './listener.ts';

const clientDir = join('test-results', 'unit-data', `listener-${crypto.randomUUID()}`);
const page = `<!doctype html><title>Static</title>${'<p>Precompressed at build time.</p>'.repeat(300)}`;
const script = `export const x = ${JSON.stringify('y'.repeat(50))};\n`.repeat(100);
const rendered = `<!doctype html><title>Rendered</title>${'<p>Rendered on demand.</p>'.repeat(300)}`;

let server: Server;
let port = 0;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A raw GET (no automatic decompression), so the bytes on the wire are what the test sees. */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  await mkdir(join(clientDir, 'about'), { recursive: true });
  await mkdir(join(clientDir, '_astro'), { recursive: true });
  await writeFile(join(clientDir, 'about', 'index.html'), page);
  await writeFile(join(clientDir, '_astro', 'app.1234.js'), script);
  await writeFile(join(clientDir, 'logo.png'), Buffer.alloc(2048, 7));
  await precompressFolder(clientDir);
  const listener = createListener({
    clientDir,
    trustedProxies: [],
    staticHeaders: {
      http: [
        ['x-content-type-options', 'nosniff'],
        ['content-security-policy', "script-src 'self'"],
        ['permissions-policy', 'camera=()'],
        ['x-frame-options', 'SAMEORIGIN'],
      ],
      https: [],
    },
    pageHeaders: new Map([['/about', [['Content-Security-Policy', "script-src 'self' 'sha256-abc'"]]]]),
    handler: (req, res) => {
      if (req.url === '/small')
        return void res
          .writeHead(200, { 'content-type': 'application/json', 'content-length': '10' })
          .end('{"data":1}');
      if (req.url === '/encoded')
        return void res
          .writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' })
          .end(Buffer.from('not really gzip'));
      res
        .writeHead(200, { 'content-type': 'text/html', 'content-length': String(Buffer.byteLength(rendered)) })
        .end(rendered);
    },
  });
  server = createServer(listener);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  await rm(clientDir, { recursive: true, force: true });
});

describe('static files', () => {
  it('sends the brotli copy when the browser accepts it (preferred over gzip), with its own length', async () => {
    const answer = await get('/about/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(brotliDecompressSync(answer.body).toString()).toBe(page);
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it("sends a page's own policy from the build, and the base policy with other files", async () => {
    expect((await get('/about/')).headers['content-security-policy']).toBe("script-src 'self' 'sha256-abc'");
    expect((await get('/about')).headers['content-security-policy']).toBe("script-src 'self' 'sha256-abc'");
    expect((await get('/logo.png')).headers['content-security-policy']).toBe("script-src 'self'");
  });

  it("keeps the page's own policy on a 304, which replaces the cached headers when a browser revalidates", async () => {
    const etag = String((await get('/about/')).headers.etag);
    const revalidated = await get('/about/', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['content-security-policy']).toBe("script-src 'self' 'sha256-abc'");
    expect(revalidated.headers.vary).toBe('Accept-Encoding');
  });

  it('sends the gzip copy to a browser without brotli, and the file itself to one that accepts neither', async () => {
    const gz = await get('/about/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(page);
    const plain = await get('/about/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
    expect(plain.headers.vary).toBe('Accept-Encoding');
  });

  it('answers a file asked again exactly as the first time (the second from memory), in each encoding', async () => {
    const stable = ({ date: _date, ...headers }: IncomingHttpHeaders) => headers;
    for (const path of ['/about/', '/_astro/app.1234.js', '/logo.png'])
      for (const encoding of ['br', 'gzip', 'identity']) {
        const first = await get(path, { 'accept-encoding': encoding });
        const again = await get(path, { 'accept-encoding': encoding });
        expect(again.status).toBe(200);
        expect(stable(again.headers)).toEqual(stable(first.headers));
        expect(again.body.equals(first.body)).toBe(true);
      }
  });

  it('keeps /_astro/ immutable for a year, compressed or not', async () => {
    for (const encoding of ['br', 'identity']) {
      const answer = await get('/_astro/app.1234.js', { 'accept-encoding': encoding });
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['content-type']).toMatch(/javascript/);
    }
  });

  it("leaves the document-only headers off the build's scripts (bytes on the wire), keeping nosniff", async () => {
    const answer = await get('/_astro/app.1234.js', { 'accept-encoding': 'br' });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toBeUndefined();
    expect(answer.headers['permissions-policy']).toBeUndefined();
    expect(answer.headers['x-frame-options']).toBeUndefined();
    const other = await get('/logo.png');
    expect(other.headers['content-security-policy'], 'other files keep them').toBe("script-src 'self'");
    expect(other.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends files that are not text as they are', async () => {
    const answer = await get('/logo.png', { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.length).toBe(2048);
  });
});

describe('rendered responses', () => {
  it('are compressed on the fly, brotli preferred, without a stale Content-Length', async () => {
    const answer = await get('/rendered', { 'accept-encoding': 'gzip, br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-length']).toBeUndefined();
    expect(brotliDecompressSync(answer.body).toString()).toBe(rendered);
    expect(answer.headers.vary).toBe('Accept-Encoding');
    const gz = await get('/rendered', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.body).toString()).toBe(rendered);
  });

  it('are left alone below 1 kB, or when the app already encoded them (no double compression)', async () => {
    const small = await get('/small', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('{"data":1}');
    const encoded = await get('/encoded', { 'accept-encoding': 'br' });
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(encoded.body.toString()).toBe('not really gzip');
  });
});

describe("kept pages of the app's page cache", () => {
  const key = Symbol.for('tasman.page-cache.answer-kept');
  const slot = globalThis as Record<symbol, unknown>;
  const asked: string[] = [];

  beforeAll(() => {
    slot[key] = (request: { method: string; url: string }) => {
      asked.push(`${request.method} ${request.url}`);
      return request.url.endsWith('/kept/')
        ? {
            status: 200,
            headers: [
              ['content-type', 'text/html'],
              ['x-cache', 'HIT'],
              ['content-security-policy', "script-src 'self' 'sha256-kept'"],
            ],
            body: new TextEncoder().encode('<p>kept</p>'),
          }
        : undefined;
    };
  });
  afterAll(() => {
    slot[key] = undefined;
  });

  it('are answered before static files and the app, with the headers they were kept with', async () => {
    const answer = await get('/kept/');
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe('<p>kept</p>');
    expect(answer.headers['x-cache']).toBe('HIT');
    expect(answer.headers['content-security-policy']).toBe("script-src 'self' 'sha256-kept'");
    expect(asked).toContain(`GET http://127.0.0.1:${port}/kept/`);
  });

  it('anything the cache does not hold goes on to static files and the app', async () => {
    expect((await get('/about/')).body.toString()).toBe(page);
    expect((await get('/rendered')).body.toString()).toBe(rendered);
  });
});
