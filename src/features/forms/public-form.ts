/**
 * The part of a `form` document the browser needs to render it: no HubSpot portal or form ids (the
 * server forwards submissions), nothing the browser could use to redefine validation (the server
 * validates against its own copy of the document).
 */
import type { Form } from '../content/schemas/index.ts';

/** A form field as the islands render it (the `form` document's `fields[]`). */
export interface PublicFormField {
  name: string;
  label: string;
  type: Form['fields'][number]['type'];
  required: boolean;
  options: string[];
}

/** A form as islands receive it in their props or the drawer's JSON. */
export interface PublicForm {
  _id: string;
  title?: string | undefined;
  formDescription?: string | undefined;
  submitLabel: string;
  successMessage: string;
  /** Set in the hidden field 2 s after the form mounts (docs/requirements.md#timings-and-limits). */
  hubspotHiddenFieldValue?: string | undefined;
  fields: PublicFormField[];
}

/** The public view of a form document. */
export function publicFormOf(form: Form): PublicForm {
  return {
    _id: form._id,
    title: form.title,
    formDescription: form.formDescription,
    submitLabel: form.submitLabel,
    successMessage: form.successMessage,
    hubspotHiddenFieldValue: form.hubspotHiddenFieldValue,
    fields: form.fields.map(({ name, label, type, required, options }) => ({ name, label, type, required, options })),
  };
}
