/**
 * Fixed-window request counting in the database (issue 11): one atomic upsert per request, so several
 * server instances on one PostgreSQL count together and two requests at once never both see room left.
 */
import { lt, sql } from 'drizzle-orm';
import type { Database } from './database.server.ts';
import { rateLimitHits } from './schema.ts';

/** The count after this hit, and when its window ends. */
export interface WindowCount {
  hits: number;
  resetAt: Date;
}

/**
 * Counts one hit for `key` in a window of `windowMs` starting at its first hit: a window that has ended
 * starts again at `now` with this hit.
 */
export async function countHit(db: Database, key: string, windowMs: number, now: Date = new Date()): Promise<WindowCount> {
  const windowEnded = sql`${rateLimitHits.window_started_at} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, window_started_at: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`CASE WHEN ${windowEnded} THEN 1 ELSE ${rateLimitHits.hits} + 1 END`,
        window_started_at: sql`CASE WHEN ${windowEnded} THEN excluded.window_started_at ELSE ${rateLimitHits.window_started_at} END`,
      },
    })
    .returning({ hits: rateLimitHits.hits, startedAt: rateLimitHits.window_started_at });
  if (!row) throw new Error('countHit: the upsert returned no row');
  return { hits: row.hits, resetAt: new Date(row.startedAt.getTime() + windowMs) };
}

/** Forgets windows that ended before `before` (run now and then, so the table stays small). */
export async function forgetEndedWindows(db: Database, before: Date): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.window_started_at, before));
}
