/** The values of a form submission as stored (docs/requirements.md#client-store Form): by field name, text, checkbox or number. */
import * as z from 'zod/mini';

/** Submitted form fields by name. */
export const formFieldsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
export type FormFields = z.infer<typeof formFieldsSchema>;
