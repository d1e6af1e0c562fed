/**
 * When to try a failed delivery again (pure): exponential backoff from `baseMs`, doubling per attempt up
 * to `capMs`, with a little jitter so many messages held back by one outage do not all return at once;
 * after `giveUpAfterMs` since the message was written, no more tries.
 */

export interface RetryPolicy {
  /** Wait after the first failure. */
  baseMs: number;
  /** Longest wait between two attempts. */
  capMs: number;
  /** How long after it was written a message is given up on. */
  giveUpAfterMs: number;
  /** Up to this share of a wait is added at random (0 for none). */
  jitter: number;
}

/** 1 s doubling to 1 h, given up after 24 h: an upstream down for an hour is caught up within minutes of its return. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  baseMs: 1_000,
  capMs: 60 * 60 * 1_000,
  giveUpAfterMs: 24 * 60 * 60 * 1_000,
  jitter: 0.1,
};

/** After `attempts` failed attempts of a message written at `createdAt`: when to try again, or that it is time to give up. */
export function nextRetry(
  policy: RetryPolicy,
  attempts: number,
  createdAt: Date,
  now: Date,
  random: () => number = Math.random,
): { retryAt: Date } | { giveUp: true } {
  if (now.getTime() - createdAt.getTime() >= policy.giveUpAfterMs) return { giveUp: true };
  const exponent = Math.min(Math.max(attempts - 1, 0), 40);
  const wait = Math.min(policy.baseMs * 2 ** exponent, policy.capMs);
  return { retryAt: new Date(now.getTime() + Math.round(wait * (1 + policy.jitter * random()))) };
}
