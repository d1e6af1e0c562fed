/**
 * Sentry on the server (only in a build made with SENTRY_DSN: integrations/monitoring.ts). Every
 * request's traces are sampled; errors carry the request id the middleware gives each request
 * (features/monitoring/request-id.ts), also sent back as `X-Request-Id`.
 */
import { init } from '@sentry/astro';

declare const __SENTRY_DSN__: string;

init({ dsn: __SENTRY_DSN__, tracesSampleRate: 1.0 });
