/**
 * The outbox table's repository: write messages (inside the caller's transaction), claim due ones with a
 * lease, and settle each claim (delivered, retry later, dead). Written once for PGlite and PostgreSQL:
 * the claim is one UPDATE over a `SELECT … FOR UPDATE SKIP LOCKED`, so two workers on one PostgreSQL
 * never claim the same row, and on PGlite (one connection) it is simply a statement of its own.
 * Times come from the caller's clock, so tests can move time without waiting.
 */
import { and, asc, count, desc, eq, inArray, isNull, lte, min, or, sql } from 'drizzle-orm';
import type { Database } from './database.server.ts';
import { outboxMessages, type OutboxChannel, type OutboxStatus } from './schema.ts';

/** A message to write: its key (unique; a second write of the same key is ignored), what it is about, what to deliver. */
export interface NewOutboxMessage {
  key: string;
  channel: OutboxChannel;
  subject: string;
  payload: unknown;
}

export type OutboxRow = typeof outboxMessages.$inferSelect;

/**
 * Writes messages, due at once. Use the transaction that writes what they are about, so both are kept
 * or neither. A message whose key is already there is skipped. Answers how many were new.
 */
export async function enqueueOutbox(db: Database, messages: readonly NewOutboxMessage[], now: Date): Promise<number> {
  if (messages.length === 0) return 0;
  const rows = await db
    .insert(outboxMessages)
    .values(
      messages.map((message) => ({
        id: crypto.randomUUID(),
        idempotency_key: message.key,
        channel: message.channel,
        subject: message.subject,
        payload: message.payload,
        next_attempt_at: now,
        createdAt: now,
      })),
    )
    .onConflictDoNothing({ target: outboxMessages.idempotency_key })
    .returning({ id: outboxMessages.id });
  return rows.length;
}

/** What a claim needs: the time, how long the lease lasts, the claimer's token, how many rows at most. */
export interface ClaimOptions {
  now: Date;
  leaseMs: number;
  token: string;
  limit: number;
}

/** Pending, due, and not leased to anyone (or the lease ran out: its worker died). */
const claimable = (now: Date) =>
  and(
    eq(outboxMessages.status, 'pending'),
    lte(outboxMessages.next_attempt_at, now),
    or(isNull(outboxMessages.locked_until), lte(outboxMessages.locked_until, now)),
  );

/**
 * Claims up to `limit` due messages for `token` until now + leaseMs, counting the attempt. The due rows
 * are picked once, in a CTE (`FOR UPDATE SKIP LOCKED`): rows another transaction is claiming are
 * skipped, not waited for, and a row claimed a moment ago fails the re-check on its newest version. (As
 * `id IN (subquery)` PostgreSQL may run the subquery once per row and so claim far more than `limit`.)
 */
export function claimDueOutbox(db: Database, options: ClaimOptions): Promise<OutboxRow[]> {
  const due = db
    .$with('due')
    .as(
      db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(claimable(options.now))
        .orderBy(asc(outboxMessages.next_attempt_at))
        .limit(options.limit)
        .for('update', { skipLocked: true }),
    );
  return db
    .with(due)
    .update(outboxMessages)
    .set({
      locked_until: new Date(options.now.getTime() + options.leaseMs),
      locked_by: options.token,
      attempts: sql`${outboxMessages.attempts} + 1`,
    })
    .from(due)
    .where(eq(outboxMessages.id, due.id))
    .returning();
}

/**
 * Marks a message delivered. Whoever delivered it may say so, even a worker whose lease ran out: the
 * delivery happened, and marking it stops further attempts.
 */
export async function markOutboxDelivered(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status: 'delivered', delivered_at: now, locked_until: null, last_error: null })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'pending')));
}

/** After a failed attempt: due again at `retryAt`. Only the current claimer may reschedule (a stale worker must not). */
export async function retryOutboxLater(
  db: Database,
  id: string,
  token: string,
  retryAt: Date,
  error: string,
): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ next_attempt_at: retryAt, locked_until: null, last_error: error })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.locked_by, token), eq(outboxMessages.status, 'pending')));
}

/** Gives up on a message (kept, with the last error, for a person to look at). Only the current claimer may. */
export async function markOutboxDead(db: Database, id: string, token: string, error: string): Promise<boolean> {
  const rows = await db
    .update(outboxMessages)
    .set({ status: 'dead', locked_until: null, last_error: error })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.locked_by, token), eq(outboxMessages.status, 'pending')))
    .returning({ id: outboxMessages.id });
  return rows.length > 0;
}

/** When the next pending message becomes claimable (its retry time, or the end of its lease); undefined when none waits. */
export async function nextOutboxDue(db: Database): Promise<Date | undefined> {
  const [row] = await db
    .select({
      at: min(
        sql<Date>`greatest(${outboxMessages.next_attempt_at}, coalesce(${outboxMessages.locked_until}, ${outboxMessages.next_attempt_at}))`,
      ),
    })
    .from(outboxMessages)
    .where(eq(outboxMessages.status, 'pending'));
  // node-postgres hands a timestamptz expression back as a Date, PGlite may give its text form.
  const at: unknown = row?.at;
  if (at instanceof Date) return at;
  return typeof at === 'string' ? new Date(at) : undefined;
}

/** The messages about one order, contact or submission, oldest first (tests, support). */
export function outboxMessagesAbout(db: Database, subject: string): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.subject, subject))
    .orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.idempotency_key));
}

/** The messages with these keys (tests, support). */
export function outboxMessagesByKey(db: Database, keys: readonly string[]): Promise<OutboxRow[]> {
  return keys.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(outboxMessages)
        .where(inArray(outboxMessages.idempotency_key, [...keys]));
}

/** Hands back the leases of claims that did not settle (a worker stopping): those messages are due again at once. */
export async function releaseOutboxLeases(db: Database, tokens: readonly string[]): Promise<void> {
  if (tokens.length === 0) return;
  await db
    .update(outboxMessages)
    .set({ locked_until: null, locked_by: null })
    .where(and(inArray(outboxMessages.locked_by, [...tokens]), eq(outboxMessages.status, 'pending')));
}

/** The messages in `status` (operators: GET /api/admin/outbox), newest first, at most `limit`. */
export function outboxMessagesIn(db: Database, status: OutboxStatus, limit = 500): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.status, status))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(limit);
}

/** One message by id. */
export async function outboxMessageById(db: Database, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return row;
}

/**
 * A given-up message made due again, now, with its idempotency key unchanged (so an upstream that did
 * receive an earlier attempt recognises the repeat). Only a dead message is retried; answers it, or
 * undefined when no dead message has this id.
 */
export async function retryDeadOutbox(db: Database, id: string, now: Date): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(outboxMessages)
    .set({ status: 'pending', next_attempt_at: now, locked_until: null, locked_by: null })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'dead')))
    .returning();
  return row;
}

/** How many messages are in each state, and when the oldest pending one was written (metrics). */
export async function outboxCounts(
  db: Database,
): Promise<{ byState: Record<string, number>; oldestPending: Date | undefined }> {
  const rows = await db
    .select({ status: outboxMessages.status, messages: count(), oldest: min(outboxMessages.createdAt) })
    .from(outboxMessages)
    .groupBy(outboxMessages.status);
  const byState: Record<string, number> = {};
  let oldestPending: Date | undefined;
  for (const row of rows) {
    byState[row.status] = Number(row.messages);
    // node-postgres hands the aggregate back as a Date, PGlite may give its text form.
    const oldest: unknown = row.oldest;
    if (row.status === 'pending')
      oldestPending = oldest instanceof Date ? oldest : typeof oldest === 'string' ? new Date(oldest) : undefined;
  }
  return { byState, oldestPending };
}
