/**
 * The per-account sign-in lockout (sign-in-throttle.ts) as a better-auth plugin on POST
 * /sign-in/email: each attempt is counted before the password is checked, a locked account is answered
 * 429 with Retry-After, and a successful sign-in forgets the count. better-auth's per-IP limit runs
 * first, so an attempt it refuses is not counted here. Each sign-in, failure and lockout is an audit
 * event (audit.ts).
 */
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { z } from 'zod';
import type { Database } from '../db/database.server.ts';
import { beginSignInAttempt, forgetSignInAttempts, type SignInLockoutPolicy } from './sign-in-throttle.ts';
import { metrics } from '../operations/metrics.ts';
import { accountIdOf, recordAuthEvent } from './audit.ts';

const SIGN_IN_PATH = '/sign-in/email';

/** The code of a locked account's 429 (no required text of its own, so the browser shows the message). */
export const SIGN_IN_LOCKED_CODE = 'SIGN_IN_LOCKED';

const signInBodySchema = z.object({ email: z.string().min(1) });

/** The email a sign-in body names; better-auth itself answers a body without one. */
function emailOf(body: unknown): string | undefined {
  const parsed = signInBodySchema.safeParse(body);
  return parsed.success ? parsed.data.email : undefined;
}

/** "30 seconds", "2 minutes": how long to wait, in words a visitor reads. */
function waitText(seconds: number): string {
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** The message of a locked account's 429. */
export const lockedMessage = (retryAfterSeconds: number): string =>
  `Too many failed sign-ins for this account. Please try again in ${waitText(retryAfterSeconds)}.`;

/**
 * Counts an attempt (a password or a code) against `email`'s lockout before it is checked. When the
 * account is locked: counts and records the lockout (for `accountId`, looked up only then) and throws
 * 429 SIGN_IN_LOCKED with Retry-After and the message.
 */
export async function countAttemptOrRefuse(
  db: Database,
  email: string,
  accountId: () => Promise<string | undefined>,
  at: Date,
  policy: SignInLockoutPolicy,
): Promise<void> {
  const decision = await beginSignInAttempt(db, email, at, policy);
  if (decision.allowed) return;
  const seconds = decision.retryAfterSeconds;
  metrics().lockouts.inc();
  await recordAuthEvent(db, 'lockout', await accountId());
  throw new APIError(
    'TOO_MANY_REQUESTS',
    { message: lockedMessage(seconds), code: SIGN_IN_LOCKED_CODE },
    { 'Retry-After': String(seconds) },
  );
}

/** The lockout on `db` with `policy`; `now` is the clock (tests move it). */
export function signInLockout(
  db: Database,
  policy: SignInLockoutPolicy,
  now: () => Date = () => new Date(),
): BetterAuthPlugin {
  const isSignIn = (context: { path?: string | undefined }) => context.path === SIGN_IN_PATH;
  return {
    id: 'sign-in-lockout',
    hooks: {
      before: [
        {
          matcher: isSignIn,
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx.body);
            if (email === undefined) return;
            await countAttemptOrRefuse(db, email, () => accountIdOf(db, email), now(), policy);
          }),
        },
      ],
      after: [
        {
          matcher: isSignIn,
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx.body);
            if (email === undefined) return;
            const created = ctx.context.newSession;
            if (created) {
              await forgetSignInAttempts(db, email);
              await recordAuthEvent(db, 'sign-in', created.user.id);
            } else if (isAPIError(ctx.context.returned)) {
              await recordAuthEvent(db, 'sign-in-failed', await accountIdOf(db, email));
            }
          }),
        },
      ],
    },
  };
}
