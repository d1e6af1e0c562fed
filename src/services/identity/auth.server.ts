/**
 * The embedded identity server (better-auth) mounted at /api/auth: email + password accounts with email
 * verification, password reset, Google sign-in when a Google client is configured, an optional second
 * factor (an authenticator app's codes and one-time recovery codes), passkeys, sessions in HttpOnly
 * SameSite=Lax cookies, a per-IP sign-in rate limit and a per-account lockout with growing delays.
 * Accounts live in the site's database.
 */
import { betterAuth } from 'better-auth';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { authTables } from '../db/auth-schema.ts';
import type { Database } from '../db/database.server.ts';
import { claimPendingRequestedBlogs } from '../db/resources.ts';
import type { MailPort } from '../mail/port.ts';
import type { SessionIdentity } from './session-identity.ts';
import { accountExistsMail, passwordResetMail, verificationMail } from './mails.ts';
import { registrationProfile } from './registration-profile.ts';
import { passwordPolicyHook } from './password-hook.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../schemas/password.ts';
import type { GoogleClient } from './settings.ts';
import { signInLockout } from './sign-in-lockout.ts';
import { DEFAULT_SIGN_IN_LOCKOUT, type SignInLockoutPolicy } from './sign-in-throttle.ts';
import { describeFailure, logFailure } from '../log-failure.ts';
import { accountSecurity } from './account-security.ts';
import { DISABLE_WITH_CODE_PATH, secondFactorLockout, type VerifyAppCode } from './second-factor.ts';
import { passkeyAudit, passkeys, PASSKEY_SIGN_IN_PATH } from './passkeys.ts';
import { recordAuthEvent } from './audit.ts';
import {
  cappedExpiry,
  DEFAULT_SESSION_LIFETIME,
  refreshEverySeconds,
  type SessionLifetime,
} from './session-lifetime.ts';

/** The login page a mail points to (ACCOUNT_ROUTES.app; services do not import features). */
const SIGN_IN_PAGE = '/app/';

/**
 * Where a failed redirect sign-in lands when better-auth knows no page of the caller's to send it to (a
 * Google callback whose state was lost, /api/auth/error): the login page with the return marker and
 * better-auth's `error=` code, which the app shows (features/account/adapters/redirect-return.ts).
 * Unset, better-auth would render its own page outside production and send production to `/?error=`.
 */
const SIGN_IN_ERROR_PAGE = `${SIGN_IN_PAGE}?signin=google`;

/** Where the identity server's routes are mounted. */
export const AUTH_BASE_PATH = '/api/auth';

/**
 * The header the rate limiter reads the client's IP address from. Only the server sets it (see
 * withClientAddress); a value a browser sends is replaced, so nobody picks their own rate-limit bucket.
 */
export const CLIENT_ADDRESS_HEADER = 'x-tasman-client-address';

/** What the identity server is built from; tests inject an in-memory database and a mail port. */
export interface AuthDependencies {
  db: Database;
  mail: MailPort;
  /** Origin the browser uses (e.g. http://localhost:4321); https turns on Secure cookies. */
  baseURL: string;
  secret: string;
  trustedOrigins?: readonly string[] | undefined;
  google?: GoogleClient | undefined;
  /** Sign-in attempts allowed per IP per minute (default 5). */
  signInAttemptsPerMinute?: number | undefined;
  /** Multiplies the other per-IP limits (default 1; see IdentitySettings.rateLimitMultiplier). */
  rateLimitMultiplier?: number | undefined;
  /** The per-account lockout (default DEFAULT_SIGN_IN_LOCKOUT: 10 failures, then 30 s doubling to 15 min). */
  signInLockout?: SignInLockoutPolicy | undefined;
  /** A session's idle timeout and maximum age (default DEFAULT_SESSION_LIFETIME: 7 and 30 days). */
  sessionLifetime?: SessionLifetime | undefined;
  /** The lockout's clock (tests move it past a lock). */
  now?: (() => Date) | undefined;
  /** Turns off better-auth's own log (tests expect its warnings, e.g. on wrong passwords). */
  silent?: boolean | undefined;
}

/**
 * Hands the gated blogs `user`'s email requested while signed out (docs/requirements.md#blogs-and-gated-content) to the account, once its
 * email is verified. The account exists by now, so a failure is logged rather than failing the request.
 */
async function claimPendingBlogs(db: Database, user: { id: string; email: string }): Promise<void> {
  await claimPendingRequestedBlogs(db, user.email, user.id).catch((error: unknown) => {
    logFailure(`identity: could not hand pending gated blogs to user ${user.id}.`, error);
  });
}

/** Builds an identity server over the given database and mail port. */
export function createAuth(deps: AuthDependencies) {
  const secure = new URL(deps.baseURL).protocol === 'https:';
  const lifetime = deps.sessionLifetime ?? DEFAULT_SESSION_LIFETIME;
  const lockout = deps.signInLockout ?? DEFAULT_SIGN_IN_LOCKOUT;
  const factor = twoFactor({
    issuer: 'Tasman CAD',
    // The first code from the app turns the factor on, so a buyer cannot lock themselves out.
    skipVerificationOnEnable: false,
    // Codes are counted by the site's own lockout (second-factor.ts) like passwords.
    accountLockout: { enabled: false },
    // No "trust this device": every password sign-in asks for the code.
    trustDeviceMaxAge: 1,
  });
  // Turning the factor off with a code checks it exactly as a sign-in does: better-auth's own verify-totp.
  const verifyAppCode: VerifyAppCode = (ctx, code) =>
    factor.endpoints.verifyTOTP({
      ...ctx,
      params: ctx.params ?? {},
      body: { code },
      asResponse: false,
      returnHeaders: false,
    });
  return betterAuth({
    appName: 'Tasman CAD',
    baseURL: deps.baseURL,
    basePath: AUTH_BASE_PATH,
    secret: deps.secret,
    trustedOrigins: [...(deps.trustedOrigins ?? [deps.baseURL])],
    database: drizzleAdapter(deps.db, { provider: 'pg', schema: authTables }),
    emailAndPassword: {
      enabled: true,
      // docs/requirements.md#accounts: the client decides what an unverified user may do, so sign-in does not wait for it.
      requireEmailVerification: false,
      // Sign-up signs nobody in, so it can answer the same whether or not the address had an account
      // (better-auth then answers a taken address with a made-up user); the owner is mailed.
      // The registration form's profile comes with the sign-up (registration-profile.ts).
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => {
        await deps.mail.send(accountExistsMail(user.email, user.name, new URL(SIGN_IN_PAGE, deps.baseURL).href));
      },
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => {
        await recordAuthEvent(deps.db, 'password-reset', user.id);
      },
      sendResetPassword: async ({ user, url }) => {
        await deps.mail.send(passwordResetMail(user.email, user.name, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      // Gated blogs requested signed out by this email become the account's once it proves the address
      //: whoever signs up first with someone else's email gets nothing of theirs.
      afterEmailVerification: async (user) => {
        await claimPendingBlogs(deps.db, user);
      },
      sendVerificationEmail: async ({ user, url }) => {
        await deps.mail.send(verificationMail(user.email, user.name, url));
      },
    },
    // Idle timeout: each use slides the expiry (written at most every refreshEverySeconds, which also
    // dates "last seen"); the maximum age caps every expiry written (databaseHooks.session below).
    session: {
      expiresIn: Math.round(lifetime.idleTimeoutMs / 1000),
      updateAge: refreshEverySeconds(lifetime),
      freshAge: 0, // recent checks are the account-security plugin's (a password within 5 minutes)
      additionalFields: { reauthenticatedAt: { type: 'date', required: false, input: false, returned: false } },
    },
    user: { changeEmail: { enabled: true } }, // the new address gets the verification link; needs a recent check
    socialProviders: deps.google ? { google: { ...deps.google, prompt: 'select_account' } } : {},
    databaseHooks: {
      session: {
        create: {
          before: (session) =>
            Promise.resolve({
              data: { ...session, expiresAt: cappedExpiry(session.expiresAt, session.createdAt, lifetime) },
            }),
        },
        update: {
          // A refresh (better-auth's getSession) sets a new expiry; the session it refreshes is in the context.
          before: (update, ctx) => {
            const createdAt = ctx?.context.session?.session.createdAt;
            if (!update.expiresAt || !createdAt) return Promise.resolve({ data: update });
            return Promise.resolve({
              data: { ...update, expiresAt: cappedExpiry(update.expiresAt, new Date(createdAt), lifetime) },
            });
          },
        },
      },
      user: {
        create: {
          // An account whose email the provider already vouches for (Google) gets its gated blogs at once.
          after: async (user) => {
            if (user.emailVerified) await claimPendingBlogs(deps.db, user);
          },
        },
      },
    },
    hooks: { before: passwordPolicyHook },
    plugins: [
      // First, so its after-hook ends a password sign-in that still needs a code (no session yet)
      // before the lockout's would forget the account's attempts for it.
      factor,
      signInLockout(deps.db, lockout, deps.now),
      secondFactorLockout(deps.db, lockout, verifyAppCode, deps.now),
      registrationProfile(deps.db),
      accountSecurity(deps.db, lockout, deps.now),
      passkeys(deps.baseURL, deps.trustedOrigins ?? [deps.baseURL]),
      passkeyAudit(deps.db),
    ],
    // Every option better-auth defaults by NODE_ENV is set here, so the identity server behaves the same
    // under `npm run serve` (production), `astro dev` and the tests (tests/api/auth-environment.test.ts).
    onAPIError: { errorURL: SIGN_IN_ERROR_PAGE },
    rateLimit: {
      // better-auth limits only in production by default; the limit is part of the product, so always on.
      // The site's own per-address limits (services/limits) do not cover /api/auth: this one does.
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100 * (deps.rateLimitMultiplier ?? 1),
      customRules: {
        '/sign-in/email': { window: 60, max: deps.signInAttemptsPerMinute ?? 5 },
        '/sign-up/email': { window: 60, max: 10 * (deps.rateLimitMultiplier ?? 1) },
        '/send-verification-email': { window: 60, max: 3 * (deps.rateLimitMultiplier ?? 1) },
        // A code finishes a sign-in: limited like the password (the two-factor plugin's own is 3 per 10 s).
        '/two-factor/verify-totp': { window: 60, max: deps.signInAttemptsPerMinute ?? 5 },
        '/two-factor/verify-backup-code': { window: 60, max: deps.signInAttemptsPerMinute ?? 5 },
        '/two-factor/enable': { window: 60, max: 5 * (deps.rateLimitMultiplier ?? 1) },
        '/two-factor/disable': { window: 60, max: 5 * (deps.rateLimitMultiplier ?? 1) },
        [DISABLE_WITH_CODE_PATH]: { window: 60, max: deps.signInAttemptsPerMinute ?? 5 },
        [PASSKEY_SIGN_IN_PATH]: { window: 60, max: deps.signInAttemptsPerMinute ?? 5 },
      },
    },
    advanced: {
      // From the public origin, not NODE_ENV: `__Secure-` names and the Secure flag exactly over https.
      useSecureCookies: secure,
      // better-auth turns both checks off when NODE_ENV is `test` or TEST is set; never here.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    logger: {
      disabled: deps.silent ?? false,
      // better-auth logs the failing database call with its arguments; keep only the reason (log-failure.ts).
      log: (level, message, ...args: unknown[]) => {
        const reasons = args.map((arg) =>
          arg instanceof Error ? describeFailure(arg) : typeof arg === 'string' ? arg : '',
        );
        const line = [`identity: ${message}`, ...reasons.filter((reason) => reason !== '')].join(' ');
        if (level === 'error') console.error(line);
        else if (level === 'warn') console.warn(line);
        else console.info(line);
      },
    },
    telemetry: { enabled: false },
  });
}

/** An identity server as createAuth builds it. */
export type Auth = ReturnType<typeof createAuth>;

/**
 * The request to hand to `auth.handler`, carrying the client's address (from the socket, e.g. Astro's
 * `clientAddress`) in CLIENT_ADDRESS_HEADER; whatever the browser put in that header is dropped.
 */
export function withClientAddress(request: Request, clientAddress: string | undefined): Request {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_ADDRESS_HEADER);
  if (clientAddress) headers.set(CLIENT_ADDRESS_HEADER, clientAddress);
  return new Request(request, { headers });
}

export type { SessionIdentity } from './session-identity.ts';

/** The signed-in identity behind a request's session cookie, or undefined (no, expired or revoked session). */
export async function readSession(auth: Auth, headers: Headers): Promise<SessionIdentity | undefined> {
  const result = await auth.api.getSession({ headers });
  if (!result) return undefined;
  const { user, session } = result;
  return { uid: user.id, email: user.email, emailVerified: user.emailVerified, name: user.name, sessionId: session.id };
}
