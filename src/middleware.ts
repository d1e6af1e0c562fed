import { defineMiddleware, sequence } from 'astro:middleware';
import { codeRedirects } from '../redirects.ts';
import { getSiteContent } from './features/content/site-content.server.ts';
import type { SiteContent } from './features/content/site-content.ts';
import { servePageCache } from './features/page-cache/serve.server.ts';
import { finishPreviewResponse, isPreviewPath } from './features/preview/preview-response.ts';
import { previewCspSources, previewSecurityHeaders } from './features/preview/preview-policy.ts';
import { requestIdFor } from './lib/monitoring/request-id.ts';
import { compileRedirects, matchRedirect, type CompiledRedirects } from './features/redirects/match.ts';
import { securityHeaders, withHeaders } from './lib/security/headers.ts';
import { asJsonAnswer, isApiPath, requestedMethod } from './lib/http/api-answers.ts';
import { crossSiteMessage, isCrossSiteWrite } from './lib/http/cross-site.ts';
import { json, methodNotAllowed, problem } from './lib/http/json-response.ts';
import { isServeProbe } from './lib/http/serve-probe.ts';
import { refuseOverLimit } from './lib/http/request-limits.server.ts';
import { environmentProblems, services } from './services/config.ts';
import { BAD_ENVIRONMENT_MESSAGE } from './services/environment.ts';
import { logFailure } from './services/log-failure.ts';
import { DATABASE_AWAY_MESSAGE, DATABASE_RETRY_AFTER_SECONDS, databaseReachable } from './services/db/reachable.ts';
import { currentRequest, serverHooks } from './services/operations/server-hooks.ts';

// The server wrapper finds the app's hooks (request records, metrics, log, graceful stop) on globalThis.
serverHooks();

const compiled = new WeakMap<SiteContent, CompiledRedirects>();
let codeOnly: CompiledRedirects | undefined;

/** The content's redirect documents, then redirects.ts, compiled once per loaded content. */
async function redirectRules(): Promise<CompiledRedirects> {
  try {
    const content = await getSiteContent();
    let rules = compiled.get(content);
    if (!rules) compiled.set(content, (rules = compileRedirects([...content.redirects, ...codeRedirects])));
    return rules;
  } catch (error) {
    console.error('redirects: the content could not be read; only the rules of redirects.ts apply.', error);
    return (codeOnly ??= compileRedirects(codeRedirects));
  }
}

/** Endpoints and framework assets are never legacy pages. */
const NOT_PAGES = /^\/(api|_astro|_image|_actions|_server-islands)(\/|$)/;

/**
 * Legacy redirects, where no page answers (a 404): a real page is never shadowed by a rule. Prerendered
 * pages are files in production, so this sees unknown paths only when the 404 page renders on demand.
 */
const legacyRedirects = defineMiddleware(async (context, next) => {
  const response = await next();
  const { method } = context.request;
  if (response.status !== 404 || (method !== 'GET' && method !== 'HEAD')) return response;
  if (context.isPrerendered || NOT_PAGES.test(context.url.pathname)) return response;
  const target = matchRedirect(context.url, await redirectRules());
  if (!target) return response;
  await response.body?.cancel();
  return new Response(null, { status: target.status, headers: { Location: target.location } });
});

/**
 * Security headers on every response this server renders, with the CSP sources of the configured
 * vendors. A page comes with its own policy from Astro (the base policy of lib/security/headers.ts
 * plus the hashes of the inline scripts Astro emitted); the vendors' sources are merged into it. At
 * build time only a prerendered page's policy is kept (`staticHeaders`: dist/_headers.json), and
 * scripts/serve.mjs sends it with the page; static files get the rest from the wrapper too. A preview
 * answer may also be framed by a Studio on another origin (features/preview/preview-policy.ts).
 */
const headers = defineMiddleware(async (context, next) => {
  const response = await next();
  if (!context.isPrerendered && isPreviewPath(context.url.pathname)) {
    const { csp, config } = services();
    const ownPolicy = response.headers.get('content-security-policy') ?? undefined;
    const https = context.url.protocol === 'https:';
    return withHeaders(
      response,
      previewSecurityHeaders(
        securityHeaders({ https, csp: previewCspSources(csp, config.studio), ownPolicy }),
        config.studio,
      ),
      ['Content-Security-Policy'],
    );
  }
  // Behind a TLS-terminating proxy the URL is https only if scripts/serve.mjs believed the proxy's
  // X-Forwarded-Proto (TRUSTED_PROXY). A prerendered page's policy is served over http and https alike,
  // so it gets nothing https-only (the wrapper adds upgrade-insecure-requests per request).
  const https = !context.isPrerendered && context.url.protocol === 'https:';
  const ownPolicy = response.headers.get('content-security-policy') ?? undefined;
  return withHeaders(response, securityHeaders({ https, csp: services().csp, ownPolicy }), ['Content-Security-Policy']);
});

/**
 * A bad environment stops the start: the server wrapper's warm-up request (scripts/serve.mjs, before it
 * listens) is answered 503 with every bad setting as the composition root words it (`VAR: why`), before
 * any step that needs the services runs; the wrapper prints them and exits. Other requests meet the
 * error as they always did (Astro's error page; the dev server's overlay).
 */
const environmentCheck = defineMiddleware((context, next) => {
  if (context.isPrerendered || !isServeProbe(context.request)) return next();
  const problems = environmentProblems();
  if (problems.length === 0) return next();
  return json({ message: BAD_ENVIRONMENT_MESSAGE, problems }, 503);
});

/**
 * Every request gets an id (`X-Request-Id` on the answer); an error that escapes a page or endpoint is
 * reported with it (Sentry with SENTRY_DSN, else the server log) before Astro shows the 500 page.
 */
const requestIds = defineMiddleware(async (context, next) => {
  // A page prerendered at build time has no request (and no headers) to name.
  if (context.isPrerendered) return next();
  const requestId = requestIdFor(context.request.headers);
  context.locals.requestId = requestId;
  const record = currentRequest();
  if (record) {
    record.route = context.routePattern;
    record.requestId = requestId;
  }
  const reporter = services().errors();
  reporter.tagRequest(requestId);
  try {
    const response = await next();
    return withHeaders(response, { 'X-Request-Id': requestId });
  } catch (error) {
    reporter.report(error, { requestId, path: context.url.pathname });
    throw error;
  }
});

/**
 * Content pages from the page cache: kept pages are answered before anything else runs (their
 * security headers were kept with them); others render through the rest of the chain and are kept when
 * their route asked (features/page-cache/mark.ts), tagged with the content they read.
 */
const pageCache = defineMiddleware((context, next) =>
  context.isPrerendered ? next() : servePageCache(context.request, context.url, context.locals, () => next()),
);

/** Editors' previews (/preview/...): never cached or indexed; links to drafted documents stay in preview. */
const preview = defineMiddleware(async (context, next) => {
  if (context.isPrerendered || !isPreviewPath(context.url.pathname)) return next();
  const response = await next();
  return finishPreviewResponse(response, context.locals.previewLinks);
});

/** Largest body any request may declare; each endpoint reads at most its own smaller limit (docs/security.md). */
const REQUEST_MAX_BYTES = 256 * 1024;

/** Methods a page answers; anything else gets 405. Framework paths (/_actions, /_server-islands) decide for themselves. */
const PAGE_METHODS = ['GET', 'HEAD'];
/** The login screen also takes its form's post, sent when the app's JavaScript did not run (form-sign-in.server.ts). */
const LOGIN_FORM_PATHS = new Set(['/app', '/app/']);
/** Methods the identity server's routes take (its own 404 answers a method a route lacks). */
const AUTH_METHODS = ['GET', 'POST'];

/**
 * Hostile input and volume (docs/security.md), before any route runs: a declared body over
 * REQUEST_MAX_BYTES is refused with 413; a page asked with another method than GET or HEAD gets 405;
 * a cross-site write gets 403 (Astro's origin check, which this replaces: lib/http/cross-site.ts);
 * the anonymous and costly endpoints count each client address (429 over the limit). Every /api/*
 * answer leaves as JSON with a message, and a failure nobody caught as a 500 with a message, reported
 * (the server log, and Sentry with SENTRY_DSN) without the data of the request.
 */
const guard = defineMiddleware(async (context, next) => {
  const { request } = context;
  const { pathname } = context.url;
  const api = isApiPath(pathname);
  if (Number(request.headers.get('content-length') ?? '0') > REQUEST_MAX_BYTES) {
    // No `Connection: close`: Node would close the socket as soon as this is written, and a client still
    // sending its body would meet a reset before it reads the 413. Behind the wrapper this is
    // never reached (it refuses first and reads the rest within bounds: scripts/serve/lingering-body.ts).
    return problem(`The request body is larger than ${REQUEST_MAX_BYTES} bytes.`, 413);
  }
  if (!api) {
    const loginForm = request.method === 'POST' && LOGIN_FORM_PATHS.has(pathname);
    if (!pathname.startsWith('/_') && !PAGE_METHODS.includes(request.method) && !loginForm) {
      return methodNotAllowed(request, pathname, PAGE_METHODS);
    }
    if (!context.isPrerendered && isCrossSiteWrite(request, context.url))
      return problem(crossSiteMessage(request.method), 403);
    return next();
  }
  if (isCrossSiteWrite(request, context.url)) return problem(crossSiteMessage(request.method), 403);
  if (pathname.startsWith('/api/auth/') && !AUTH_METHODS.includes(request.method) && request.method !== 'OPTIONS') {
    return methodNotAllowed(request, '/api/auth/*', AUTH_METHODS);
  }
  try {
    const overLimit = await refuseOverLimit(requestedMethod(request), pathname, context.clientAddress).catch(
      (error: unknown) => {
        // The limits protect the site; a database that cannot count must not take the endpoints down too.
        logFailure(`rate limit: could not count a request to ${pathname}; let through.`, error);
        return undefined;
      },
    );
    if (overLimit) return overLimit;
    const response = await next();
    // A failure while the database is away (PostgreSQL restarting) is a 503 to retry, not a server fault.
    if (response.status >= 500 && !(await databaseIsUp())) return databaseAway(response);
    return await asJsonAnswer(response, pathname);
  } catch (error) {
    if (!(await databaseIsUp())) return databaseAway();
    services()
      .errors()
      .reportAnswered(error, {
        requestId: context.locals.requestId ?? '-',
        path: `${requestedMethod(request)} ${pathname}`,
      });
    return problem('Something went wrong on the server. Please try again later.', 500);
  }
});

/** Whether the database answers (false when it cannot even be opened). */
async function databaseIsUp(): Promise<boolean> {
  try {
    return await databaseReachable(await services().database());
  } catch {
    return false;
  }
}

/** The 503 of an /api request met while the database is away. */
async function databaseAway(failed?: Response): Promise<Response> {
  await failed?.body?.cancel().catch(() => undefined);
  return problem(DATABASE_AWAY_MESSAGE, 503, { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) });
}

export const onRequest = sequence(environmentCheck, requestIds, pageCache, headers, guard, preview, legacyRedirects);
