/**
 * Sentry on the server (only in a build made with SENTRY_DSN: integrations/monitoring.ts). Every
 * request's traces are sampled; errors carry the request id the middleware gives each request
 * (lib/monitoring/request-id.ts), also sent back as `X-Request-Id`.
 */
import { applySdkMetadata } from '@sentry/core';
import { init, type NodeOptions } from '@sentry/node';
import { withoutPersonalData } from './scrub.ts';

declare const __SENTRY_DSN__: string;
declare const __SENTRY_RELEASE__: string;
/** Spotlight's sidecar (SENTRY_SPOTLIGHT, a developer's machine), or '': every event is copied there too. */
declare const __SENTRY_SPOTLIGHT__: string;

/**
 * @sentry/astro's server `init`, made here from @sentry/node: importing it from @sentry/astro would put
 * that package's Astro integration (a build plugin, with Sentry's bundler plugins and Babel) into the
 * server bundle. What it adds to @sentry/node's init: the SDK's name (astro), and dropping the
 * http.server spans of Node's own HTTP instrumentation (one per request, every static file included,
 * named by method only); requests are timed and counted in /metrics instead (docs/operations.md).
 */
function initAstroServer(options: NodeOptions): void {
  const opts: NodeOptions = {
    ...options,
    ignoreSpans: [
      ...(options.ignoreSpans ?? []),
      { op: 'http.server', attributes: { 'sentry.origin': 'auto.http.otel.http' } },
    ],
  };
  applySdkMetadata(opts, 'astro', ['astro', 'node']);
  init(opts);
}

initAstroServer({
  dsn: __SENTRY_DSN__,
  release: __SENTRY_RELEASE__,
  tracesSampleRate: 1.0,
  // The SDK attaches a request's cookies even without sendDefaultPii; nothing personal leaves (scrub.ts).
  beforeSend: withoutPersonalData,
  beforeSendTransaction: withoutPersonalData,
  ...(__SENTRY_SPOTLIGHT__ ? { spotlight: __SENTRY_SPOTLIGHT__ } : {}),
});
