/**
 * Fixed-window request counting in the database: an atomic upsert per write, so several
 * server instances on one PostgreSQL count together and two writes at once never both see room left.
 * A write carries one hit, or the hits an instance counted in memory since its last write, for many
 * keys in one statement (services/limits/window-counts.ts).
 */
import { lt, sql } from 'drizzle-orm';
import type { Database } from './database.server.ts';
import { rateLimitHits } from './schema.ts';

/** The count after this hit, and when its window ends. */
export interface WindowCount {
  hits: number;
  resetAt: Date;
}

/** Hits of one key to count, as of `at`. */
export interface HitsToCount {
  key: string;
  hits: number;
  at: Date;
}

/**
 * Counts each entry's hits for its key (keys distinct) in windows of `windowMs`, each starting at its
 * key's first hit: a window that has ended by the entry's `at` starts again at `at` with these hits.
 * Answers each key's count after the write, and when its window ends.
 */
export async function countHits(
  db: Database,
  entries: readonly HitsToCount[],
  windowMs: number,
): Promise<Map<string, WindowCount>> {
  if (entries.length === 0) return new Map();
  const windowEnded = sql`${rateLimitHits.window_started_at} <= excluded.window_started_at - make_interval(secs => ${windowMs / 1000})`;
  const rows = await db
    .insert(rateLimitHits)
    .values(entries.map(({ key, hits, at }) => ({ key, window_started_at: at, hits })))
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`CASE WHEN ${windowEnded} THEN excluded.hits ELSE ${rateLimitHits.hits} + excluded.hits END`,
        window_started_at: sql`CASE WHEN ${windowEnded} THEN excluded.window_started_at ELSE ${rateLimitHits.window_started_at} END`,
      },
    })
    .returning({ key: rateLimitHits.key, hits: rateLimitHits.hits, startedAt: rateLimitHits.window_started_at });
  return new Map(
    rows.map((row) => [row.key, { hits: row.hits, resetAt: new Date(row.startedAt.getTime() + windowMs) }]),
  );
}

/**
 * Counts `hits` hits (default one) for `key` in a window of `windowMs` starting at its first hit: a
 * window that has ended by `now` starts again at `now` with these hits.
 */
export async function countHit(
  db: Database,
  key: string,
  windowMs: number,
  now: Date = new Date(),
  hits = 1,
): Promise<WindowCount> {
  const count = (await countHits(db, [{ key, hits, at: now }], windowMs)).get(key);
  if (!count) throw new Error('countHit: the upsert returned no row');
  return count;
}

/** Forgets windows that ended before `before` (run now and then, so the table stays small). */
export async function forgetEndedWindows(db: Database, before: Date): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.window_started_at, before));
}
