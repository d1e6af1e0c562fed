/**
 * The body of POST /api/forms and its answer (docs/forms.md). The endpoint parses the body with this
 * schema; islands import its types only (classic zod stays out of the browser). The field values
 * are checked later, against the form document.
 */
import { z } from 'zod';

/** Most fields a body may carry (the largest demo form has 10). */
export const MAX_FIELDS = 60;
/** Longest single value in a body; the form's own rules are stricter. */
const VALUE_MAX_LENGTH = 10_000;

/** POST /api/forms body. */
export const formSubmissionSchema = z.object({
  /** The `form` document's `_id`. */
  formId: z.string().trim().min(1).max(200),
  /** Values by field name: text, or booleans for checkboxes. */
  fields: z.record(z.string().max(100), z.union([z.string().max(VALUE_MAX_LENGTH), z.boolean()]))
    .refine((fields) => Object.keys(fields).length <= MAX_FIELDS, { error: `at most ${MAX_FIELDS} fields` }),
  /** The gated blog the form unlocks (its `_id`). */
  blogId: z.string().trim().min(1).max(200).optional(),
  /** The page the form was sent from (HubSpot's context.pageUri): an absolute http(s) URL. */
  pageUri: z.url({ protocol: /^https?$/ }).max(2000).optional(),
  /** The hidden value the form set 2 s after it mounted (SPEC §9); informative only. */
  hiddenValue: z.string().max(200).optional(),
});

export type FormSubmission = z.infer<typeof formSubmissionSchema>;

/** The 201 answer's data: the stored submission's id and, for a gated blog, the blogs now unlocked. */
export interface FormSubmitted {
  id: string;
  requestedBlogs?: string[] | undefined;
}
