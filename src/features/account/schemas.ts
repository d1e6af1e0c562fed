/**
 * Form field sets of docs/requirements.md#form-field-sets as zod 4 schemas, with the validation rules of docs/requirements.md#validation. The islands use
 * them through @hookform/resolvers and the /api endpoints can parse the same bodies, so the browser and
 * the server refuse the same input with the same words. Texts come from messages.ts.
 */
import * as z from 'zod/mini';
import { addressSchemaWith, shortAddressSchemaWith } from '../../schemas/address.ts';
import {
  requiredEmail,
  requiredText as requiredTextWith,
  TEXT_MAX_LENGTH,
  tooLongMessage,
  type FieldMessages,
} from '../../schemas/text.ts';
import { ACCOUNT_MESSAGES as M } from './messages.ts';
import { withNewPassword } from './new-password.ts';

export { TEXT_MAX_LENGTH };

/** A form's words: they stand beside the field, so they need not name it. */
export const FORM_MESSAGES: FieldMessages = {
  required: () => M.required,
  tooLong: (_label, max) => (max === TEXT_MAX_LENGTH ? M.tooLong : tooLongMessage(max)),
  invalidEmail: () => M.invalidEmail,
};

/** A required text field: trimmed, so blank input is refused as empty. */
const requiredText = () => requiredTextWith(FORM_MESSAGES, '');

/** A required email: trimmed, then checked (an empty one says "required", a malformed one the text of docs/requirements.md#validation). */
const email = () => requiredEmail(FORM_MESSAGES, '');

/** Profile (docs/requirements.md#form-field-sets): who the user is; every field required. */
export const profileSchema = z.object({
  /** Given name; also what makes a verified user "logged in" (docs/requirements.md#logged-in-state). */
  first_name: requiredText(),
  last_name: requiredText(),
  /** Sign-in and contact address. */
  email: email(),
  phone: requiredText(),
  city: requiredText(),
  country: requiredText(),
  job_title: requiredText(),
  companyName: requiredText(),
});

/**
 * Completing registration while signed in (Google users, docs/requirements.md#registration): the profile, the required
 * privacy-policy checkbox (docs/requirements.md#validation "checkboxes may be required") and the optional newsletter choice.
 */
export const registrationDetailsSchema = z.extend(profileSchema, {
  /** Must be ticked. */
  agreePrivacyPolicy: z.literal(true, { error: M.agreePrivacyPolicy }),
  /** Opt-in to the newsletter; unticked by default. */
  subscribeNewsletter: z.optional(z.boolean()),
});

/**
 * Email registration (docs/requirements.md#form-field-sets): the registration details plus password and confirmPassword
 * (new-password.ts: the rule, and a confirmation that must repeat it).
 */
export const registrationSchema = withNewPassword(registrationDetailsSchema.shape);

/** Email sign-in: any non-empty password (older passwords may predate the strength rule). */
export const loginSchema = z.object({
  email: email(),
  password: z.string().check(z.minLength(1, { error: M.required })),
});

/** Short address (docs/requirements.md#form-field-sets), worded for a form. */
export const shortAddressFormSchema = shortAddressSchemaWith(FORM_MESSAGES);

/** Address (docs/requirements.md#form-field-sets), worded for a form. */
export const addressFormSchema = addressSchemaWith(FORM_MESSAGES);

/** Parsed profile values. */
export type ProfileValues = z.infer<typeof profileSchema>;
/** Parsed values of the registration form of a signed-in user. */
export type RegistrationDetailsValues = z.infer<typeof registrationDetailsSchema>;
/** Parsed values of the email registration form. */
export type RegistrationValues = z.infer<typeof registrationSchema>;
