/**
 * One field of a CMS form: label (with a red star when required), control, and the error text the
 * control points at with aria-describedby. Controls keep the native `required` attribute for
 * assistive technology; the form itself validates (noValidate), so every message is the site's own.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { autocompleteOf } from './autocomplete.ts';
import type { PublicFormField } from './public-form.ts';

export interface FormFieldProps {
  field: PublicFormField;
  id: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}

const RequiredMark = () => (
  <span className="cms-form__required" aria-hidden="true">
    *
  </span>
);

export function FormField({ field, id, registration, error }: FormFieldProps) {
  const errorId = `${id}-error`;
  const label = (
    <label className="cms-form__label" htmlFor={id}>
      {field.label}
      {field.required && <RequiredMark />}
    </label>
  );
  const errorText = error ? (
    <p className="cms-form__error" id={errorId}>
      {error}
    </p>
  ) : null;
  const common = {
    ...registration,
    id,
    required: field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    autoComplete: autocompleteOf(field),
  };

  if (field.type === 'checkbox') {
    return (
      <div className="cms-form__field cms-form__field--checkbox">
        <input type="checkbox" {...common} />
        {label}
        {errorText}
      </div>
    );
  }
  return (
    <div className="cms-form__field">
      {label}
      {field.type === 'textarea' ? (
        <textarea className="cms-form__control" rows={5} {...common} />
      ) : field.type === 'select' ? (
        <select className="cms-form__control" {...common}>
          <option value="">Please choose…</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input className="cms-form__control" type={field.type} {...common} />
      )}
      {errorText}
    </div>
  );
}
