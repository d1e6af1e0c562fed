import { readdirSync, statSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * Compression through the server wrapper: prerendered pages and /_astro files are sent as
 * the brotli or gzip copy made at build time, rendered pages are compressed on the fly, every answer
 * varies with Accept-Encoding, and the bytes on the wire are what Content-Length says.
 */

const ASSETS = 'test-results/sites/demo/client/_astro';
const PRODUCT_PAGE = '/products/strata-bim/buy-now/';

/** The largest script of the demo build. */
function largestScript(): string {
  const scripts = readdirSync(ASSETS).filter((name) => name.endsWith('.js'));
  return scripts.reduce((largest, name) =>
    statSync(join(ASSETS, name)).size > statSync(join(ASSETS, largest)).size ? name : largest,
  );
}

interface Wire {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET whose body is kept as sent (Playwright's request would decompress it). */
function get(baseURL: string | undefined, path: string, acceptEncoding: string): Promise<Wire> {
  return new Promise((resolve, reject) => {
    httpRequest(new URL(path, baseURL), { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const decode = (wire: Wire): string => {
  const encoding = wire.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(wire.body).toString();
  if (encoding === 'gzip') return gunzipSync(wire.body).toString();
  return wire.body.toString();
};

test('a prerendered product page: brotli preferred, gzip otherwise, the same page either way', async ({ baseURL }) => {
  const plain = await get(baseURL, PRODUCT_PAGE, 'identity');
  const br = await get(baseURL, PRODUCT_PAGE, 'gzip, deflate, br');
  const gzip = await get(baseURL, PRODUCT_PAGE, 'gzip');
  expect([plain, br, gzip].map((wire) => wire.headers['content-encoding'])).toEqual([undefined, 'br', 'gzip']);
  for (const wire of [plain, br, gzip]) {
    expect(wire.status).toBe(200);
    expect(wire.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(wire.headers['content-length'])).toBe(wire.body.length);
    expect(decode(wire)).toBe(plain.body.toString());
  }
  expect(br.body.length).toBeLessThan(plain.body.length / 4);
});

test('the largest script: precompressed, immutable for a year', async ({ baseURL }) => {
  const path = `/_astro/${largestScript()}`;
  const plain = await get(baseURL, path, 'identity');
  const br = await get(baseURL, path, 'br');
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(decode(br)).toBe(plain.body.toString());
  expect(br.body.length).toBeLessThan(plain.body.length / 2);
});

test('rendered pages (/app/, the 404 page) are compressed on the fly, once', async ({ baseURL }) => {
  for (const [path, status] of [
    ['/app/', 200],
    ['/no-such-page/', 404],
  ] as const) {
    const br = await get(baseURL, path, 'br, gzip');
    expect(br.status).toBe(status);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(decode(br)).toMatch(/^<!DOCTYPE html>/i);
    const plain = await get(baseURL, path, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
  }
});
