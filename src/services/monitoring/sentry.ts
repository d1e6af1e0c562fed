/**
 * Server errors to Sentry (SENTRY_DSN). The build leaves out @sentry/astro's own request middleware
 * (integrations/monitoring.ts says why), so this adapter is how a server error reaches Sentry: it puts
 * the request id on the request's scope, so the event carries it, and captures a failing request (the
 * site's middleware reports it before the 500 page) and an /api failure the server answered itself
 * with a 500. The SDK is imported only when this adapter is built: a server without a DSN never loads it.
 */
import { logReporter, withoutRequestData, type ErrorReporter } from './port.ts';

/**
 * What this adapter uses of the SDK: @sentry/node's own functions, which @sentry/astro re-exports on the
 * server. Imported from @sentry/node, not @sentry/astro: the server entry of @sentry/astro also carries
 * its Astro integration (the build plugin, with Sentry's bundler plugins and a lazily loaded Babel),
 * which the server bundle would then hold for nothing. Keep @sentry/node and @sentry/core at the
 * version @sentry/astro depends on (one SDK instance).
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
