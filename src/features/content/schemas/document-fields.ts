/** Fields and value rules several document types share. */
import { z } from 'zod';
import { blockArraySchema } from './blocks.ts';

/** The fields every document has: its id and Sanity's optional timestamps. */
export const documentFields = {
  /** Unique id; `drafts.<id>` for a draft. */
  _id: z.string().min(1),
  /** ISO timestamp of creation; orders "latest products". */
  _createdAt: z.string().optional(),
  /** ISO timestamp of the last edit. */
  _updatedAt: z.string().optional(),
};

/** A block array that may be missing (read as empty). */
export const optionalBlocks = blockArraySchema.optional().default([]);

/** A decimal amount as the catalogue writes it ("1234.50"). */
export const amountSchema = z.string().regex(/^\d+(\.\d{1,2})?$/, 'a decimal amount such as "1234.50"');

/** A calendar date, `YYYY-MM-DD`. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD');

/** A variant attribute such as `term: 1-year`. */
export const attributeValueSchema = z.object({ id: z.string(), value: z.string() });
