/**
 * The per-account sign-in lockout: after `failuresBeforeLock` sign-ins for one email without a success,
 * every further attempt for that email is refused for a delay that doubles with each new failure (up to
 * `maxLockSeconds`). It complements the per-IP limit of better-auth: one address cannot lock everybody
 * out, and many addresses cannot share the work of guessing one password.
 *
 * The count lives in the database (auth_sign_in_throttle) so every server instance sees it. An attempt
 * is counted when it starts, under a row lock, so concurrent guesses cannot slip past the threshold;
 * a successful sign-in forgets the count. A refused attempt is not counted.
 */
import { eq } from 'drizzle-orm';
import { authSignInThrottle } from '../db/auth-schema.ts';
import type { Database } from '../db/database.server.ts';

export interface SignInLockoutPolicy {
  /** Failed sign-ins for one email before the first lock. */
  failuresBeforeLock: number;
  /** The first lock; each further failure doubles it. */
  firstLockSeconds: number;
  maxLockSeconds: number;
  /** A count idle this long starts again from zero. */
  forgetAfterSeconds: number;
}

/**
 * 10 failures, then 30 s, 1 min, 2 min ... up to 15 min; forgotten after an hour without attempts. Twice
 * the per-IP limit (5 a minute), so one address alone cannot lock the owner out within a minute.
 */
export const DEFAULT_SIGN_IN_LOCKOUT: SignInLockoutPolicy = {
  failuresBeforeLock: 10,
  firstLockSeconds: 30,
  maxLockSeconds: 15 * 60,
  forgetAfterSeconds: 60 * 60,
};

/** One email's row: attempts counted, when the last one started, and the lock it set, if any. */
export interface SignInAttempts {
  failures: number;
  lastAttemptAt: Date;
  lockedUntil: Date | null;
}

/** An attempt either goes ahead (and the row becomes `next`) or is refused for `retryAfterSeconds`. */
export type SignInDecision = { allowed: true; next: SignInAttempts } | { allowed: false; retryAfterSeconds: number };

/** The lock that `failures` failed attempts earn: none below the threshold, then doubling up to the cap. */
export function lockSeconds(failures: number, policy: SignInLockoutPolicy): number {
  if (failures < policy.failuresBeforeLock) return 0;
  const doublings = failures - policy.failuresBeforeLock;
  return Math.min(policy.firstLockSeconds * 2 ** Math.min(doublings, 30), policy.maxLockSeconds);
}

/** Decides an attempt starting `now` for an email whose row is `current` (undefined: none yet). */
export function decideSignInAttempt(
  current: SignInAttempts | undefined,
  now: Date,
  policy: SignInLockoutPolicy,
): SignInDecision {
  if (current?.lockedUntil && current.lockedUntil > now) {
    return { allowed: false, retryAfterSeconds: Math.ceil((current.lockedUntil.getTime() - now.getTime()) / 1000) };
  }
  const remembered = current && now.getTime() - current.lastAttemptAt.getTime() < policy.forgetAfterSeconds * 1000;
  const failures = (remembered ? current.failures : 0) + 1;
  const lock = lockSeconds(failures, policy);
  return {
    allowed: true,
    next: { failures, lastAttemptAt: now, lockedUntil: lock > 0 ? new Date(now.getTime() + lock * 1000) : null },
  };
}

/** The key of an email: better-auth stores and compares emails lower-cased. */
export const throttleKey = (email: string): string => email.trim().toLowerCase();

/**
 * Counts an attempt to sign in as `email`, or refuses it while the account is locked. The row is
 * locked for the decision, so two instances deciding at once take turns.
 */
export async function beginSignInAttempt(
  db: Database,
  email: string,
  now: Date,
  policy: SignInLockoutPolicy,
): Promise<SignInDecision> {
  const key = throttleKey(email);
  await db.insert(authSignInThrottle).values({ email: key, failures: 0, lastAttemptAt: now }).onConflictDoNothing();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(authSignInThrottle).where(eq(authSignInThrottle.email, key)).for('update');
    const decision = decideSignInAttempt(row, now, policy);
    if (decision.allowed)
      await tx.update(authSignInThrottle).set(decision.next).where(eq(authSignInThrottle.email, key));
    return decision;
  });
}

/** Forgets the attempts for `email` (it just signed in). */
export async function forgetSignInAttempts(db: Database, email: string): Promise<void> {
  await db.delete(authSignInThrottle).where(eq(authSignInThrottle.email, throttleKey(email)));
}
