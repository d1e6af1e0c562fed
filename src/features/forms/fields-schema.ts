/**
 * Validation of a CMS form's fields, built from the `form` document's `fields[]` (docs/requirements.md#other-documents). The
 * island validates with it through react-hook-form and the server validates the same document's
 * fields with it again, so both refuse the same input with the same words.
 */
import * as z from 'zod/mini';
import { tooLongMessage } from '../../schemas/text.ts';
import { FORM_MESSAGES as M } from './messages.ts';
import type { PublicFormField } from './public-form.ts';
import { textProblem } from '../../schemas/safe-text.ts';

/** What a form holds: text per field name, booleans for checkboxes. */
export type FormValues = Record<string, string | boolean>;

/** A schema of this module (zod/mini: the island ships a few kB of zod instead of all of it). */
export type FieldSchema<T> = z.ZodMiniType<T>;

/** Longest single-line value (what a CRM text property comfortably takes). */
export const TEXT_MAX_LENGTH = 200;
/** Longest textarea value. */
export const TEXTAREA_MAX_LENGTH = 5000;

/**
 * Fields the site fills in itself and any form accepts, though no form document lists them:
 * `product` carries the product title into the agency enquiry (enquireDrawer).
 */
export const PRESET_FIELD_NAMES = ['product'] as const;
export type PresetFieldName = (typeof PRESET_FIELD_NAMES)[number];

/** Digits, spaces and + ( ) . - only, with at least six digits. */
const PHONE = /^\+?[\d\s().-]+$/;
const isPhone = (value: string) => PHONE.test(value) && (value.match(/\d/g) ?? []).length >= 6;

/** Trimmed text of at most `max` characters, without control characters (line breaks only in a textarea). */
const text = (max: number, multiline = false) =>
  z.string({ error: M.required }).check(
    z.trim(),
    z.maxLength(max, { error: tooLongMessage(max) }),
    z.refine((value: string) => textProblem(value, { multiline }) === undefined, { error: M.plainText }),
  );
const requiredText = (max: number, multiline = false) =>
  text(max, multiline).check(z.minLength(1, { error: M.required }));
/** Absent reads as empty. */
const optionalText = (max: number, multiline = false) => z._default(text(max, multiline), '');

/** Checkbox values: booleans from the island, 'true'/'false'/'on' from anything that posts text. */
const checkboxValue = () =>
  z.union([
    z.boolean(),
    z.pipe(
      z.enum(['true', 'false', 'on']),
      z.transform((value: 'true' | 'false' | 'on') => value !== 'false'),
    ),
  ]);

/** A value `rule` accepts, required or (empty allowed) optional. */
function textField(
  required: boolean,
  max: number,
  rule?: z.ZodMiniType<string, string>,
  multiline = false,
): FieldSchema<string> {
  if (!rule) return required ? requiredText(max, multiline) : optionalText(max, multiline);
  return required
    ? z.pipe(requiredText(max, multiline), rule)
    : z.pipe(optionalText(max, multiline), z.union([z.literal(''), rule]));
}

/** The rule for one field of a form. */
export function fieldSchema(field: PublicFormField): FieldSchema<string | boolean> {
  const max = field.type === 'textarea' ? TEXTAREA_MAX_LENGTH : TEXT_MAX_LENGTH;
  switch (field.type) {
    case 'checkbox':
      return field.required
        ? checkboxValue().check(z.refine((ticked: boolean) => ticked, { error: M.tickToContinue }))
        : z._default(checkboxValue(), false);
    case 'email':
      return textField(field.required, max, z.email({ error: M.invalidEmail }));
    case 'tel':
      return textField(field.required, max, z.string().check(z.refine(isPhone, { error: M.invalidPhone })));
    case 'select':
      return textField(
        field.required,
        max,
        field.options.length === 0
          ? undefined
          : z.string().check(z.refine((value: string) => field.options.includes(value), { error: M.chooseOption })),
      );
    case 'text':
      return textField(field.required, max);
    case 'textarea':
      return textField(field.required, max, undefined, true);
  }
}

/**
 * The schema of a whole form's values: one entry per field, plus the preset fields the form does not
 * define itself. Unknown names are dropped, so a browser cannot add fields the document lacks.
 */
export function formValuesSchema(fields: readonly PublicFormField[]): z.ZodMiniType<FormValues, FormValues> {
  const shape: Record<string, FieldSchema<string | boolean | undefined>> = {};
  for (const name of PRESET_FIELD_NAMES) shape[name] = z.optional(text(TEXT_MAX_LENGTH));
  for (const field of fields) shape[field.name] = fieldSchema(field);
  // Typed as the values react-hook-form holds; each field's own rule narrows what it accepts.
  return z.object(shape) as unknown as z.ZodMiniType<FormValues, FormValues>;
}

/** Empty values for every field (unticked checkboxes, empty text): react-hook-form's defaultValues. */
export function emptyValues(fields: readonly PublicFormField[]): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, field.type === 'checkbox' ? false : '']));
}

/** The value of the form's first email field, if it has one (a submission is filed under it). */
export function emailOf(fields: readonly PublicFormField[], values: FormValues): string | undefined {
  const field = fields.find((candidate) => candidate.type === 'email');
  const value = field ? values[field.name] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
}
