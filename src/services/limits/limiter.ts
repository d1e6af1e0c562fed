/**
 * The per-address request limiter (issue 11) over the database's counts (db/rate-limits.ts): fixed
 * windows of one minute, shared by every server instance on one database. Built by the composition root
 * with the configured limits.
 */
import type { Database } from '../db/database.server.ts';
import { countHit, forgetEndedWindows } from '../db/rate-limits.ts';
import type { LimitedEndpoint, RateLimitSettings } from './settings.ts';

const WINDOW_MS = 60_000;
/** How often a process sweeps ended windows out of the table. */
const SWEEP_EVERY_MS = 10 * 60_000;

/** What the limiter says about one request. */
export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number; limit: number };

export interface RateLimiter {
  /** Counts a request of `clientAddress` to `endpoint`, and says whether it is within the limit. */
  hit(endpoint: LimitedEndpoint, clientAddress: string, now?: Date): Promise<LimitVerdict>;
}

/** A limiter on `database` with `settings`' limits per minute. */
export function createRateLimiter(database: () => Promise<Database>, settings: RateLimitSettings): RateLimiter {
  let lastSweep = 0;
  return {
    async hit(endpoint, clientAddress, now = new Date()) {
      const db = await database();
      if (now.getTime() - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = now.getTime();
        await forgetEndedWindows(db, new Date(now.getTime() - WINDOW_MS));
      }
      const limit = settings.perMinute[endpoint];
      const count = await countHit(db, `${endpoint}:${clientAddress}`, WINDOW_MS, now);
      if (count.hits <= limit) return { allowed: true };
      return { allowed: false, limit, retryAfterSeconds: Math.max(1, Math.ceil((count.resetAt.getTime() - now.getTime()) / 1000)) };
    },
  };
}
