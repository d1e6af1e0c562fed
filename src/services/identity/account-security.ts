/**
 * Credential changes, as a better-auth plugin (docs/security.md, "Sessions and re-authentication"):
 * - POST /reauthenticate {password}: a signed-in buyer proves the password again; the session remembers
 *   when. Counted by the per-account lockout like a sign-in, and limited per address.
 * - Changing the email or a second factor needs such a check (or a sign-in) within the last 5 minutes:
 *   otherwise 403 REAUTHENTICATION_REQUIRED. Changing the password asks for the current one itself.
 * - A password change ends every other session of the account (a reset ends them all: auth.server.ts).
 * Each is an audit event (audit.ts).
 */
import type { BetterAuthPlugin } from 'better-auth';
import {
  APIError,
  createAuthEndpoint,
  createAuthMiddleware,
  getSessionFromCtx,
  isAPIError,
  sessionMiddleware,
} from 'better-auth/api';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { authSession } from '../db/auth-schema.ts';
import type { Database } from '../db/database.server.ts';
import { countAttemptOrRefuse } from './sign-in-lockout.ts';
import { forgetSignInAttempts, type SignInLockoutPolicy } from './sign-in-throttle.ts';
import { isRecentCheck } from './session-lifetime.ts';
import { recordAuthEvent } from './audit.ts';

export const REAUTHENTICATE_PATH = '/reauthenticate';

/** The code and message of a change refused for want of a recent password check. */
export const REAUTHENTICATION_REQUIRED_CODE = 'REAUTHENTICATION_REQUIRED';
export const REAUTHENTICATION_REQUIRED_MESSAGE = 'Please enter your password again to make this change.';

/** The code and message of a wrong password at re-authentication. */
export const WRONG_PASSWORD_CODE = 'INVALID_PASSWORD';
export const WRONG_PASSWORD_MESSAGE = 'That password is not correct.';

/** Changes that need a recent password or passkey check (better-auth's paths). */
export const NEEDS_RECENT_CHECK: ReadonlySet<string> = new Set([
  '/change-email',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/generate-backup-codes',
  '/passkey/generate-register-options',
  '/passkey/verify-registration',
  '/passkey/delete-passkey',
]);

/** Sign-ins that checked a password or passkey, so their new session counts as just re-authenticated. */
const CHECKING_SIGN_INS: ReadonlySet<string> = new Set([
  '/sign-in/email',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/sign-in/passkey',
  '/passkey/verify-authentication',
]);

const CHANGE_PASSWORD_PATH = '/change-password';
const CHANGE_EMAIL_PATH = '/change-email';
const SIGN_OUT_PATH = '/sign-out';

const reauthenticateBody = z.object({ password: z.string().min(1).max(1024) });

/** The plugin over `db`, with the lockout `policy` and the clock `now`. */
export function accountSecurity(
  db: Database,
  policy: SignInLockoutPolicy,
  now: () => Date = () => new Date(),
): BetterAuthPlugin {
  const markChecked = (sessionId: string) =>
    db.update(authSession).set({ reauthenticatedAt: now() }).where(eq(authSession.id, sessionId));
  return {
    id: 'account-security',
    endpoints: {
      reauthenticate: createAuthEndpoint(
        REAUTHENTICATE_PATH,
        { method: 'POST', body: reauthenticateBody, use: [sessionMiddleware] },
        async (ctx) => {
          const { user, session } = ctx.context.session;
          await countAttemptOrRefuse(db, user.email, () => Promise.resolve(user.id), now(), policy);
          const account = await ctx.context.internalAdapter.findCredentialAccount(user.id);
          const valid = account?.password
            ? await ctx.context.password.verify({ hash: account.password, password: ctx.body.password })
            : false;
          if (!valid) {
            await recordAuthEvent(db, 'reauthentication-failed', user.id);
            throw new APIError('BAD_REQUEST', { message: WRONG_PASSWORD_MESSAGE, code: WRONG_PASSWORD_CODE });
          }
          await forgetSignInAttempts(db, user.email);
          await markChecked(session.id);
          await recordAuthEvent(db, 'reauthenticated', user.id);
          return ctx.json({ status: true });
        },
      ),
    },
    hooks: {
      before: [
        {
          matcher: (context) => context.path === SIGN_OUT_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const current = await getSessionFromCtx(ctx);
            if (current) await recordAuthEvent(db, 'sign-out', current.user.id);
          }),
        },
        {
          matcher: (context) => context.path !== undefined && NEEDS_RECENT_CHECK.has(context.path),
          handler: createAuthMiddleware(async (ctx) => {
            const current = await getSessionFromCtx(ctx);
            if (!current) return; // better-auth answers 401 itself
            const [row] = await db
              .select({ checkedAt: authSession.reauthenticatedAt })
              .from(authSession)
              .where(eq(authSession.id, current.session.id));
            if (!isRecentCheck(row?.checkedAt, now())) {
              throw new APIError('FORBIDDEN', {
                message: REAUTHENTICATION_REQUIRED_MESSAGE,
                code: REAUTHENTICATION_REQUIRED_CODE,
              });
            }
          }),
        },
      ],
      after: [
        {
          matcher: (context) => context.path !== undefined && CHECKING_SIGN_INS.has(context.path),
          handler: createAuthMiddleware(async (ctx) => {
            const created = ctx.context.newSession;
            if (created) await markChecked(created.session.id);
          }),
        },
        {
          matcher: (context) => context.path === CHANGE_PASSWORD_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const current = ctx.context.session;
            if (!current || isAPIError(ctx.context.returned)) return;
            // better-auth's own revokeOtherSessions would also replace this session with a new one
            // (new cookie, no device); ending the others here keeps this one as it is.
            const keep = ctx.context.newSession?.session.id ?? current.session.id;
            await db.delete(authSession).where(and(eq(authSession.userId, current.user.id), ne(authSession.id, keep)));
            await markChecked(keep);
            await recordAuthEvent(db, 'password-changed', current.user.id);
          }),
        },
        {
          matcher: (context) => context.path === CHANGE_EMAIL_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const current = ctx.context.session;
            if (current && !isAPIError(ctx.context.returned))
              await recordAuthEvent(db, 'email-change-requested', current.user.id);
          }),
        },
      ],
    },
    rateLimit: [{ pathMatcher: (path) => path === REAUTHENTICATE_PATH, window: 60, max: 5 }],
  };
}
