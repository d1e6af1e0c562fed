/**
 * A checkbox with its label, either bound to the surrounding react-hook-form by `name`, or controlled
 * (`checked` + `onChange`, e.g. "Stay logged in" bound to a store). Required ones show the red star
 * (docs/requirements.md#validation) and, when invalid, aria-invalid and their message.
 */
import type { ChangeEvent, InputHTMLAttributes, ReactNode, RefAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { fieldError, RequiredMark } from './field-parts.tsx';

interface BoxProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string | undefined;
  /** What the input is bound to: react-hook-form's `register()`, or `checked` and `onChange`. */
  input: InputHTMLAttributes<HTMLInputElement> & RefAttributes<HTMLInputElement>;
}

/** The markup both kinds share. */
function Box({ id, label, required = false, error, input }: BoxProps) {
  return (
    <div className="field field--checkbox" data-invalid={error ? 'true' : undefined}>
      <input
        id={id}
        type="checkbox"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <label htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A checkbox field of the surrounding form. */
export function CheckboxField({ name, label, required }: { name: string; label: ReactNode; required?: boolean }) {
  const { register, formState } = useFormContext();
  return (
    <Box
      id={`field-${name}`}
      label={label}
      required={required ?? false}
      error={fieldError(formState.errors, name)}
      input={register(name)}
    />
  );
}

/** A checkbox outside any form state (its value lives elsewhere). */
export function ControlledCheckbox({
  id,
  name,
  label,
  checked,
  onChange,
}: {
  id: string;
  name?: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const input = {
    name,
    checked,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      onChange(event.target.checked);
    },
  };
  return <Box id={id} label={label} input={input} />;
}
