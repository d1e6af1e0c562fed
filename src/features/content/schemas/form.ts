/** `form`: a CMS form rendered natively and, when configured, forwarded to HubSpot. */
import { z } from 'zod';
import { documentFields } from './document-fields.ts';

export const formFieldTypes = ['text', 'email', 'tel', 'textarea', 'select', 'checkbox'] as const;

export const formSchema = z.object({
  ...documentFields,
  _type: z.literal('form'),
  /** Heading above the form (project addition). */
  title: z.string().optional(),
  /** HubSpot portal of the upstream form. */
  portalId: z.string().optional(),
  /** HubSpot form id. */
  formId: z.string().optional(),
  /** Region the form serves. */
  region: z.enum(['AU', 'NZ', 'global']).optional(),
  /** Sent in the hidden field that tells the CRM where a submission came from. */
  hubspotHiddenFieldValue: z.string().optional(),
  /** Text above the fields. */
  formDescription: z.string().optional(),
  /** The submit button's label. */
  submitLabel: z.string().default('Submit'),
  /** Shown in place of the form once sent. */
  successMessage: z.string().default('Thank you, we will be in touch.'),
  /** The fields; `name` is an identifier, a required checkbox is the privacy consent. */
  fields: z
    .array(
      z.object({
        _key: z.string().optional(),
        name: z.string().regex(/^[a-zA-Z_][a-zA-Z0-9_]*$/),
        label: z.string(),
        type: z.enum(formFieldTypes),
        required: z.boolean().default(false),
        options: z.array(z.string()).default([]),
      }),
    )
    .min(1),
});

export type Form = z.infer<typeof formSchema>;
