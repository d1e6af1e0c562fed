import sentry from '@sentry/astro';
import type { AstroIntegration } from 'astro';
import { monitoringSettings } from '../src/services/monitoring/settings.ts';

/**
 * Error reporting (issue 13): @sentry/astro joins the build only when SENTRY_DSN is set, with the
 * project's own init files (features/monitoring/sentry.client.ts and .server.ts) and the DSN
 * compiled in as `__SENTRY_DSN__`. Without a DSN this adds nothing: no integration, no script, zero
 * bytes on every page. Source maps are not uploaded (no Sentry auth token is configured here).
 */
export default function monitoring(env: Readonly<Record<string, string | undefined>>): AstroIntegration[] {
  const { sentryDsn } = monitoringSettings(env);
  if (!sentryDsn) return [];
  return [
    {
      name: 'sentry-dsn',
      hooks: {
        'astro:config:setup': ({ updateConfig }) => {
          updateConfig({ vite: { define: { __SENTRY_DSN__: JSON.stringify(sentryDsn) } } });
        },
      },
    },
    sentry({
      clientInitPath: 'src/features/monitoring/sentry.client.ts',
      serverInitPath: 'src/features/monitoring/sentry.server.ts',
      sourcemaps: { disable: true },
      telemetry: false,
    }),
  ];
}
