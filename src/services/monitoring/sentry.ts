/**
 * Server errors to Sentry (SENTRY_DSN). @sentry/astro's own middleware, added to the build with the
 * DSN (integrations/monitoring.ts), captures a failing request and its trace; this adapter puts the
 * request id on that request's scope, so the event carries it. The SDK is imported only when this
 * adapter is built: a server without a DSN never loads it.
 */
import { logReporter, type ErrorReporter } from './port.ts';

type SentrySdk = typeof import('@sentry/astro');

export function sentryReporter(): ErrorReporter {
  let sdk: SentrySdk | undefined;
  void import('@sentry/astro').then((loaded) => { sdk = loaded; });
  return {
    tagRequest(requestId) {
      sdk?.getIsolationScope().setTag('request_id', requestId);
    },
    report(error, context) {
      // Sentry's middleware has captured it (tagged above); the server log keeps it too.
      logReporter.report(error, context);
    },
  };
}
