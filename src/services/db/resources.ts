/**
 * resources/{contact_id} (docs/requirements.md#contact-and-resources): the gated blogs a contact unlocked and their order summaries, plus
 * the blogs requested by email while signed out, handed over when that email gets an account.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from './database.server.ts';
import { pendingRequestedBlogs, resources } from './schema.ts';

export type ResourcesRow = typeof resources.$inferSelect;

/** Emails compare case-insensitively: "Ann@X.com" signs up for what "ann@x.com" requested. */
const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** The resources record, created empty if missing (docs/requirements.md#contact-and-resources). */
export async function getResources(db: Database, contact_id: string): Promise<ResourcesRow> {
  await db.insert(resources).values({ contact_id }).onConflictDoNothing({ target: resources.contact_id });
  const [row] = await db.select().from(resources).where(eq(resources.contact_id, contact_id)).limit(1);
  if (!row) throw new Error(`getResources: no record for ${contact_id} after creating it`);
  return row;
}

/**
 * Adds blog ids to requestedBlogs, keeping each id once and the first-request order. Runs in one
 * transaction with the row locked, so two gated forms submitted together both land.
 */
export async function addRequestedBlogs(
  db: Database,
  contact_id: string,
  blogIds: readonly string[],
): Promise<ResourcesRow> {
  return db.transaction(async (tx) => {
    await tx.insert(resources).values({ contact_id }).onConflictDoNothing({ target: resources.contact_id });
    const [current] = await tx.select().from(resources).where(eq(resources.contact_id, contact_id)).for('update');
    if (!current) throw new Error(`addRequestedBlogs: no record for ${contact_id}`);
    const merged = [...new Set([...current.requestedBlogs, ...blogIds])];
    if (merged.length === current.requestedBlogs.length) return current;
    const [updated] = await tx
      .update(resources)
      .set({ requestedBlogs: merged, updatedAt: new Date() })
      .where(eq(resources.contact_id, contact_id))
      .returning();
    if (!updated) throw new Error(`addRequestedBlogs: update of ${contact_id} returned nothing`);
    return updated;
  });
}

/** Records one gated blog against the contact (the gated form was submitted); ids stay unique. */
export function addRequestedBlog(db: Database, contact_id: string, blogId: string): Promise<ResourcesRow> {
  return addRequestedBlogs(db, contact_id, [blogId]);
}

/** Remembers a gated blog requested by a signed-out visitor until that email signs up. */
export async function addPendingRequestedBlog(db: Database, email: string, blogId: string): Promise<void> {
  await db
    .insert(pendingRequestedBlogs)
    .values({ email: normaliseEmail(email), blog_id: blogId })
    .onConflictDoNothing();
}

/**
 * Moves every blog requested by `email` while signed out into the contact's resources and forgets the
 * pending rows, in one transaction; returns the resulting record (created if missing).
 */
export async function claimPendingRequestedBlogs(
  db: Database,
  email: string,
  contact_id: string,
): Promise<ResourcesRow> {
  const address = normaliseEmail(email);
  return db.transaction(async (tx) => {
    const pending = await tx
      .select({ blog_id: pendingRequestedBlogs.blog_id })
      .from(pendingRequestedBlogs)
      .where(eq(pendingRequestedBlogs.email, address))
      .orderBy(asc(pendingRequestedBlogs.createdAt), asc(pendingRequestedBlogs.blog_id));
    if (pending.length > 0) await tx.delete(pendingRequestedBlogs).where(eq(pendingRequestedBlogs.email, address));
    return addRequestedBlogs(
      tx,
      contact_id,
      pending.map((row) => row.blog_id),
    );
  });
}

/** How many blogs are waiting for `email` (tests and diagnostics). */
export async function countPendingRequestedBlogs(db: Database, email: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(pendingRequestedBlogs)
    .where(eq(pendingRequestedBlogs.email, normaliseEmail(email)));
  return row?.count ?? 0;
}
