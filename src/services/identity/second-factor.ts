/**
 * The second factor's sign-in step under the account's lockout, as a better-auth plugin beside
 * better-auth's own `twoFactor` (docs/security.md, "A second factor"). A password sign-in of an account
 * with the factor on ends without a session (`{twoFactorRedirect: true}` and a short-lived signed
 * cookie naming the pending sign-in); the code, or a recovery code, then finishes it. Here:
 * - each code attempt of a pending sign-in is counted by the per-account lockout before it is checked,
 *   exactly like a password (sign-in-throttle.ts), so a wrong code counts toward the same lock and a
 *   locked account is answered 429 with Retry-After; the sign-in it finishes forgets the count;
 * - the factor being turned on (the first code from the app, on a signed-in session) and turned off are
 *   audit events, and so is every wrong code (audit.ts).
 * The password attempt that started a pending sign-in is not forgotten (the sign-in has not happened),
 * so alternating right passwords with wrong codes still reaches the lock.
 * - POST /two-factor/disable-with-code {code}: a signed-in buyer turns the factor off with a code from
 *   the app instead of the password. The code is checked by better-auth's own verify-totp (given as
 *   `verifyAppCode`), counted by the same lockout first; it is its own check, so no recent password
 *   check is needed.
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
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { authUser, authVerification } from '../db/auth-schema.ts';
import type { Database } from '../db/database.server.ts';
import { recordAuthEvent } from './audit.ts';
import { countAttemptOrRefuse, SIGN_IN_LOCKED_CODE } from './sign-in-lockout.ts';
import { forgetSignInAttempts, type SignInLockoutPolicy } from './sign-in-throttle.ts';

/** better-auth's paths that check a code. */
export const VERIFY_TOTP_PATH = '/two-factor/verify-totp';
export const VERIFY_RECOVERY_CODE_PATH = '/two-factor/verify-backup-code';
const DISABLE_PATH = '/two-factor/disable';
export const DISABLE_WITH_CODE_PATH = '/two-factor/disable-with-code';

/** The code and message of a turn-off by code for an account whose factor is not on. */
export const FACTOR_NOT_ON_CODE = 'TOTP_NOT_ENABLED';
export const FACTOR_NOT_ON_MESSAGE = 'Two-step verification is not on.';

const disableWithCodeBody = z.object({ code: z.string().regex(/^\d{6}$/, 'Please enter the 6-digit code.') });
const CODE_PATHS: ReadonlySet<string> = new Set([VERIFY_TOTP_PATH, VERIFY_RECOVERY_CODE_PATH]);

/** The cookie better-auth's two-factor plugin names a pending sign-in with (its TWO_FACTOR_COOKIE_NAME). */
const PENDING_SIGN_IN_COOKIE = 'two_factor';

/** The context a better-auth hook handler gets. */
type MiddlewareContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The account of a pending sign-in: its id and (lower-cased) email, the lockout's key. */
interface PendingAccount {
  id: string;
  email: string;
}

/**
 * Checks a code from the app against the signed-in account's factor (better-auth's verify-totp on
 * `ctx`'s session): resolves when right, throws its APIError (`INVALID_CODE`, …) when not.
 */
export type VerifyAppCode = (ctx: GenericEndpointContext, code: string) => Promise<unknown>;

/** The plugin over `db`, with the lockout `policy`, the clock `now` and better-auth's code check. */
export function secondFactorLockout(
  db: Database,
  policy: SignInLockoutPolicy,
  verifyAppCode: VerifyAppCode,
  now: () => Date = () => new Date(),
): BetterAuthPlugin {
  const isCodePath = (context: { path?: string | undefined }) =>
    context.path !== undefined && CODE_PATHS.has(context.path);
  /** The pending sign-in the request's cookie names (its verification row's identifier), if any. */
  const pendingSignIn = async (ctx: MiddlewareContext): Promise<string | undefined> => {
    const cookie = ctx.context.createAuthCookie(PENDING_SIGN_IN_COOKIE);
    const identifier: unknown = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
    return typeof identifier === 'string' && identifier !== '' ? identifier : undefined;
  };
  /** The account of the pending sign-in `identifier`, while it is pending (a finished one is consumed). */
  const pendingAccount = async (identifier: string | undefined): Promise<PendingAccount | undefined> => {
    if (!identifier) return undefined;
    const [row] = await db
      .select({ id: authUser.id, email: authUser.email })
      .from(authVerification)
      .innerJoin(authUser, eq(authUser.id, authVerification.value))
      .where(eq(authVerification.identifier, identifier));
    return row;
  };
  return {
    id: 'second-factor-lockout',
    endpoints: {
      disableTwoFactorWithCode: createAuthEndpoint(
        DISABLE_WITH_CODE_PATH,
        { method: 'POST', body: disableWithCodeBody, use: [sessionMiddleware] },
        async (ctx) => {
          const { user } = ctx.context.session;
          if (user['twoFactorEnabled'] !== true)
            throw new APIError('BAD_REQUEST', { message: FACTOR_NOT_ON_MESSAGE, code: FACTOR_NOT_ON_CODE });
          await countAttemptOrRefuse(db, user.email, () => Promise.resolve(user.id), now(), policy);
          try {
            await verifyAppCode(ctx, ctx.body.code);
          } catch (error) {
            await recordAuthEvent(db, 'second-factor-failed', user.id);
            throw error;
          }
          await forgetSignInAttempts(db, user.email);
          // As better-auth's own turn-off: the flag, then the secret and the recovery codes.
          await ctx.context.internalAdapter.updateUser(user.id, { twoFactorEnabled: false });
          await ctx.context.adapter.delete({ model: 'twoFactor', where: [{ field: 'userId', value: user.id }] });
          await recordAuthEvent(db, 'factor-removed', user.id);
          return ctx.json({ status: true });
        },
      ),
    },
    hooks: {
      before: [
        {
          matcher: isCodePath,
          handler: createAuthMiddleware(async (ctx) => {
            const account = await pendingAccount(await pendingSignIn(ctx));
            if (!account) return; // a signed-in session setting the factor up, or better-auth refuses it
            await countAttemptOrRefuse(db, account.email, () => Promise.resolve(account.id), now(), policy);
          }),
        },
      ],
      after: [
        {
          matcher: isCodePath,
          handler: createAuthMiddleware(async (ctx) => {
            const pending = await pendingSignIn(ctx);
            const returned = ctx.context.returned;
            if (isAPIError(returned)) {
              if (returned.body?.code === SIGN_IN_LOCKED_CODE) return; // recorded as a lockout
              const account = (await pendingAccount(pending))?.id ?? (await getSessionFromCtx(ctx))?.user.id;
              await recordAuthEvent(db, 'second-factor-failed', account);
              return;
            }
            const created = ctx.context.newSession;
            if (!created) return; // a signed-in check of a factor already on
            if (pending) {
              // A pending sign-in finished: the account's attempts are forgotten, as after a password.
              await forgetSignInAttempts(db, created.user.email);
              await recordAuthEvent(db, 'sign-in', created.user.id);
            } else {
              // The first code from the app turned the factor on (better-auth replaced the session).
              await recordAuthEvent(db, 'factor-added', created.user.id);
            }
          }),
        },
        {
          matcher: (context) => context.path === DISABLE_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const session = ctx.context.session;
            if (!session) return;
            await recordAuthEvent(
              db,
              isAPIError(ctx.context.returned) ? 'second-factor-failed' : 'factor-removed',
              session.user.id,
            );
          }),
        },
      ],
    },
  };
}
