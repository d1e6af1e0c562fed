import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration } from './duration.ts';
import { operationsSettings } from './settings.ts';

describe('durations of the environment', () => {
  it('reads 4s, 10m, 24h and the like', () => {
    expect([
      parseDuration('4s'),
      parseDuration('10m'),
      parseDuration('24h'),
      parseDuration(' 500ms '),
      parseDuration('2d'),
    ]).toEqual([4_000, 600_000, 86_400_000, 500, 172_800_000]);
  });

  it('refuses what is not one', () => {
    expect([
      parseDuration('4'),
      parseDuration('h'),
      parseDuration('-4s'),
      parseDuration('4 hours'),
      parseDuration('1.5h'),
    ]).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('writes one in the largest unit that divides it', () => {
    expect([formatDuration(4_000), formatDuration(600_000), formatDuration(86_400_000), formatDuration(1_500)]).toEqual(
      ['4s', '10m', '24h', '1500ms'],
    );
  });
});

describe('operations settings', () => {
  it('defaults: no metrics, no operator API, info log, give up after 24h, stop within 10s', () => {
    expect(operationsSettings({})).toEqual({
      metricsToken: undefined,
      adminToken: undefined,
      logLevel: 'info',
      outboxGiveUpAfterMs: 86_400_000,
      shutdownTimeoutMs: 10_000,
    });
  });

  it('reads every variable', () => {
    const admin = 'a'.repeat(32);
    expect(
      operationsSettings({
        METRICS_TOKEN: 'm'.repeat(20),
        ADMIN_TOKEN: admin,
        LOG_LEVEL: 'WARN',
        OUTBOX_GIVE_UP_AFTER: '4s',
        SHUTDOWN_TIMEOUT: '30s',
      }),
    ).toEqual({
      metricsToken: 'm'.repeat(20),
      adminToken: admin,
      logLevel: 'warn',
      outboxGiveUpAfterMs: 4_000,
      shutdownTimeoutMs: 30_000,
    });
  });

  it('names every bad value at start, without echoing a token', () => {
    const secret = 'short-secret-x';
    let message = '';
    try {
      operationsSettings({ ADMIN_TOKEN: secret, OUTBOX_GIVE_UP_AFTER: 'soon', LOG_LEVEL: 'loud' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Bad environment, set: /);
    expect(message).toContain('ADMIN_TOKEN: at least 32 characters');
    expect(message).toContain('OUTBOX_GIVE_UP_AFTER: must be a duration such as 4s, 10m or 24h');
    expect(message).toContain('LOG_LEVEL: one of');
    expect(message).not.toContain(secret);
  });
});
