import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { SPOTLIGHT_RELEASE, VENDOR_PORTS } from '../../playwright.vendors.config.ts';
import { startSentrySink, type SentrySink } from './sentry-sink.ts';

/**
 * With error reporting on, every page reaches the browser whole. The monitoring build's SENTRY_DSN
 * points at a stand-in for Sentry's ingest (tests/vendors/sentry-sink.ts), which takes the envelopes
 * while this runs. Each of five pages is asked in each encoding under a query of its own, so its first
 * answer is the page's first render (through Astro's whole middleware chain, Sentry's SDK included) and
 * its second the kept page (the wrapper's fast path); the bodies are read as sent, decoded with
 * Node's zlib, and must be the whole page, as long as its plain answer and as long as Content-Length says.
 * Sentry's own request middleware failed this: it rewrote the page cache's gzip and brotli bodies as
 * UTF-8 text (integrations/monitoring.ts leaves it out).
 */

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as it came over the wire, never decoded (Node's http leaves Content-Encoding alone). */
  body: Buffer;
}

/**
 * One request over its own connection. A body longer than its Content-Length (what Sentry's middleware
 * made of a plain page) fails in Node's parser ("Data after `Connection: close`"): named by its request here.
 */
function ask(url: URL, headers: Record<string, string>, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const fail = (error: Error) =>
      reject(new Error(`${method} ${url.pathname}${url.search} (${JSON.stringify(headers)}): ${error.message}`));
    const request = httpRequest(url, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', fail);
    });
    request.on('error', fail);
    request.end();
  });
}

function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === undefined) return answer.body.toString('utf8');
  throw new Error(`unexpected Content-Encoding ${encoding}`);
}

/** Pages rendered on demand; `kept` says whether the page cache keeps them (search results are rendered every time). */
const PAGES = [
  { name: 'a content page', path: '/about-us/', kept: true },
  { name: 'the home page', path: '/', kept: true },
  { name: 'a product page', path: '/products/strata-bim/', kept: true },
  { name: 'the knowledge hub', path: '/knowledge-hub/', kept: true },
  { name: 'a search', path: '/search/?q=x', kept: false },
] as const;

/** What a browser may accept, and the encoding the site answers it with (brotli preferred). */
const ACCEPTS = [
  { accept: 'gzip', encoding: 'gzip' },
  { accept: 'br', encoding: 'br' },
  { accept: 'gzip, deflate, br', encoding: 'br' },
  { accept: 'identity', encoding: undefined },
] as const;

/** A query no earlier run asked for, so the page cache has not kept this URL yet (E2E_REUSE_SERVER reuses a server). */
const run = crypto.randomUUID().slice(0, 8);
function freshUrl(base: string, path: string, label: string): URL {
  const url = new URL(path, base);
  url.searchParams.set('first', `${run}-${label}`);
  return url;
}

let sink: SentrySink;
test.beforeAll(async () => {
  sink = await startSentrySink(VENDOR_PORTS.sentrySink);
});
test.afterAll(() => sink.close());

test('with error reporting on, the first and second answer of every page decode to the whole page in gzip, brotli or plain', async ({
  request,
  baseURL,
}) => {
  const base = baseURL ?? '';

  await test.step('the DSN is live: a server error reaches the sink', async () => {
    const failed = await request.post('/api/monitoring-test/failure', { data: { email: 'sink.check@example.com' } });
    expect(failed.status()).toBe(500);
    const requestId = failed.headers()['x-request-id'];
    const { event } = await sink.waitForError((candidate) => candidate.tags?.['request_id'] === requestId);
    expect(event.release).toBe(SPOTLIGHT_RELEASE);
  });

  for (const page of PAGES) {
    await test.step(page.name, async () => {
      const plainLengths = new Set<number>();
      const seen: string[] = [];
      for (const { accept, encoding } of ACCEPTS) {
        const url = freshUrl(base, page.path, accept.replace(/\W+/g, '-'));
        const answers = [await ask(url, { 'accept-encoding': accept }), await ask(url, { 'accept-encoding': accept })];
        for (const [index, answer] of answers.entries()) {
          const where = `${url.pathname}${url.search} (${accept}), answer ${index + 1}`;
          seen.push(`${where}: ${answer.status} ${String(answer.headers['x-cache'] ?? '-')}`);
          expect(answer.status, where).toBe(200);
          expect(answer.headers['content-encoding'], where).toBe(encoding);
          if (page.kept) expect(answer.headers['x-cache'], where).toBe(index === 0 ? 'MISS' : 'HIT');
          const length = answer.headers['content-length'];
          if (length !== undefined) expect(Number(length), where).toBe(answer.body.byteLength);
          const html = decoded(answer);
          expect(html, where).toMatch(/^<!DOCTYPE html>/i);
          expect(html.trimEnd(), where).toMatch(/<\/html>$/);
          plainLengths.add(Buffer.byteLength(html));
        }
      }
      // Every answer, whatever its encoding, is the same page: one length once decoded.
      expect([...plainLengths], seen.join('\n')).toHaveLength(1);
    });
  }

  await test.step('HEAD and a revalidation (304) of a page not kept yet, then kept', async () => {
    const kept = await ask(freshUrl(base, '/about-us/', 'etag'), { 'accept-encoding': 'gzip' });
    const etag = kept.headers['etag'];
    expect(etag).toBeTruthy();
    const url = freshUrl(base, '/about-us/', 'revalidate');
    for (const state of ['MISS', 'HIT']) {
      const answer = await ask(url, { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': etag ?? '' });
      expect(answer.status, state).toBe(304);
      expect(answer.headers['x-cache'], state).toBe(state);
      expect(answer.body.byteLength, state).toBe(0);
    }
    const headUrl = freshUrl(base, '/about-us/', 'head');
    const firstHead = await ask(headUrl, { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(firstHead.status).toBe(200);
    expect(firstHead.body.byteLength).toBe(0);
    await ask(headUrl, { 'accept-encoding': 'gzip' });
    const keptHead = await ask(headUrl, { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(keptHead.status).toBe(200);
    expect(keptHead.headers['content-encoding']).toBe('gzip');
    expect(keptHead.headers['content-length']).toBe(kept.headers['content-length']);
    expect(keptHead.body.byteLength).toBe(0);
  });
});
