/**
 * Credential changes, as a better-auth plugin (docs/security.md, "Sessions and re-authentication"):
 * - POST /reauthenticate {password}: a signed-in buyer proves the password again; the session remembers
 *   when. Counted by the per-account lockout like a sign-in, and limited per address.
 * - A change whose body carries the current password (turning the second factor on or off, new
 *   recovery codes, changing the password) is that check itself: the password is checked here exactly
 *   as /reauthenticate checks it, before better-auth's endpoint runs, so a wrong one counts toward the
 *   lockout and a right one needs no earlier check.
 * - A change without a password (the email, a passkey) needs such a check (or a sign-in) within the
 *   last 5 minutes: otherwise 403 REAUTHENTICATION_REQUIRED.
 * - A password change ends every other session of the account (a reset ends them all: auth.server.ts).
 * Each is an audit event (audit.ts).
 */
import type { BetterAuthPlugin, GenericEndpointContext } from 'better-auth';
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

/** Changes that carry no password, so they need a recent password or passkey check (better-auth's paths). */
export const NEEDS_RECENT_CHECK: ReadonlySet<string> = new Set([
  '/change-email',
  '/passkey/generate-register-options',
  '/passkey/verify-registration',
  '/passkey/delete-passkey',
]);

/**
 * Changes whose body carries the account's current password (better-auth's paths, and the field):
 * that password is checked as a re-authentication instead of asking for a recent one.
 */
const CARRIES_PASSWORD: ReadonlyMap<string, string> = new Map([
  ['/two-factor/enable', 'password'],
  ['/two-factor/disable', 'password'],
  ['/two-factor/generate-backup-codes', 'password'],
  ['/change-password', 'currentPassword'],
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

const passwordField = z.string().min(1).max(1024);
const reauthenticateBody = z.object({ password: passwordField });

/** The password `body` carries in `field`, if it is one /reauthenticate would check. */
function passwordIn(body: unknown, field: string): string | undefined {
  const parsed = z.object({ [field]: passwordField }).safeParse(body);
  return parsed.success ? parsed.data[field] : undefined;
}

/** The identity server's context a password check reads the account's credential from. */
type CredentialContext = Pick<GenericEndpointContext['context'], 'internalAdapter' | 'password'>;

/** The signed-in account and session a password check is for. */
interface Checked {
  user: { id: string; email: string };
  session: { id: string };
}

/** The plugin over `db`, with the lockout `policy` and the clock `now`. */
export function accountSecurity(
  db: Database,
  policy: SignInLockoutPolicy,
  now: () => Date = () => new Date(),
): BetterAuthPlugin {
  const markChecked = (sessionId: string) =>
    db.update(authSession).set({ reauthenticatedAt: now() }).where(eq(authSession.id, sessionId));
  /**
   * The re-authentication: counted by the account's lockout first (429 once locked), then `password`
   * checked against the account's; wrong, 400 INVALID_PASSWORD; right, the count is forgotten and the
   * session counts as just checked.
   */
  const reauthenticate = async (context: CredentialContext, { user, session }: Checked, password: string) => {
    await countAttemptOrRefuse(db, user.email, () => Promise.resolve(user.id), now(), policy);
    const account = await context.internalAdapter.findCredentialAccount(user.id);
    const valid = account?.password ? await context.password.verify({ hash: account.password, password }) : false;
    if (!valid) {
      await recordAuthEvent(db, 'reauthentication-failed', user.id);
      throw new APIError('BAD_REQUEST', { message: WRONG_PASSWORD_MESSAGE, code: WRONG_PASSWORD_CODE });
    }
    await forgetSignInAttempts(db, user.email);
    await markChecked(session.id);
    await recordAuthEvent(db, 'reauthenticated', user.id);
  };
  return {
    id: 'account-security',
    endpoints: {
      reauthenticate: createAuthEndpoint(
        REAUTHENTICATE_PATH,
        { method: 'POST', body: reauthenticateBody, use: [sessionMiddleware] },
        async (ctx) => {
          await reauthenticate(ctx.context, ctx.context.session, ctx.body.password);
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
          matcher: (context) => context.path !== undefined && CARRIES_PASSWORD.has(context.path),
          handler: createAuthMiddleware(async (ctx) => {
            const password = passwordIn(ctx.body, CARRIES_PASSWORD.get(ctx.path) ?? '');
            // Without a session, or without a password to check, better-auth refuses the request itself.
            if (password === undefined) return;
            const current = await getSessionFromCtx(ctx);
            if (current) await reauthenticate(ctx.context, current, password);
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
