/**
 * The request listener of the server wrapper (scripts/serve.mjs), in the order each request meets it:
 *  0. the hostile-request guard (request-guard.ts): oversized declared bodies refused, methods fetch
 *     cannot carry renamed for the app; a body the app stops reading early (over its limit) is read
 *     to its end and dropped rather than reset under the client (lingering-body.ts);
 *  1. forwarded headers: who asked, over which scheme and host (forwarded.ts, TRUSTED_PROXY);
 *  2. the security headers the app answered its warm-up with, for static files (rendered responses
 *     set their own, which replace these), and a prerendered page's own headers from the build
 *     (page-headers.ts: its CSP with Astro's script hashes);
 *  3. compression (the `compression` package) of what the app renders, brotli preferred; it leaves a
 *     response alone that already has a Content-Encoding;
 *  4. static files from the client build (sirv): the precompressed `.br`/`.gz` copy the browser accepts
 *     (integrations/precompress.ts), `/_astro/` cached for a year as immutable; small files, once
 *     read, are answered from memory (static-memo.ts);
 *  5. everything else: Astro's handler (the adapter's middleware mode: it renders, it serves no file).
 * Before 2-5, a content page the app's page cache holds fresh is answered from it directly
 * (src/features/page-cache/serve.server.ts `answerKept`), with the headers it was kept with: Astro's
 * request and middleware would otherwise double the time of a cached page.
 * Every response varies with Accept-Encoding, so a cache never hands brotli to a browser without it.
 * Each request runs inside a record the app fills in (its route pattern and request id); when its answer
 * ends, the app counts it and writes its log line (src/services/operations/server-hooks.ts). Once the
 * server is stopping, answers close their connection.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import compression from 'compression';
import sirv from 'sirv';
import { forwardedHeaderFilter } from './forwarded.ts';
import { pageHeadersFor, type PageHeaders } from './page-headers.ts';
import { hasBody, lingeringBody } from './lingering-body.ts';
import { guardRequest } from './request-guard.ts';
import { keepStaticFiles } from './static-memo.ts';

/** Astro's hashed build assets (`build.assets`, default `_astro`): their names change with their content. */
const IMMUTABLE = /^\/_astro\//;
/**
 * The build's scripts and stylesheets: never shown as a document (nosniff keeps them from being
 * read as one) and never run as workers (the service worker is /sw.js), so the headers that only a
 * document or a worker obeys do nothing on them but cost about 0.6 kB a file — 30 kB on an /app
 * screen's fifty-odd scripts (Lighthouse counts them). Other assets (an SVG can be opened
 * as a document) keep every header.
 */
const SUBRESOURCE_ONLY = /^\/_astro\/[^?]*\.(?:m?js|css)$/;
const DOCUMENT_ONLY_HEADERS = new Set(['content-security-policy', 'permissions-policy', 'x-frame-options']);

/** The page cache's fast path, as the app registers it on globalThis (src/features/page-cache/serve.server.ts). */
type AnswerKept = (request: {
  method: string;
  url: string;
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
  requestId: string | undefined;
}) => { status: number; headers: ReadonlyArray<readonly [string, string]>; body: Uint8Array | undefined } | undefined;
const KEPT_ANSWER_KEY = Symbol.for('tasman.page-cache.answer-kept');
const answerKept = (): AnswerKept | undefined =>
  (globalThis as Record<symbol, AnswerKept | undefined>)[KEPT_ANSWER_KEY];

/** What the wrapper records of a request, filled in by the app (src/services/operations/server-hooks.ts). */
interface RequestRecord {
  route: string | undefined;
  requestId: string | undefined;
}
/** The app's hooks, as it registers them on globalThis (the same shape, by symbol). */
interface OperationsHooks {
  scope: { run<T>(record: RequestRecord, body: () => T): T };
  requestFinished(
    request: RequestRecord & { method: string; status: number; durationMs: number; aborted: boolean },
  ): void;
}
const HOOKS_KEY = Symbol.for('tasman.operations.server-hooks');
const operationsHooks = (): OperationsHooks | undefined =>
  (globalThis as Record<symbol, OperationsHooks | undefined>)[HOOKS_KEY];

/** The value of a header that a client sends once. */
const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** Security headers to put on static files, for http and for https requests. */
export interface StaticHeaders {
  http: ReadonlyArray<readonly [string, string]>;
  https: ReadonlyArray<readonly [string, string]>;
}

export interface ListenerOptions {
  /** Astro's handler (dist/server/entry.mjs `handler`, middleware mode). */
  handler: RequestListener;
  /** The client build (dist/client). */
  clientDir: string;
  staticHeaders: StaticHeaders;
  /** TRUSTED_PROXY as the app parsed it. */
  trustedProxies: readonly string[];
  /** The headers of each prerendered page (dist/_headers.json). */
  pageHeaders: PageHeaders;
  /** True once the server is stopping (scripts/serve.mjs): answers then close their connections. */
  stopping?: () => boolean;
}

/** The decoded path of a request URL (`/about-us/?x=1` -> `/about-us/`). */
function pathOf(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0] ?? '/';
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

type Next = () => void;
/** A connect-style step. */
type Step = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

/** Builds the listener; sirv reads the list of static files once, here. */
export function createListener({
  handler,
  clientDir,
  staticHeaders,
  trustedProxies,
  pageHeaders,
  stopping,
}: ListenerOptions): RequestListener {
  const forwarded = forwardedHeaderFilter(trustedProxies);
  // compression's types speak Express; at run time it is a plain (req, res, next) step.
  const compress = compression() as unknown as Step;
  const serveStatic = keepStaticFiles(
    sirv(clientDir, {
      brotli: true,
      gzip: true,
      etag: true,
      setHeaders(res, pathname) {
        if (IMMUTABLE.test(pathname)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  const listener = (req: IncomingMessage, res: ServerResponse, record: RequestRecord): void => {
    if (stopping?.()) res.setHeader('Connection', 'close');
    record.route = 'refused';
    if (guardRequest(req, res)) return;
    record.route = undefined;
    // Astro's adapter reads `req.body` when it is an async iterable (instead of the request itself, which
    // it would destroy, socket and all, when it stops reading a body over its limit).
    if (hasBody(req)) Object.assign(req, { body: lingeringBody(req, res) });
    const { protocol } = forwarded(req);
    const kept =
      req.method === 'GET' || req.method === 'HEAD'
        ? answerKept()?.({
            method: req.method,
            url: `${protocol}://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`,
            ifNoneMatch: single(req.headers['if-none-match']),
            acceptEncoding: single(req.headers['accept-encoding']),
            requestId: single(req.headers['x-request-id']),
          })
        : undefined;
    if (kept) {
      record.route = 'page-cache';
      for (const [name, value] of kept.headers) res.setHeader(name, value);
      res.writeHead(kept.status);
      res.end(kept.body);
      return;
    }
    const subresource = SUBRESOURCE_ONLY.test(pathOf(req.url));
    for (const [name, value] of staticHeaders[protocol]) {
      if (!subresource || !DOCUMENT_ONLY_HEADERS.has(name.toLowerCase())) res.setHeader(name, value);
    }
    // Before sirv, whose 304 (a browser revalidating with If-None-Match) skips setHeaders: the 304's
    // headers replace the cached ones, so without the page's own policy the reloaded page would run
    // under the base policy, which has none of Astro's script hashes.
    for (const [name, value] of pageHeadersFor(pageHeaders, pathOf(req.url), { https: protocol === 'https' }))
      res.setHeader(name, value);
    res.setHeader('Vary', 'Accept-Encoding');
    compress(req, res, () => {
      // Files are only read (sirv would answer any method); other methods go to the app, which answers
      // 405 with an Allow header where nothing takes them (src/middleware.ts).
      if (req.method === 'GET' || req.method === 'HEAD') {
        record.route = 'static';
        serveStatic(req, res, () => {
          record.route = undefined;
          handler(req, res);
        });
      } else handler(req, res);
    });
  };
  return (req, res) => {
    const hooks = operationsHooks();
    const record: RequestRecord = { route: undefined, requestId: undefined };
    if (!hooks) {
      listener(req, res, record);
      return;
    }
    const started = performance.now();
    res.once('close', () => {
      const requestId = record.requestId ?? res.getHeader('x-request-id');
      hooks.requestFinished({
        route: record.route,
        requestId: typeof requestId === 'string' ? requestId : undefined,
        method: req.method ?? '-',
        status: res.statusCode,
        durationMs: performance.now() - started,
        aborted: !res.writableFinished,
      });
    });
    hooks.scope.run(record, () => listener(req, res, record));
  };
}
