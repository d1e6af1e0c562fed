/**
 * The page cache in front of every page render (src/middleware.ts runs it first, inside the request id):
 * a kept page is answered from memory, precompressed, with a 304 to a browser that has it; a page not
 * kept, or made stale by a publish, is rendered once (others asking meanwhile wait for that render),
 * its tags collected from what it read. While a stale page is re-rendered, visitors wait at most
 * STALE_WAIT_MS, then get the stale page; a render that fails keeps the last good page.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { services } from '../../services/config.ts';
import { logFailure } from '../../services/log-failure.ts';
import { metrics } from '../../services/operations/metrics.ts';
import { requestIdFrom } from '../../lib/monitoring/request-id.ts';
import { collectingTags } from './collector.server.ts';
import {
  chooseEncoding,
  keptHeaders,
  matchesEtag,
  pageCacheControl,
  pageCacheKey,
  policyUntil,
  purgeTags,
  sharedCacheControl,
} from './http.ts';
import { PageCache, type RenderOutcome, type StoredPage } from './page-cache.ts';
import { SITE_WIDE_TAGS } from './tags.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** How long a visitor of a stale page waits for its new render before getting the stale one. */
export const STALE_WAIT_MS = 2000;

let cache: PageCache | undefined;

/** This instance's page cache. */
export function pageCache(): PageCache {
  if (!cache) {
    const created = new PageCache({ maxBytes: services().config.pageCache.maxBytes });
    metrics().setCacheReader('page', () => ({ entries: created.size.pages, bytes: created.size.bytes }));
    cache = created;
  }
  return cache;
}

/** The kept form of a rendered page: compressed once, its validator and the headers of every answer. */
async function storedPage(
  response: Response,
  body: Uint8Array<ArrayBuffer>,
  tags: readonly string[],
  hint: { until?: number | undefined; cacheControl?: string | undefined },
): Promise<StoredPage> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
    }),
    gzipped(body, { level: 9 }),
  ]);
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  const { shared, tagHeader } = services().config.pageCache;
  const headers: Array<readonly [string, string]> = [
    ...keptHeaders(response.headers),
    ['ETag', etag],
    ['Cache-Control', hint.cacheControl ?? pageCacheControl(shared)],
    ['CDN-Cache-Control', sharedCacheControl(shared)],
    ['Vary', 'Accept-Encoding'],
  ];
  if (tagHeader) headers.push([tagHeader, purgeTags(tags).join(tagHeader === 'Cache-Tag' ? ',' : ' ')]);
  return {
    status: response.status,
    headers,
    body,
    encoded: { br: new Uint8Array(br), gzip: new Uint8Array(gz) },
    etag,
    tags,
    renderedAt: Date.now(),
    until: hint.until,
  };
}

/** A kept page's answer in plain values, for the server wrapper (scripts/serve/listener.ts). */
export interface KeptAnswer {
  status: number;
  headers: Array<readonly [string, string]>;
  body: Uint8Array<ArrayBuffer> | undefined;
}

/** The request facts the wrapper's fast path gives. */
export interface KeptRequest {
  method: string;
  /** The public URL as Astro would build it (scheme and host as the wrapper believes them). */
  url: string;
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
  requestId: string | undefined;
}

/**
 * A fresh kept page answered without Astro (scripts/serve/listener.ts asks before its static files and
 * Astro's handler): a hit is then about as fast as a static file, where Astro's request and middleware
 * would double its time. Anything else (no page, a stale one, another method) is undefined: Astro renders.
 */
export function answerKept(request: KeptRequest): KeptAnswer | undefined {
  if (!cache || !URL.canParse(request.url)) return undefined;
  const key = pageCacheKey(request.method, new URL(request.url));
  const kept = key === undefined ? undefined : cache.lookup(key);
  if (!kept || kept.stale) return undefined;
  cache.stats.hits += 1;
  metrics().cacheHits.inc();
  const answer = keptAnswer(kept.page, request, 'HIT');
  answer.headers.push(['X-Request-Id', requestIdFrom(request.requestId)]);
  return answer;
}

/** Where the server wrapper finds `answerKept` (it loads the build's handler, not this module by name). */
export const KEPT_ANSWER_KEY = Symbol.for('tasman.page-cache.answer-kept');
(globalThis as Record<symbol, unknown>)[KEPT_ANSWER_KEY] = answerKept;

/** How a kept page answers one request: a 304 to a browser that has it, else the encoding it accepts. */
function keptAnswer(
  page: StoredPage,
  request: Pick<KeptRequest, 'method' | 'ifNoneMatch' | 'acceptEncoding'>,
  state: 'HIT' | 'MISS' | 'STALE' | 'REVALIDATED',
): KeptAnswer {
  const headers: Array<readonly [string, string]> = [
    ...(page.until === undefined ? page.headers : sharedHeadersUntil(page.headers, page.until)),
    ['X-Cache', state],
  ];
  if (matchesEtag(request.ifNoneMatch ?? null, page.etag)) return { status: 304, headers, body: undefined };
  const encoding = chooseEncoding(request.acceptEncoding ?? null, ['br', 'gzip']);
  const encoded = encoding ? page.encoded[encoding] : undefined;
  if (encoded) headers.push(['Content-Encoding', encoding ?? '']);
  const body = encoded ?? page.body;
  headers.push(['Content-Length', String(body.byteLength)]);
  return { status: page.status, headers, body: request.method === 'HEAD' ? undefined : body };
}

/** A page that turns stale by itself at `until`: what shared caches are told, counted from now (policyUntil). */
function sharedHeadersUntil(
  headers: ReadonlyArray<readonly [string, string]>,
  until: number,
): Array<readonly [string, string]> {
  const policy = policyUntil(services().config.pageCache.shared, until, Date.now());
  return headers.map(([name, value]): readonly [string, string] => {
    const lower = name.toLowerCase();
    if (lower === 'cdn-cache-control') return [name, sharedCacheControl(policy)];
    // A route's own Cache-Control (an endpoint's) is left as it set it.
    if (lower === 'cache-control' && value === pageCacheControl(services().config.pageCache.shared))
      return [name, pageCacheControl(policy)];
    return [name, value];
  });
}

/** The same as a Response, inside Astro. `state` says how the page was found (X-Cache), for operators and benches. */
function answer(page: StoredPage, request: Request, state: 'HIT' | 'MISS' | 'STALE' | 'REVALIDATED'): Response {
  const answered = keptAnswer(
    page,
    {
      method: request.method,
      ifNoneMatch: request.headers.get('if-none-match') ?? undefined,
      acceptEncoding: request.headers.get('accept-encoding') ?? undefined,
    },
    state,
  );
  return new Response(answered.body ?? null, {
    status: answered.status,
    headers: new Headers(answered.headers as Array<[string, string]>),
  });
}

/** A render and what came of it: the outcome for the cache, and this request's own answer when it is not a kept page. */
interface Captured {
  outcome: RenderOutcome;
  response?: Response;
  error?: unknown;
}

async function capture(locals: App.Locals, next: () => Promise<Response>): Promise<Captured> {
  const tags = new Set<string>();
  let response: Response;
  let body: Uint8Array<ArrayBuffer>;
  try {
    [response, body] = await collectingTags(tags, async () => {
      const rendered = await next();
      return [rendered, new Uint8Array(await rendered.arrayBuffer())] as const;
    });
  } catch (error) {
    return { outcome: { kind: 'failed' }, error };
  }
  const own = new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
  if (response.status >= 500) return { outcome: { kind: 'failed' }, response: own };
  if (response.status === 404 || response.status === 410) return { outcome: { kind: 'gone' }, response: own };
  const hint = locals.pageCache;
  if (!hint || response.status !== 200 || response.headers.has('set-cookie'))
    return { outcome: { kind: 'uncacheable' }, response: own };
  const page = await storedPage(response, body, [...SITE_WIDE_TAGS, ...tags, ...hint.tags], hint);
  return { outcome: { kind: 'page', page } };
}

const timeout = (ms: number): Promise<'timeout'> =>
  new Promise((resolve) => setTimeout(() => resolve('timeout'), ms).unref());

/** Answers a request from the page cache, or renders it through `next` (once per key at a time). */
export async function servePageCache(
  request: Request,
  url: URL,
  locals: App.Locals,
  next: () => Promise<Response>,
): Promise<Response> {
  const key = pageCacheKey(request.method, url);
  if (!key) return next();
  const pages = pageCache();
  const kept = pages.lookup(key);
  if (kept && !kept.stale) {
    pages.stats.hits += 1;
    metrics().cacheHits.inc();
    return answer(kept.page, request, 'HIT');
  }
  pages.stats.misses += 1;
  metrics().cacheMisses.inc();
  // An endpoint answers HEAD without its body: such a render must never become the page GETs are answered with.
  if (request.method === 'HEAD') return next();
  let mine: Captured | undefined;
  const rendering = pages.render(key, async () => {
    mine = await capture(locals, next);
    return mine.outcome;
  });
  const outcome = kept ? await Promise.race([rendering, timeout(STALE_WAIT_MS)]) : await rendering;
  if (kept && (outcome === 'timeout' || outcome.kind === 'failed')) {
    if (outcome !== 'timeout')
      logFailure(
        `page cache: rendering ${url.pathname} again failed; the last good page is served.`,
        mine?.error ?? `status ${mine?.response?.status ?? '?'}`,
      );
    pages.stats.staleServed += 1;
    return answer(kept.page, request, 'STALE');
  }
  if (outcome !== 'timeout' && outcome.kind === 'page')
    return answer(outcome.page, request, kept ? 'REVALIDATED' : 'MISS');
  // This request rendered: its own answer (or its error, for the 500 page and the error report).
  if (mine) {
    if (mine.error !== undefined)
      throw mine.error instanceof Error ? mine.error : new Error('the page could not be rendered');
    if (mine.response) return mine.response;
  }
  // Another request's render that this one cannot share (not a page): render this one itself.
  return next();
}
