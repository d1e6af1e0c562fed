/**
 * A buyer's signed-in sessions (the identity server's auth_session rows), as the account screen lists
 * and ends them. Always scoped to one user: a session id of someone else's is never found.
 */
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { authSession } from './auth-schema.ts';
import type { Database } from './database.server.ts';

/** What the account screen shows of a session (never its token). */
export interface SessionRow {
  id: string;
  userAgent: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The user's sessions that have not expired, the most recently seen first. */
export async function listSessions(db: Database, userId: string, now: Date): Promise<SessionRow[]> {
  return db
    .select({
      id: authSession.id,
      userAgent: authSession.userAgent,
      createdAt: authSession.createdAt,
      updatedAt: authSession.updatedAt,
    })
    .from(authSession)
    .where(and(eq(authSession.userId, userId), gt(authSession.expiresAt, now)))
    .orderBy(desc(authSession.updatedAt), desc(authSession.createdAt));
}

/** Ends one of the user's sessions; false when the user has no session with that id. */
export async function endSession(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const ended = await db
    .delete(authSession)
    .where(and(eq(authSession.userId, userId), eq(authSession.id, sessionId)))
    .returning({ id: authSession.id });
  return ended.length > 0;
}

/** Ends every session of the user but `keepId`; answers how many ended. */
export async function endOtherSessions(db: Database, userId: string, keepId: string): Promise<number> {
  const ended = await db
    .delete(authSession)
    .where(and(eq(authSession.userId, userId), ne(authSession.id, keepId)))
    .returning({ id: authSession.id });
  return ended.length;
}
