/**
 * The content_changes table's repository: record a publish and NOTIFY in one transaction, and
 * read what was recorded after a given seq. Used by the PostgreSQL content feed
 * (services/content/feed-postgres.ts); PGlite runs the same SQL, but one process needs no table.
 */
import { and, asc, gt, lt, max, min, sql } from 'drizzle-orm';
import type { ContentChangeSet } from '../content/port.ts';
import type { Database } from './database.server.ts';
import { contentChanges } from './schema.ts';

/** The channel every instance LISTENs on; the payload is the newest seq of the publish. */
export const CONTENT_CHANGES_CHANNEL = 'content_changes';

/**
 * Held by every publish until it commits, so seqs are handed out in commit order: otherwise a reader
 * could see seq 6 committed before seq 5, move past 5, and never apply it.
 */
const PUBLISH_LOCK_ID = 4_732_021;

/** A recorded row: one change set, or one part of a change set too large for one row. */
export interface RecordedContentChange {
  seq: number;
  upserts: unknown;
  deletes: unknown;
}

/**
 * Records `parts` (one publish) as rows in order, deletes rows older than 24 hours (the newest row always
 * stays, so a reader can tell how far the table goes back), and NOTIFYs with the newest seq, all in one
 * transaction: a listener is told only once the rows are there. Answers the seqs given.
 */
export async function recordContentChanges(db: Database, parts: readonly ContentChangeSet[]): Promise<number[]> {
  if (parts.length === 0) return [];
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PUBLISH_LOCK_ID})`);
    const seqs: number[] = [];
    // One row per statement: the seqs then follow the parts' order for certain.
    for (const part of parts) {
      const [row] = await tx
        .insert(contentChanges)
        .values({ upserts: part.upserts, deletes: part.deletes })
        .returning({ seq: contentChanges.seq });
      if (!row) throw new Error('recordContentChanges: the insert returned no row');
      seqs.push(row.seq);
    }
    const newest = seqs[seqs.length - 1] ?? 0;
    await tx
      .delete(contentChanges)
      .where(and(lt(contentChanges.recorded_at, sql`now() - interval '24 hours'`), lt(contentChanges.seq, newest)));
    await tx.execute(sql`SELECT pg_notify(${CONTENT_CHANGES_CHANNEL}, ${String(newest)})`);
    return seqs;
  });
}

/** The oldest and newest seq still recorded (undefined when the table is empty). */
export async function contentChangeBounds(
  db: Database,
): Promise<{ oldest: number | undefined; newest: number | undefined }> {
  const [row] = await db
    .select({ oldest: min(contentChanges.seq), newest: max(contentChanges.seq) })
    .from(contentChanges);
  return { oldest: row?.oldest ?? undefined, newest: row?.newest ?? undefined };
}

/** Up to `limit` rows recorded after `seq`, in seq order. */
export function contentChangesAfter(db: Database, seq: number, limit: number): Promise<RecordedContentChange[]> {
  return db
    .select({ seq: contentChanges.seq, upserts: contentChanges.upserts, deletes: contentChanges.deletes })
    .from(contentChanges)
    .where(gt(contentChanges.seq, seq))
    .orderBy(asc(contentChanges.seq))
    .limit(limit);
}
