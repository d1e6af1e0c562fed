/**
 * Every text a visitor reads from a CMS form, in one place. The required texts
 * (docs/requirements.md#validation-messages) come from the account messages (one module for them); the rest
 * fill gaps the requirements leave open and are listed in docs/forms.md.
 */
import { ACCOUNT_MESSAGES } from '../account/messages.ts';

export const FORM_MESSAGES = {
  /** Required: a malformed email address. */
  invalidEmail: ACCOUNT_MESSAGES.invalidEmail,
  /** Required: toast when a submit finds invalid fields (the toast debounces it to once per 3 s). */
  completeRequiredFields: ACCOUNT_MESSAGES.completeRequiredFields,
  /** A required field left empty or blank. */
  required: ACCOUNT_MESSAGES.required,
  /** A required checkbox (the privacy consent) left unticked. */
  tickToContinue: 'Please tick this box to continue',
  /** A select whose value is not one of its options. */
  chooseOption: 'Please choose one of the options',
  /** Text with control characters or invalid Unicode (a textarea may hold line breaks; other fields one line). */
  plainText: 'Please remove line breaks and special characters',
  /** A phone number with letters or too few digits. */
  invalidPhone: 'Please enter a valid phone number',
  /** The request never reached the server (offline, DNS, aborted): what was typed stays in the form. */
  network: 'We could not send the form. Please check your connection and try again.',
  /** The server answered something we cannot read, or a 5xx. */
  unavailable: 'The form could not be sent just now. Please try again in a moment.',
  /** Submit button text while the request is under way. */
  sending: 'Sending…',
  /** Shown above every form: what the star means. */
  requiredHint: 'Fields marked * are required.',
} as const;
