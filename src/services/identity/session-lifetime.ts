/**
 * How long a signed-in session lives (docs/security.md, "Sessions"): it ends after `idleTimeoutMs`
 * without a request, and in any case `maxAgeMs` after its sign-in, however busy. The identity server
 * slides a session's expiry forward as it is used; every expiry it writes is capped here. Pure.
 */

export interface SessionLifetime {
  /** A session not used for this long has ended. */
  idleTimeoutMs: number;
  /** A session has ended this long after its sign-in, however much it is used. */
  maxAgeMs: number;
}

/** 7 days without a visit (what "Stay logged in" has always meant here), 30 days at most. */
export const DEFAULT_SESSION_LIFETIME: SessionLifetime = {
  idleTimeoutMs: 7 * 86_400_000,
  maxAgeMs: 30 * 86_400_000,
};

/** A password or passkey check counts as recent for this long (changing the email or a factor). */
export const REAUTHENTICATION_WINDOW_MS = 5 * 60_000;

/** The expiry of a session signed in at `createdAt` and used at `now`: idle timeout from now, capped by the maximum age. */
export function sessionExpiry(createdAt: Date, now: Date, lifetime: SessionLifetime): Date {
  return new Date(Math.min(now.getTime() + lifetime.idleTimeoutMs, createdAt.getTime() + lifetime.maxAgeMs));
}

/** Caps an expiry the identity server chose at the session's maximum age. */
export function cappedExpiry(expiresAt: Date, createdAt: Date, lifetime: SessionLifetime): Date {
  return new Date(Math.min(expiresAt.getTime(), createdAt.getTime() + lifetime.maxAgeMs));
}

/**
 * How often (in whole seconds, at least 1) a session in use has its expiry and last-seen time written:
 * every 5 minutes, or a tenth of the idle timeout when that is shorter. So the idle timeout is kept to
 * within that, and "last seen" is as precise.
 */
export function refreshEverySeconds(lifetime: SessionLifetime): number {
  return Math.max(1, Math.floor(Math.min(300_000, lifetime.idleTimeoutMs / 10) / 1000));
}

/** Whether a check of the password or a passkey at `checkedAt` (null: none) still counts at `now`. */
export function isRecentCheck(
  checkedAt: Date | null | undefined,
  now: Date,
  windowMs = REAUTHENTICATION_WINDOW_MS,
): boolean {
  if (!checkedAt) return false;
  const age = now.getTime() - checkedAt.getTime();
  return age >= 0 && age <= windowMs;
}
