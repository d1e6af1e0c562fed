import { describe, expect, it } from 'vitest';
import { monitoringSettings } from './settings.ts';

describe('monitoringSettings', () => {
  it('is off without SENTRY_DSN and GTM_ID', () => {
    expect(monitoringSettings({})).toEqual({ sentryDsn: undefined, sentryOrigin: undefined, gtmId: undefined });
  });

  it('reads a DSN with its ingest origin, and a container id', () => {
    expect(monitoringSettings({ SENTRY_DSN: 'https://abc@o1.ingest.sentry.io/42', GTM_ID: 'GTM-AB12CD' })).toEqual({
      sentryDsn: 'https://abc@o1.ingest.sentry.io/42', sentryOrigin: 'https://o1.ingest.sentry.io', gtmId: 'GTM-AB12CD',
    });
  });

  it('names every bad variable', () => {
    expect(() => monitoringSettings({ SENTRY_DSN: 'not a url', GTM_ID: 'UA-1' })).toThrow(/SENTRY_DSN: .*; GTM_ID: /);
  });
});
