/** Small parts the form fields share: the required star and reading a field's error message. */
import { get, type FieldErrors } from 'react-hook-form';

/** The red star of a required field; hidden from screen readers, which hear `required` instead. */
export function RequiredMark() {
  return (
    <span className="field__required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

/** The message of a field's error, if it has one; `name` may be a path (`delivery.city`). */
export function fieldError(errors: FieldErrors, name: string): string | undefined {
  const error: unknown = get(errors, name);
  const message = typeof error === 'object' && error !== null && 'message' in error ? error.message : undefined;
  return typeof message === 'string' && message !== '' ? message : undefined;
}
