/** Small parts the form fields share: the required star and reading a field's error message. */
import type { FieldErrors } from 'react-hook-form';

/** The red star of a required field; hidden from screen readers, which hear `required` instead. */
export function RequiredMark() {
  return <span className="field__required" aria-hidden="true"> *</span>;
}

/** The message of a field's error, if it has one (top-level fields only: the account forms are flat). */
export function fieldError(errors: FieldErrors, name: string): string | undefined {
  const message = errors[name]?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}
