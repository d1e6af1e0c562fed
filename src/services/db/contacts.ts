/**
 * Contacts (docs/requirements.md#contact-and-resources POST /api/contacts): the CRM record behind a user, keyed by contact_id (= uid).
 * A contact counts as registered when is_verified and marketingInfo are both set (docs/requirements.md#who-may-do-what).
 */
import { eq } from 'drizzle-orm';
import { createInsertSchema } from 'drizzle-zod';
import { z } from 'zod';
import { jsonValueSchema } from '../../schemas/json.ts';
import type { Database } from './database.server.ts';
import { jsonColumn } from './json-column.ts';
import { contacts } from './schema.ts';

/** A new contact, from the table (drizzle-zod): its id is the user's uid; unknown keys are dropped. */
export const newContactSchema = createInsertSchema(contacts, {
  contact_id: (column) => column.min(1),
  email: z.email(),
  marketingInfo: jsonColumn(jsonValueSchema).nullable().optional(),
}).omit({ createdAt: true, updatedAt: true });

/** Fields a contact may be updated with. */
export const contactFieldsSchema = newContactSchema.omit({ contact_id: true });

export type ContactFields = z.infer<typeof contactFieldsSchema>;
export type NewContact = z.input<typeof newContactSchema>;
export type ContactRow = typeof contacts.$inferSelect;

/** The contact, or undefined (the client then sends the user to registration). */
export async function getContact(db: Database, contact_id: string): Promise<ContactRow | undefined> {
  const [row] = await db.select().from(contacts).where(eq(contacts.contact_id, contact_id)).limit(1);
  return row;
}

/**
 * Creates the contact; when one with that id exists already it is returned unchanged with
 * `created: false`, so a repeated POST (double click, retry) neither fails nor overwrites.
 */
export async function createContact(
  db: Database,
  fields: NewContact,
): Promise<{ contact: ContactRow; created: boolean }> {
  const values = newContactSchema.parse(fields);
  const [inserted] = await db
    .insert(contacts)
    .values(values)
    .onConflictDoNothing({ target: contacts.contact_id })
    .returning();
  if (inserted) return { contact: inserted, created: true };
  const existing = await getContact(db, values.contact_id);
  if (!existing) throw new Error(`createContact: ${values.contact_id} neither inserted nor found`);
  return { contact: existing, created: false };
}

/** Updates the given fields of a contact; undefined when there is no such contact. */
export async function updateContact(
  db: Database,
  contact_id: string,
  fields: Partial<ContactFields>,
): Promise<ContactRow | undefined> {
  const values = contactFieldsSchema.partial().parse(fields);
  const [row] = await db
    .update(contacts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(contacts.contact_id, contact_id))
    .returning();
  return row;
}
