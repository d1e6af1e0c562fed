/**
 * Monitoring and marketing settings, read from the environment (pure): SENTRY_DSN turns on error
 * reporting (@sentry/astro, browser and server), GTM_ID loads the tag manager that receives the
 * `page_view` and ecommerce events of `window.dataLayer`. Both off by default: nothing is shipped.
 * astro.config.mjs reads these too (the Sentry integration is added at build time only with a DSN).
 */
import { z } from 'zod';

export interface MonitoringSettings {
  /** Sentry's DSN (`https://<key>@<host>/<project>`), or undefined: no error reporting, zero bytes. */
  sentryDsn: string | undefined;
  /** Sentry's ingest origin (`https://<host>`), for the CSP's connect-src. */
  sentryOrigin: string | undefined;
  /** Google Tag Manager container id (`GTM-XXXXXX`), or undefined: no tag manager script. */
  gtmId: string | undefined;
}

const dsnSchema = z.url({ protocol: /^https?$/, error: 'SENTRY_DSN must be the DSN of a Sentry project, e.g. https://public-key@o0.ingest.sentry.io/0' });
const gtmSchema = z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, 'GTM_ID must be a Google Tag Manager container id, e.g. GTM-ABC1234');

/** Reads SENTRY_DSN and GTM_ID; a bad value throws naming the variable. */
export function monitoringSettings(env: Readonly<Record<string, string | undefined>>): MonitoringSettings {
  const problems: string[] = [];
  const dsnText = env['SENTRY_DSN']?.trim();
  const gtmText = env['GTM_ID']?.trim();
  const dsn = dsnText ? dsnSchema.safeParse(dsnText) : undefined;
  if (dsn && !dsn.success) problems.push(`SENTRY_DSN: ${dsn.error.issues[0]?.message ?? 'invalid'}`);
  const gtm = gtmText ? gtmSchema.safeParse(gtmText) : undefined;
  if (gtm && !gtm.success) problems.push(`GTM_ID: ${gtm.error.issues[0]?.message ?? 'invalid'}`);
  if (problems.length > 0) throw new Error(`Bad environment, set: ${problems.join('; ')}`);
  const sentryDsn = dsn?.success ? dsn.data : undefined;
  return {
    sentryDsn,
    sentryOrigin: sentryDsn ? new URL(sentryDsn).origin : undefined,
    gtmId: gtm?.success ? gtm.data : undefined,
  };
}
