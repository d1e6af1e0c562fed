// HTTP helpers for the page-cache benches: one timed GET, the site's pages from its sitemap, a batch of
// first renders. node:http rather than fetch: its 'response' event is the first byte of the answer
// (status line and headers parsed), which is what "time to first byte" means; fetch hides it.
import { Agent, request } from 'node:http';
import { percentile } from './server.mjs';

// Pages carry long tag headers (Cache-Tag, Surrogate-Key) beside the CSP: more than Node's default
// 16 KiB of headers at scale. The client takes up to 1 MiB and reports the size, rather than failing.
const MAX_HEADER_BYTES = 1024 * 1024;

// One kept-alive connection at a time: requests are sequential, so no sample pays a TCP handshake
// and a static file and a page are measured over the same kind of connection.
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** Bytes of a response's header block as sent (names, values, ': ' and CRLF per line). */
// Each name and value counted with 2 bytes: the ": " after a name, the CRLF after a value.
const headerBytes = (res) => res.rawHeaders.reduce((sum, text) => sum + Buffer.byteLength(text) + 2, 0);

/**
 * GET origin+path. Resolves to the status, the headers, the body as text (undecoded bytes when the
 * server compressed it), `ttfbMs` (request written to headers received) and `totalMs` (to the last byte).
 */
export function timedGet(origin, path, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(new URL(path, origin), { agent, headers, maxHeaderSize: MAX_HEADER_BYTES }, (res) => {
      const ttfbMs = performance.now() - started;
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: res.statusCode,
          headers: res.headers,
          headerBytes: headerBytes(res),
          bytes: body.length,
          text: body.toString('utf8'),
          ttfbMs,
          totalMs: performance.now() - started,
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Paths of every URL the sitemap lists (`/sitemap-index.xml`, then each sitemap file it names). */
export async function sitemapPaths(origin) {
  const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1].trim()));
  const index = await timedGet(origin, '/sitemap-index.xml');
  if (index.status !== 200) throw new Error(`GET /sitemap-index.xml answered ${index.status}`);
  const paths = [];
  for (const file of locs(index.text)) {
    const sitemap = await timedGet(origin, file.pathname);
    if (sitemap.status !== 200) throw new Error(`GET ${file.pathname} answered ${sitemap.status}`);
    paths.push(...locs(sitemap.text).map((url) => url.pathname + url.search));
  }
  return [...new Set(paths)];
}

/**
 * Requests each path once, in order, and times it. Renders are the answers the page cache marks MISS
 * (rendered for this request and kept); anything else (a static file, a page not kept) is counted apart.
 */
export async function firstRenders(origin, paths) {
  const samples = [];
  for (const path of paths) {
    const answer = await timedGet(origin, path, { 'accept-encoding': 'br' });
    samples.push({
      path,
      status: answer.status,
      cache: answer.headers['x-cache'] ?? '-',
      ms: answer.totalMs,
      headerBytes: answer.headerBytes,
    });
  }
  const renders = samples
    .filter((sample) => sample.cache === 'MISS' && sample.status === 200)
    .map((sample) => sample.ms);
  const byCache = {};
  for (const sample of samples)
    byCache[`${sample.status} ${sample.cache}`] = (byCache[`${sample.status} ${sample.cache}`] ?? 0) + 1;
  const slowest = [...samples]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5)
    .map(({ path, ms }) => ({ path, ms: round(ms) }));
  const largestHeaders = samples.reduce((most, sample) => (sample.headerBytes > most.headerBytes ? sample : most));
  return {
    requested: paths.length,
    renders: renders.length,
    byCache,
    p50Ms: round(percentile(renders, 50)),
    p95Ms: round(percentile(renders, 95)),
    maxMs: round(Math.max(...renders)),
    slowest,
    // Proxies refuse large header blocks (nginx: proxy_buffer_size, 4 or 8 KiB by default; Node: 16 KiB).
    largestHeaders: { path: largestHeaders.path, bytes: largestHeaders.headerBytes },
    over8KiB: samples.filter((sample) => sample.headerBytes > 8 * 1024).length,
    over16KiB: samples.filter((sample) => sample.headerBytes > 16 * 1024).length,
  };
}

/** Milliseconds to one decimal (results files stay readable). */
export const round = (ms) => Math.round(ms * 10) / 10;
