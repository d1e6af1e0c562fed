/**
 * The identity server's settings, read from the environment (taken as a value); ./setup.ts builds the
 * identity server from them.
 */
import { z } from 'zod';
import { blankToUndefined, parseEnvironment, settingsObject, type Environment } from '../environment.ts';
import { defaultOf } from '../settings-table.ts';
import { durationSetting } from '../operations/duration.ts';
import { DEFAULT_SESSION_LIFETIME, type SessionLifetime } from './session-lifetime.ts';

/** Google's OAuth client; Google sign-in is offered only when both parts are set. */
export interface GoogleClient {
  clientId: string;
  clientSecret: string;
}

export interface IdentitySettings {
  /** Origin the browser reaches the server on; auth links and cookies are built from it. */
  baseURL: string;
  /** Origins allowed to POST to /api/auth with cookies (the base URL, and its 127.0.0.1/localhost twin locally). */
  trustedOrigins: string[];
  /** Signs cookies and tokens; when undefined the server keeps a generated one under DATA_DIR. */
  secret: string | undefined;
  google: GoogleClient | undefined;
  /** Sign-in attempts allowed per client IP per minute (brute-force protection). */
  signInAttemptsPerMinute: number;
  /**
   * Multiplies every other per-IP limit (sign-up, verification mails, all auth requests). 1 in
   * production; the end-to-end servers raise it because every test browser shares 127.0.0.1.
   */
  rateLimitMultiplier: number;
  /** The idle timeout and maximum age of a session (AUTH_SESSION_IDLE_TIMEOUT, AUTH_SESSION_MAX_AGE). */
  sessionLifetime: SessionLifetime;
}

/**
 * better-auth's published placeholder secret: it signs with it in development and refuses to start with it
 * in production. Refused here whatever NODE_ENV says, with the variable named.
 */
const BETTER_AUTH_DEFAULT_SECRET = 'better-auth-secret-12345678901234567890';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const identityEnvironmentSchema = settingsObject({
  AUTH_BASE_URL: optional(z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin)),
  AUTH_SECRET: optional(
    z
      .string()
      .min(32, 'AUTH_SECRET must be at least 32 characters (e.g. openssl rand -base64 32)')
      .refine(
        (secret) => secret !== BETTER_AUTH_DEFAULT_SECRET,
        "AUTH_SECRET is better-auth's published example: make a new one (e.g. openssl rand -base64 32)",
      ),
  ),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  HOST: optional(z.string()),
  PORT: optional(z.string().regex(/^\d+$/, 'PORT must be a port number')),
  AUTH_SIGN_IN_ATTEMPTS_PER_MINUTE: optional(z.coerce.number().int().min(1).max(10_000)),
  AUTH_RATE_LIMIT_MULTIPLIER: optional(z.coerce.number().int().min(1).max(1_000)),
  AUTH_SESSION_IDLE_TIMEOUT: durationSetting(DEFAULT_SESSION_LIFETIME.idleTimeoutMs, 1_000),
  AUTH_SESSION_MAX_AGE: durationSetting(DEFAULT_SESSION_LIFETIME.maxAgeMs, 1_000),
}).refine((values) => values.AUTH_SESSION_MAX_AGE >= values.AUTH_SESSION_IDLE_TIMEOUT, {
  path: ['AUTH_SESSION_MAX_AGE'],
  message: 'must be at least AUTH_SESSION_IDLE_TIMEOUT',
});

/** The local origin `npm run serve` and `astro dev` answer on when AUTH_BASE_URL is not set. */
function localOrigin(host: string | undefined, port: string | undefined): string {
  const name = !host || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${name}:${port ?? '4321'}`;
}

/** The same local origin under its other loopback name, so either address works in a browser. */
function loopbackTwin(origin: string): string | undefined {
  const url = new URL(origin);
  if (url.hostname === 'localhost') url.hostname = '127.0.0.1';
  else if (url.hostname === '127.0.0.1') url.hostname = 'localhost';
  else return undefined;
  return url.origin;
}

/**
 * Reads AUTH_BASE_URL (default: http://HOST:PORT, i.e. http://localhost:4321), AUTH_SECRET,
 * GOOGLE_CLIENT_ID with GOOGLE_CLIENT_SECRET, AUTH_SIGN_IN_ATTEMPTS_PER_MINUTE (default 5), and the
 * session lifetime AUTH_SESSION_IDLE_TIMEOUT (default 7d) and AUTH_SESSION_MAX_AGE (default 30d).
 * A bad value throws a message naming the variable.
 */
export function identitySettings(env: Environment): IdentitySettings {
  const values = parseEnvironment(identityEnvironmentSchema, env);
  const baseURL = values.AUTH_BASE_URL ?? localOrigin(values.HOST, values.PORT);
  const twin = loopbackTwin(baseURL);
  return {
    baseURL,
    trustedOrigins: twin ? [baseURL, twin] : [baseURL],
    secret: values.AUTH_SECRET,
    google:
      values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET
        ? { clientId: values.GOOGLE_CLIENT_ID, clientSecret: values.GOOGLE_CLIENT_SECRET }
        : undefined,
    signInAttemptsPerMinute:
      values.AUTH_SIGN_IN_ATTEMPTS_PER_MINUTE ?? Number(defaultOf('AUTH_SIGN_IN_ATTEMPTS_PER_MINUTE')),
    rateLimitMultiplier: values.AUTH_RATE_LIMIT_MULTIPLIER ?? Number(defaultOf('AUTH_RATE_LIMIT_MULTIPLIER')),
    sessionLifetime: { idleTimeoutMs: values.AUTH_SESSION_IDLE_TIMEOUT, maxAgeMs: values.AUTH_SESSION_MAX_AGE },
  };
}
