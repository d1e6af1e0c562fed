/**
 * users/{uid} (docs/requirements.md#user-document): the profile document the client reads after sign-in. Only the whitelisted
 * fields are ever stored, whatever else a caller hands in.
 */
import { eq } from 'drizzle-orm';
import { createInsertSchema } from 'drizzle-zod';
import { jsonValueSchema } from '../../schemas/json.ts';
import type { Database } from './database.server.ts';
import { jsonColumn } from './json-column.ts';
import { users } from './schema.ts';

/**
 * The columns a write may set, from the table (drizzle-zod): every field optional; unknown keys (and
 * uid, which is the key) are dropped, not stored. The API checks the user document itself first.
 */
export const userFieldsSchema = createInsertSchema(users, { marketingInfo: jsonColumn(jsonValueSchema).nullable() })
  .omit({ uid: true, createdAt: true, updatedAt: true })
  .partial();

export type UserRow = typeof users.$inferSelect;

/** users/{uid} as the client store holds it (docs/requirements.md#client-store): the row without the server's timestamps. */
export type UserDocument = Omit<UserRow, 'createdAt' | 'updatedAt'>;

/** The document to send to the browser for a stored row. */
export function toUserDocument(row: UserRow): UserDocument {
  const { createdAt: _createdAt, updatedAt: _updatedAt, ...document } = row;
  return document;
}

/** The user document, or undefined when none was written yet (a first Google sign-in). */
export async function getUser(db: Database, uid: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.uid, uid)).limit(1);
  return row;
}

/**
 * Creates or updates users/{uid} with the whitelisted fields of `fields` (others are ignored) and
 * returns the stored document. contact_id, when given, must equal uid (docs/requirements.md#user-document), so a user cannot point
 * their document at someone else's contact.
 */
export async function upsertUser(
  db: Database,
  uid: string,
  fields: Readonly<Record<string, unknown>>,
): Promise<UserRow> {
  const allowed = userFieldsSchema.parse(fields);
  if (allowed.contact_id != null && allowed.contact_id !== uid) throw new Error('contact_id must equal the uid');
  const [row] = await db
    .insert(users)
    .values({ ...allowed, uid })
    .onConflictDoUpdate({ target: users.uid, set: { ...allowed, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error(`upsertUser wrote no row for ${uid}`);
  return row;
}
