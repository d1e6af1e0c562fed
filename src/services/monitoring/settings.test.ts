import { describe, expect, it } from 'vitest';
import { monitoringSettings } from './settings.ts';

describe('monitoringSettings', () => {
  it('is off without SENTRY_DSN and GTM_ID', () => {
    expect(monitoringSettings({})).toEqual({
      sentryDsn: undefined,
      sentryOrigin: undefined,
      spotlightUrl: undefined,
      spotlightOrigin: undefined,
      release: undefined,
      testTriggers: false,
      gtmId: undefined,
      vitalsSampleRate: 1,
    });
  });

  it('reads a DSN with its ingest origin, and a container id', () => {
    expect(monitoringSettings({ SENTRY_DSN: 'https://abc@o1.ingest.sentry.io/42', GTM_ID: 'GTM-AB12CD' })).toEqual({
      sentryDsn: 'https://abc@o1.ingest.sentry.io/42',
      sentryOrigin: 'https://o1.ingest.sentry.io',
      spotlightUrl: undefined,
      spotlightOrigin: undefined,
      release: undefined,
      testTriggers: false,
      gtmId: 'GTM-AB12CD',
      vitalsSampleRate: 1,
    });
  });

  it('copies events to a Spotlight sidecar with a DSN; the test triggers only with Spotlight', () => {
    expect(
      monitoringSettings({
        SENTRY_DSN: 'http://public@localhost:9/0',
        SENTRY_SPOTLIGHT: 'http://localhost:8969/stream',
        SENTRY_RELEASE: 'r1',
        SENTRY_TEST_TRIGGERS: '1',
      }),
    ).toMatchObject({
      spotlightUrl: 'http://localhost:8969/stream',
      spotlightOrigin: 'http://localhost:8969',
      release: 'r1',
      testTriggers: true,
    });
    expect(() => monitoringSettings({ SENTRY_SPOTLIGHT: 'http://localhost:8969/stream' })).toThrow(
      /SENTRY_SPOTLIGHT: needs SENTRY_DSN/,
    );
    expect(() =>
      monitoringSettings({ SENTRY_DSN: 'https://abc@o1.ingest.sentry.io/42', SENTRY_TEST_TRIGGERS: '1' }),
    ).toThrow(/SENTRY_TEST_TRIGGERS: only for a test build/);
  });

  it('measures every page view by default, a share of them with VITALS_SAMPLE_RATE, none with 0', () => {
    expect(monitoringSettings({ VITALS_SAMPLE_RATE: '0.25' }).vitalsSampleRate).toBe(0.25);
    expect(monitoringSettings({ VITALS_SAMPLE_RATE: ' 0 ' }).vitalsSampleRate).toBe(0);
    expect(monitoringSettings({ VITALS_SAMPLE_RATE: '' }).vitalsSampleRate).toBe(1);
    expect(() => monitoringSettings({ VITALS_SAMPLE_RATE: '25%' })).toThrow(
      /VITALS_SAMPLE_RATE: VITALS_SAMPLE_RATE must be a number from 0 to 1/,
    );
    expect(() => monitoringSettings({ VITALS_SAMPLE_RATE: '1.5' })).toThrow(
      /VITALS_SAMPLE_RATE: VITALS_SAMPLE_RATE must be from 0 to 1/,
    );
  });

  it('names every bad variable', () => {
    expect(() => monitoringSettings({ SENTRY_DSN: 'not a url', GTM_ID: 'UA-1' })).toThrow(/SENTRY_DSN: .*; GTM_ID: /);
  });
});
