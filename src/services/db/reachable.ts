/**
 * Whether the database answers (PostgreSQL restarting under a running server). /api/health
 * asks it, and an /api failure is told apart with it: while the database is away the answer is a 503
 * with Retry-After and a message, not a 500. A query that does not answer within `timeoutMs` counts as
 * away (a pool waiting for a connection to a stopped server would otherwise hang the answer).
 */
import { sql } from 'drizzle-orm';
import type { Database } from './database.server.ts';

export async function databaseReachable(db: Database, timeoutMs = 2_000): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((done) => {
        timer = setTimeout(() => done(false), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Seconds a client is told to wait (Retry-After) while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The message of that 503. */
export const DATABASE_AWAY_MESSAGE = 'The shop cannot reach its database just now. Please try again in a few seconds.';
