/**
 * The per-address request limiter over the database's counts (db/rate-limits.ts): fixed
 * windows of one minute, shared by every server instance on one database. Built by the composition root
 * with the configured limits.
 *
 * Counted in memory and written in batches: a database write per limited request queued every
 * search behind every other on the embedded database (one WebAssembly thread, an fsync per write). A
 * key's first hit in a window and the hits near its limit still wait for the database; the others are
 * decided from this instance's view (window-counts.ts) and written together every FLUSH_EVERY_MS, which
 * also brings in what other instances counted. So a flood is refused on every instance within about
 * FLUSH_EVERY_MS of the shared count passing the limit, and an instance that stops loses at most that
 * long of its counts.
 */
import type { Database } from '../db/database.server.ts';
import { countHits, forgetEndedWindows, type WindowCount } from '../db/rate-limits.ts';
import { logFailure } from '../log-failure.ts';
import type { LimitedEndpoint, RateLimitSettings } from './settings.ts';
import { WindowCounts, type CountedWindow } from './window-counts.ts';

const WINDOW_MS = 60_000;
/** How often a process sweeps ended windows out of the table. */
const SWEEP_EVERY_MS = 10 * 60_000;
/** How long counted hits wait in memory before they are written (and other instances' counts read). */
export const FLUSH_EVERY_MS = 250;

/** What the limiter says about one request. */
export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number; limit: number };

export interface RateLimiter {
  /** Counts a request of `clientAddress` to `endpoint`, and says whether it is within the limit. */
  hit(endpoint: LimitedEndpoint, clientAddress: string, now?: Date): Promise<LimitVerdict>;
  /** Writes the hits counted in memory now (before the database closes). */
  flush(): Promise<void>;
}

const counted = (count: WindowCount): CountedWindow => ({
  hits: count.hits,
  startedAt: count.resetAt.getTime() - WINDOW_MS,
});

const refusal = (limit: number, resetAt: number, now: number): LimitVerdict => ({
  allowed: false,
  limit,
  retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)),
});

/** A limiter on `database` with `settings`' limits per minute. */
export function createRateLimiter(database: () => Promise<Database>, settings: RateLimitSettings): RateLimiter {
  let lastSweep = 0;
  const windows = new WindowCounts(WINDOW_MS);
  let flushing: ReturnType<typeof setTimeout> | undefined;

  async function flush(): Promise<void> {
    clearTimeout(flushing);
    flushing = undefined;
    const writes = windows.takePending();
    if (writes.length === 0) return;
    let answers: Map<string, WindowCount> | undefined;
    try {
      answers = await countHits(
        await database(),
        writes.map(({ key, hits, at }) => ({ key, hits, at: new Date(at) })),
        WINDOW_MS,
      );
    } catch (error) {
      logFailure('rate limit: the counted requests could not be written; tried again with the next ones.', error);
    }
    for (const { key, hits } of writes) {
      const answer = answers?.get(key);
      windows.settle(key, hits, answer ? counted(answer) : undefined);
    }
    windows.sweep(Date.now());
    // What settled back (a failed write) waits for the next hit's flush, so a database that is down is not retried in a loop.
  }

  return {
    flush,
    async hit(endpoint, clientAddress, now = new Date()) {
      const at = now.getTime();
      const limit = settings.perMinute[endpoint];
      const key = `${endpoint}:${clientAddress}`;
      const decision = windows.hit(key, limit, at);
      if (decision.kind === 'allow' || decision.kind === 'refuse') {
        // The timer does not hold the process open: hits not written when it ends are at most FLUSH_EVERY_MS of counts.
        flushing ??= setTimeout(() => void flush(), FLUSH_EVERY_MS).unref();
        return decision.kind === 'allow' ? { allowed: true } : refusal(limit, decision.resetAt, at);
      }
      const db = await database();
      if (at - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = at;
        await forgetEndedWindows(db, new Date(at - WINDOW_MS));
      }
      let count: WindowCount;
      try {
        count = (await countHits(db, [{ key, hits: decision.hits, at: now }], WINDOW_MS)).get(key) ?? failed();
      } catch (error) {
        windows.settle(key, decision.hits, undefined);
        throw error;
      }
      windows.settle(key, decision.hits, counted(count));
      return count.hits <= limit ? { allowed: true } : refusal(limit, count.resetAt.getTime(), at);
    },
  };
}

function failed(): never {
  throw new Error('rate limit: the upsert returned no row');
}
