/**
 * Form submissions and enquiries: stored first, so nothing a visitor sent is lost when HubSpot is not
 * configured or does not answer; hubspot_status records what happened upstream.
 */
import { eq } from 'drizzle-orm';
import { createInsertSchema } from 'drizzle-zod';
import { z } from 'zod';
import { formFieldsSchema } from '../../schemas/form-fields.ts';
import type { Database } from './database.server.ts';
import { jsonColumn } from './json-column.ts';
import { formSubmissions, type HubspotStatus } from './schema.ts';

/**
 * A submission as the forms endpoint hands it over, after validating the form's own fields: the
 * table's columns (drizzle-zod) but the generated id, the HubSpot status and the time.
 * `kind` says what sort of form: a CMS form ('cms-form'), a gated blog form ('gated'), the agency enquiry, ...
 */
export const newSubmissionSchema = createInsertSchema(formSubmissions, {
  form_id: (column) => column.min(1),
  kind: (column) => column.min(1),
  email: z.email(),
  fields: jsonColumn(formFieldsSchema),
  blog_id: (column) => column.min(1).nullable().optional(),
  contact_id: (column) => column.min(1).nullable().optional(),
}).omit({ id: true, hubspot_status: true, createdAt: true });

export type NewSubmission = z.input<typeof newSubmissionSchema>;
export type SubmissionRow = typeof formSubmissions.$inferSelect;

/** Stores a submission (hubspot_status 'not-sent') and returns it with its generated id. */
export async function insertSubmission(db: Database, submission: NewSubmission): Promise<SubmissionRow> {
  const values = newSubmissionSchema.parse(submission);
  const [row] = await db
    .insert(formSubmissions)
    .values({ ...values, id: crypto.randomUUID() })
    .returning();
  if (!row) throw new Error('insertSubmission wrote no row');
  return row;
}

/** One submission by id, or undefined. */
export async function getSubmission(db: Database, id: string): Promise<SubmissionRow | undefined> {
  const [row] = await db.select().from(formSubmissions).where(eq(formSubmissions.id, id)).limit(1);
  return row;
}

/** Records whether forwarding to HubSpot worked. */
export async function setSubmissionHubspotStatus(
  db: Database,
  id: string,
  status: HubspotStatus,
): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .update(formSubmissions)
    .set({ hubspot_status: status })
    .where(eq(formSubmissions.id, id))
    .returning();
  return row;
}
