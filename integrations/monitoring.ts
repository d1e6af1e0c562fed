import sentry from '@sentry/astro';
import type { AstroIntegration } from 'astro';
import type { Environment } from '../src/services/environment.ts';
import { monitoringSettings } from '../src/services/monitoring/settings.ts';

/**
 * Error reporting: @sentry/astro joins the build only when SENTRY_DSN is set, with the
 * project's own init files (lib/monitoring/sentry.client.ts and .server.ts) and the DSN, the
 * release (SENTRY_RELEASE, else the build's id) and Spotlight's sidecar (SENTRY_SPOTLIGHT, else '')
 * compiled in. Without a DSN this adds nothing: no integration, no script, zero bytes on every page.
 * Source maps are not uploaded (no Sentry auth token is configured here).
 *
 * SENTRY_TEST_TRIGGERS=1 (accepted only with SENTRY_SPOTLIGHT) injects two routes that fail on purpose,
 * /monitoring-test/island and POST /api/monitoring-test/failure, for the vendor suite; no
 * other build has them.
 */
export default function monitoring(env: Environment, buildId: string): AstroIntegration[] {
  const { sentryDsn, spotlightUrl, release, testTriggers } = monitoringSettings(env);
  if (!sentryDsn) return [];
  return [
    {
      name: 'sentry-dsn',
      hooks: {
        'astro:config:setup': ({ updateConfig, injectRoute }) => {
          updateConfig({
            vite: {
              define: {
                __SENTRY_DSN__: JSON.stringify(sentryDsn),
                __SENTRY_RELEASE__: JSON.stringify(release ?? buildId),
                __SENTRY_SPOTLIGHT__: JSON.stringify(spotlightUrl ?? ''),
              },
            },
          });
          if (testTriggers) {
            injectRoute({
              pattern: '/monitoring-test/island',
              entrypoint: './src/pages/_test-triggers/monitoring-island.astro',
              prerender: true,
            });
            injectRoute({
              pattern: '/api/monitoring-test/failure',
              entrypoint: './src/pages/_test-triggers/monitoring-failure.ts',
              prerender: false,
            });
          }
        },
      },
    },
    sentry({
      clientInitPath: 'src/lib/monitoring/sentry.client.ts',
      serverInitPath: 'src/lib/monitoring/sentry.server.ts',
      sourcemaps: { disable: true },
      telemetry: false,
      // Not Sentry's request middleware: it puts trace meta tags into every text/html response by
      // decoding its body as UTF-8 text, which turned the page cache's gzip and brotli bodies into
      // garbage and left a stale Content-Length on the rest. Errors still reach Sentry: the middleware
      // and the /api routes report them through src/services/monitoring/sentry.ts.
      autoInstrumentation: { requestHandler: false },
    }),
  ];
}
