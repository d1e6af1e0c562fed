/**
 * Server errors to Sentry (SENTRY_DSN). @sentry/astro's own middleware, added to the build with the
 * DSN (integrations/monitoring.ts), captures a failing request and its trace; this adapter puts the
 * request id on that request's scope, so the event carries it, and captures what that middleware never
 * sees: an /api failure the server answered itself with a 500. The SDK is imported only when this
 * adapter is built: a server without a DSN never loads it.
 */
import { logReporter, withoutRequestData, type ErrorReporter } from './port.ts';

/**
 * What this adapter uses of the SDK: @sentry/node's own functions, which @sentry/astro re-exports on the
 * server. Imported from @sentry/node, not @sentry/astro: the server entry of @sentry/astro also carries
 * its Astro integration (the build plugin, with Sentry's bundler plugins and a lazily loaded Babel),
 * which the server bundle would then hold for nothing. Keep @sentry/node and @sentry/core at the
 * version @sentry/astro depends on (one SDK instance: the scope this tags is the one its middleware uses).
 */
export type SentrySdk = Pick<typeof import('@sentry/node'), 'getIsolationScope' | 'captureException'>;

export function sentryReporter(load: () => Promise<SentrySdk> = () => import('@sentry/node')): ErrorReporter {
  let sdk: SentrySdk | undefined;
  const loading = load().then(
    (loaded) => {
      sdk = loaded;
    },
    (error: unknown) => {
      logReporter.reportAnswered(error, { requestId: '-', path: 'monitoring: @sentry/astro could not be loaded' });
    },
  );
  return {
    tagRequest(requestId) {
      sdk?.getIsolationScope().setTag('request_id', requestId);
    },
    report(error, context) {
      // Sentry's middleware has captured it (tagged above); the server log keeps it too.
      logReporter.report(error, context);
    },
    reportAnswered(error, context) {
      logReporter.reportAnswered(error, context);
      const capture = (loaded: SentrySdk): void => {
        loaded.captureException(withoutRequestData(error), {
          tags: { request_id: context.requestId, path: context.path },
        });
      };
      if (sdk) capture(sdk);
      else
        void loading.then(() => {
          if (sdk) capture(sdk);
        });
    },
  };
}
