/**
 * The body of POST /api/forms and its answer (docs/forms.md). The endpoint parses the body with this
 * schema; islands import its types only (classic zod stays out of the browser). The field values
 * are checked later, against the form document.
 */
import { z } from 'zod';
import { textProblem } from '../../schemas/safe-text.ts';

/** Most fields a body may carry (the largest demo form has 10). */
export const MAX_FIELDS = 60;
/** Longest single value in a body; the form's own rules are stricter. */
const VALUE_MAX_LENGTH = 10_000;

/** Text without control characters or invalid Unicode; line breaks only where `multiline`. */
const plain = (max: number, multiline = false) =>
  z
    .string()
    .max(max)
    .refine((text) => textProblem(text, { multiline }) === undefined, {
      error: (issue) => `${textProblem(String(issue.input), { multiline }) ?? 'is not valid text'}`,
    });

/** POST /api/forms body. */
export const formSubmissionSchema = z.object({
  /** The `form` document's `_id`. */
  formId: plain(200).trim().min(1),
  /** Values by field name: text, or booleans for checkboxes. */
  fields: z
    .record(plain(100), z.union([plain(VALUE_MAX_LENGTH, true), z.boolean()]))
    .refine((fields) => Object.keys(fields).length <= MAX_FIELDS, { error: `at most ${MAX_FIELDS} fields` }),
  /** The gated blog the form unlocks (its `_id`). */
  blogId: plain(200).trim().min(1).optional(),
  /** The page the form was sent from (HubSpot's context.pageUri): an absolute http(s) URL. */
  pageUri: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .optional(),
  /** The hidden value the form set 2 s after it mounted (docs/requirements.md#timings-and-limits); informative only. */
  hiddenValue: plain(200).optional(),
  /** The honeypot (hidden-value.ts HONEYPOT_FIELD_NAME): filled in only by bots; such a submission is dropped. */
  website: z.string().max(2000).optional(),
});

export type FormSubmission = z.infer<typeof formSubmissionSchema>;

/** The 201 answer's data: the stored submission's id and, for a gated blog, the blogs now unlocked. */
export const formSubmittedSchema = z.object({ id: z.string(), requestedBlogs: z.array(z.string()).optional() });
export type FormSubmitted = z.infer<typeof formSubmittedSchema>;
