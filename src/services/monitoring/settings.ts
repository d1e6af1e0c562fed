/**
 * Monitoring and marketing settings, read from the environment (pure): SENTRY_DSN turns on error
 * reporting (@sentry/astro, browser and server), GTM_ID loads the tag manager that receives the
 * `page_view` and ecommerce events of `window.dataLayer`. Both off by default: nothing is shipped.
 * SENTRY_SPOTLIGHT (with a DSN) also hands every event to Sentry's Spotlight sidecar, a developer's local
 * viewer (`http://localhost:8969/stream`); SENTRY_RELEASE names the release (default: the build's id).
 * SENTRY_TEST_TRIGGERS=1, honoured only with SENTRY_SPOTLIGHT, adds the routes that fail on purpose for
 * the vendor suite (integrations/monitoring.ts); a production build has neither.
 * astro.config.mjs reads these too (the Sentry integration is added at build time only with a DSN).
 */
import { z } from 'zod';
import { badEnvironment, settingOf, type Environment } from '../environment.ts';
import { defaultOf } from '../settings-table.ts';
import { logReporter, type ErrorReporter } from './port.ts';
import { sentryReporter } from './sentry.ts';

export interface MonitoringSettings {
  /** Sentry's DSN (`https://<key>@<host>/<project>`), or undefined: no error reporting, zero bytes. */
  sentryDsn: string | undefined;
  /** Sentry's ingest origin (`https://<host>`), for the CSP's connect-src. */
  sentryOrigin: string | undefined;
  /** Spotlight's sidecar (`http://localhost:8969/stream`), sent a copy of every event; development only. */
  spotlightUrl: string | undefined;
  /** The sidecar's origin, for the CSP's connect-src. */
  spotlightOrigin: string | undefined;
  /** SENTRY_RELEASE, or undefined: the build's id names the release. */
  release: string | undefined;
  /** Whether the build gets the routes that fail on purpose (tests/vendors/spotlight.spec.ts). */
  testTriggers: boolean;
  /** Google Tag Manager container id (`GTM-XXXXXX`), or undefined: no tag manager script. */
  gtmId: string | undefined;
  /**
   * VITALS_SAMPLE_RATE: the share of page views whose Core Web Vitals the browser measures and sends to
   * POST /api/vitals, 0 to 1 (default 1: every page view; 0: none, and the pages say nothing of it).
   */
  vitalsSampleRate: number;
}

const dsnSchema = z.url({
  protocol: /^https?$/,
  error: 'SENTRY_DSN must be the DSN of a Sentry project, e.g. https://public-key@o0.ingest.sentry.io/0',
});
const spotlightSchema = z.url({
  protocol: /^https?$/,
  error: 'SENTRY_SPOTLIGHT must be the URL of a Spotlight sidecar, e.g. http://localhost:8969/stream',
});
const sampleRateSchema = z.coerce
  .number({ error: 'VITALS_SAMPLE_RATE must be a number from 0 to 1, e.g. 0.25' })
  .min(0, 'VITALS_SAMPLE_RATE must be from 0 to 1')
  .max(1, 'VITALS_SAMPLE_RATE must be from 0 to 1');
const gtmSchema = z
  .string()
  .regex(/^GTM-[A-Z0-9]{4,12}$/, 'GTM_ID must be a Google Tag Manager container id, e.g. GTM-ABC1234');

/** Reads SENTRY_DSN, GTM_ID and VITALS_SAMPLE_RATE; a bad value throws naming the variable. */
export function monitoringSettings(env: Environment): MonitoringSettings {
  const problems: string[] = [];
  const dsnText = settingOf(env, 'SENTRY_DSN')?.trim();
  const gtmText = settingOf(env, 'GTM_ID')?.trim();
  const dsn = dsnText ? dsnSchema.safeParse(dsnText) : undefined;
  if (dsn && !dsn.success) problems.push(`SENTRY_DSN: ${dsn.error.issues[0]?.message ?? 'invalid'}`);
  const gtm = gtmText ? gtmSchema.safeParse(gtmText) : undefined;
  if (gtm && !gtm.success) problems.push(`GTM_ID: ${gtm.error.issues[0]?.message ?? 'invalid'}`);
  const spotlightText = settingOf(env, 'SENTRY_SPOTLIGHT')?.trim();
  const spotlight = spotlightText ? spotlightSchema.safeParse(spotlightText) : undefined;
  if (spotlight && !spotlight.success)
    problems.push(`SENTRY_SPOTLIGHT: ${spotlight.error.issues[0]?.message ?? 'invalid'}`);
  // The SDK sends nothing, to Spotlight either, without a DSN to send to (any DSN does locally).
  if (spotlightText && !dsnText)
    problems.push('SENTRY_SPOTLIGHT: needs SENTRY_DSN (for local use any DSN, e.g. http://public@localhost:9/0)');
  const triggers = settingOf(env, 'SENTRY_TEST_TRIGGERS')?.trim();
  if (triggers && triggers !== '1' && triggers !== '0') problems.push('SENTRY_TEST_TRIGGERS: 1 or unset');
  if (triggers === '1' && !spotlightText)
    problems.push(
      'SENTRY_TEST_TRIGGERS: only for a test build with SENTRY_SPOTLIGHT (it adds routes that fail on purpose)',
    );
  const sampleText = settingOf(env, 'VITALS_SAMPLE_RATE')?.trim();
  const sample = sampleText ? sampleRateSchema.safeParse(sampleText) : undefined;
  if (sample && !sample.success) problems.push(`VITALS_SAMPLE_RATE: ${sample.error.issues[0]?.message ?? 'invalid'}`);
  if (problems.length > 0) throw badEnvironment(problems);
  const sentryDsn = dsn?.success ? dsn.data : undefined;
  const spotlightUrl = sentryDsn && spotlight?.success ? spotlight.data : undefined;
  return {
    sentryDsn,
    sentryOrigin: sentryDsn ? new URL(sentryDsn).origin : undefined,
    spotlightUrl,
    spotlightOrigin: spotlightUrl ? new URL(spotlightUrl).origin : undefined,
    release: settingOf(env, 'SENTRY_RELEASE')?.trim() || undefined,
    testTriggers: triggers === '1' && spotlightUrl !== undefined,
    gtmId: gtm?.success ? gtm.data : undefined,
    vitalsSampleRate: sample?.success ? sample.data : Number(defaultOf('VITALS_SAMPLE_RATE')),
  };
}

/** Where server errors go: Sentry with SENTRY_DSN (its SDK imported then), else the server log. */
export function createErrorReporter(settings: MonitoringSettings): ErrorReporter {
  return settings.sentryDsn ? sentryReporter() : logReporter;
}
