/**
 * The identity server's tables (better-auth's user, session, account, verification and rateLimit models),
 * written as drizzle tables so drizzle-kit migrates them with the rest. Property names are the field
 * names better-auth's drizzle adapter addresses; SQL names are snake_case with an `auth_` prefix, which
 * keeps them apart from the site's own `users` documents.
 */
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => moment('created_at').notNull().defaultNow();
const updatedAt = () =>
  moment('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** An identity: its id is the uid every other table keys on. */
export const authUser = pgTable('auth_user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** Whether a sign-in with the password also asks for a code (better-auth's two-factor plugin). */
  twoFactorEnabled: boolean('two_factor_enabled').default(false),
});

/** A signed-in browser: the session cookie carries the token. */
export const authSession = pgTable(
  'auth_session',
  {
    id: text('id').primaryKey(),
    expiresAt: moment('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    /**
     * When this session last proved the password (or a passkey): its sign-in, or a re-authentication.
     * Changing the email or a factor needs it within the last 5 minutes (identity/account-security.ts).
     */
    reauthenticatedAt: moment('reauthenticated_at'),
  },
  (table) => [index('auth_session_user_id_idx').on(table.userId)],
);

/** A way to sign in: the password hash (provider "credential") or a Google account. */
export const authAccount = pgTable(
  'auth_account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: moment('access_token_expires_at'),
    refreshTokenExpiresAt: moment('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('auth_account_user_id_idx').on(table.userId)],
);

/** One-time tokens: email verification and password reset. */
export const authVerification = pgTable(
  'auth_verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: moment('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('auth_verification_identifier_idx').on(table.identifier)],
);

/** Request counters of the sign-in rate limit, shared by every server process on the database. */
export const authRateLimit = pgTable('auth_rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * Sign-in attempts per account (lower-cased email), shared by every server process on the database:
 * the per-account lockout with growing delays (identity/sign-in-throttle.ts). Not a better-auth model.
 */
export const authSignInThrottle = pgTable('auth_sign_in_throttle', {
  email: text('email').primaryKey(),
  /** Attempts not followed by a successful sign-in, counted since the count was last forgotten. */
  failures: integer('failures').notNull(),
  lastAttemptAt: moment('last_attempt_at').notNull(),
  /** Until when every sign-in for this email is refused; null while under the threshold. */
  lockedUntil: moment('locked_until'),
});

/**
 * Authentication events of an account (identity/audit.ts): what happened and when, keyed by the account
 * id; never an email, address, password, code or token. The operator API lists an account's last ones.
 */
export const authEvent = pgTable(
  'auth_event',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').notNull(),
    /** One of AUTH_EVENT_KINDS (sign-in, sign-in-failed, lockout, session-ended, password-changed, …). */
    kind: text('kind').notNull(),
    at: moment('at').notNull().defaultNow(),
  },
  (table) => [index('auth_event_user_at_idx').on(table.userId, table.at)],
);

/**
 * An account's second factor (better-auth's two-factor plugin): the authenticator app's secret and the
 * recovery codes, both encrypted with the server's secret; `verified` once the first code proved the
 * app was set up. The plugin's own failure count and lock are kept here too.
 */
export const authTwoFactor = pgTable(
  'auth_two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: moment('locked_until'),
  },
  (table) => [index('auth_two_factor_user_id_idx').on(table.userId)],
);

/**
 * A passkey (better-auth's passkey plugin, identity/passkeys.ts): a WebAuthn credential's id and public
 * key, and its signature counter. `name` is what the account screen shows (the browser and system it was
 * added from); `aaguid` names the authenticator's model, never the person or the device.
 */
export const authPasskey = pgTable(
  'auth_passkey',
  {
    id: text('id').primaryKey(),
    name: text('name'),
    publicKey: text('public_key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    credentialID: text('credential_id').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    transports: text('transports'),
    createdAt: moment('created_at').defaultNow(),
    aaguid: text('aaguid'),
  },
  (table) => [
    index('auth_passkey_user_id_idx').on(table.userId),
    uniqueIndex('auth_passkey_credential_id_idx').on(table.credentialID),
  ],
);

/** The tables under the model names better-auth's drizzle adapter looks up. */
export const authTables = {
  user: authUser,
  session: authSession,
  account: authAccount,
  verification: authVerification,
  rateLimit: authRateLimit,
  twoFactor: authTwoFactor,
  passkey: authPasskey,
};
