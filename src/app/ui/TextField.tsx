/**
 * A labelled text input bound to the surrounding react-hook-form (FormProvider). Required fields show
 * a star; an invalid field gets aria-invalid, the error style and its message, tied to the input by
 * aria-describedby so a screen reader reads it with the field.
 */
import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { fieldError, RequiredMark } from './field-parts.tsx';

export interface TextFieldProps {
  name: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  required?: boolean;
  readOnly?: boolean;
  /** A line under the field (e.g. the password rule). */
  hint?: ReactNode;
  disabled?: boolean;
  /** The value written into the server's HTML (react-hook-form sets values only in the browser). */
  defaultValue?: string | undefined;
  /** The on-screen keyboard to offer (`numeric` for a code). */
  inputMode?: 'numeric' | 'text' | undefined;
}

export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  required = false,
  readOnly = false,
  hint,
  disabled,
  defaultValue,
  inputMode,
}: TextFieldProps) {
  const { register, formState } = useFormContext();
  const id = `field-${name}`;
  const error = fieldError(formState.errors, name);
  // An error that repeats the hint (the password rule) replaces it: the rule reads once.
  const shownHint = hint !== undefined && error !== undefined && error === hint ? undefined : hint;
  const described = [shownHint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field" data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        required={required}
        readOnly={readOnly}
        disabled={disabled}
        defaultValue={defaultValue}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...register(name)}
      />
      {shownHint && (
        <p id={`${id}-hint`} className="field__hint">
          {shownHint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
