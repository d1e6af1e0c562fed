/**
 * Sentry on the server (only in a build made with SENTRY_DSN: integrations/monitoring.ts). Every
 * request's traces are sampled; errors carry the request id the middleware gives each request
 * (lib/monitoring/request-id.ts), also sent back as `X-Request-Id`.
 */
import { init } from '@sentry/astro';
import { withoutPersonalData } from './scrub.ts';

declare const __SENTRY_DSN__: string;
declare const __SENTRY_RELEASE__: string;
/** Spotlight's sidecar (SENTRY_SPOTLIGHT, a developer's machine), or '': every event is copied there too. */
declare const __SENTRY_SPOTLIGHT__: string;

init({
  dsn: __SENTRY_DSN__,
  release: __SENTRY_RELEASE__,
  tracesSampleRate: 1.0,
  // The SDK attaches a request's cookies even without sendDefaultPii; nothing personal leaves (scrub.ts).
  beforeSend: withoutPersonalData,
  beforeSendTransaction: withoutPersonalData,
  ...(__SENTRY_SPOTLIGHT__ ? { spotlight: __SENTRY_SPOTLIGHT__ } : {}),
});
