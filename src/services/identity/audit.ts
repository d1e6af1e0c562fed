/**
 * The audit log of authentication events (docs/operations.md, "Authentication events"): each event is
 * one JSON log line `{"event":"auth","kind":…,"account":<account id>}`, a count in
 * `auth_events_total{kind}`, and a row of `auth_event` the operator API lists per account. Only the
 * account id is kept: never an email, address, password, code or token. Writing the row never fails the
 * request that caused it (a failure is logged).
 */
import { desc, eq } from 'drizzle-orm';
import { authEvent, authUser } from '../db/auth-schema.ts';
import type { Database } from '../db/database.server.ts';
import { logFailure } from '../log-failure.ts';
import { log } from '../operations/log.ts';
import { metrics } from '../operations/metrics.ts';

/** What can happen to an account's sign-in. */
export const AUTH_EVENT_KINDS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'lockout',
  'reauthenticated',
  'reauthentication-failed',
  'session-ended',
  'other-sessions-ended',
  'password-changed',
  'password-reset',
  'email-change-requested',
  'factor-added',
  'factor-removed',
  'second-factor-failed',
] as const;

export type AuthEventKind = (typeof AUTH_EVENT_KINDS)[number];

/** One event as the operator API lists it. */
export interface AuthEventView {
  kind: string;
  at: string;
}

/** Records `kind` for the account `userId` (undefined: no such account, e.g. a sign-in for an unknown email). */
export async function recordAuthEvent(db: Database, kind: AuthEventKind, userId: string | undefined): Promise<void> {
  log().info({ event: 'auth', kind, account: userId ?? null }, `auth: ${kind}`);
  metrics().authEvents.inc({ kind });
  if (!userId) return;
  try {
    await db.insert(authEvent).values({ userId, kind });
  } catch (error) {
    logFailure(`identity: could not record the ${kind} event of account ${userId}.`, error);
  }
}

/** The account id of `email` (stored lower-cased), if it has an account. */
export async function accountIdOf(db: Database, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: authUser.id })
    .from(authUser)
    .where(eq(authUser.email, email.trim().toLowerCase()));
  return row?.id;
}

/** The last `limit` events of the account, newest first. */
export async function lastAuthEvents(db: Database, userId: string, limit: number): Promise<AuthEventView[]> {
  const rows = await db
    .select({ kind: authEvent.kind, at: authEvent.at })
    .from(authEvent)
    .where(eq(authEvent.userId, userId))
    .orderBy(desc(authEvent.at), desc(authEvent.id))
    .limit(limit);
  return rows.map((row) => ({ kind: row.kind, at: row.at.toISOString() }));
}
