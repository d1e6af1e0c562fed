/**
 * What the operators' handles are configured with, read from the environment (pure: takes it
 * as a value): METRICS_TOKEN (GET /metrics; unset: 404), ADMIN_TOKEN (/api/admin/*; unset: 404),
 * LOG_LEVEL, OUTBOX_GIVE_UP_AFTER (default 24h) and SHUTDOWN_TIMEOUT (default 10s). A bad value throws
 * `Bad environment, set: VAR: why`, never echoing a token.
 */
import { z } from 'zod';
import { parseEnvironment, settingsObject, type Environment } from '../environment.ts';
import { defaultOf, type SettingWithDefault } from '../settings-table.ts';
import { durationSetting, parseDuration } from './duration.ts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface OperationsSettings {
  /** The bearer token of GET /metrics; undefined: /metrics answers 404. */
  metricsToken: string | undefined;
  /** The bearer token of /api/admin/*; undefined: every /api/admin/* answers 404. */
  adminToken: string | undefined;
  logLevel: LogLevel;
  /** How long after it was written an outbox message is given up on. */
  outboxGiveUpAfterMs: number;
  /** How long a stop waits for requests in flight. */
  shutdownTimeoutMs: number;
}

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const token = (min: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .min(min, `at least ${min} characters (a long random string, e.g. from openssl rand -hex 32)`)
      .regex(/^[\x21-\x7e]+$/, 'printable characters without spaces only')
      .optional(),
  );

/** The default of a duration setting, in milliseconds. */
const defaultMs = (name: SettingWithDefault): number => parseDuration(defaultOf(name)) ?? 0;

const schema = settingsObject({
  METRICS_TOKEN: token(16),
  ADMIN_TOKEN: token(32),
  LOG_LEVEL: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
    z.enum(LOG_LEVELS, { error: `one of ${LOG_LEVELS.join(', ')}` }).default(defaultOf('LOG_LEVEL')),
  ),
  OUTBOX_GIVE_UP_AFTER: durationSetting(defaultMs('OUTBOX_GIVE_UP_AFTER'), 1_000),
  SHUTDOWN_TIMEOUT: durationSetting(defaultMs('SHUTDOWN_TIMEOUT'), 0),
});

export function operationsSettings(env: Environment): OperationsSettings {
  const { METRICS_TOKEN, ADMIN_TOKEN, LOG_LEVEL, OUTBOX_GIVE_UP_AFTER, SHUTDOWN_TIMEOUT } = parseEnvironment(
    schema,
    env,
  );
  return {
    metricsToken: METRICS_TOKEN,
    adminToken: ADMIN_TOKEN,
    logLevel: LOG_LEVEL,
    outboxGiveUpAfterMs: OUTBOX_GIVE_UP_AFTER,
    shutdownTimeoutMs: SHUTDOWN_TIMEOUT,
  };
}
