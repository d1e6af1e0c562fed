/**
 * What every /app form does the same way: validate with the zod schemas of features/account/schemas.ts
 * through react-hook-form, and on a submit with invalid fields show the required-fields toast (docs/requirements.md#validation) (showToast already
 * shows one message at most once per 3 s).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { SubmitEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import { ACCOUNT_MESSAGES } from '../features/account/messages.ts';
import { showToast } from '../lib/toast/toast.ts';

/** docs/requirements.md#validation: invalid fields get the error style (the fields) and this toast. */
export const toastInvalidFields = (): void => {
  showToast(ACCOUNT_MESSAGES.completeRequiredFields, { kind: 'error' });
};

/** A react-hook-form over a zod schema: typed input, parsed (trimmed) output. */
export function useSchemaForm<S extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), defaultValues });
}

/** The form's onSubmit: validate, then run `onValid` with the parsed values, or toast the invalid state. */
export function submitWith<I extends FieldValues, O extends FieldValues>(
  form: UseFormReturn<I, unknown, O>,
  onValid: SubmitHandler<O>,
): (event: SubmitEvent<HTMLFormElement>) => void {
  return (event) => {
    void form.handleSubmit(onValid, toastInvalidFields)(event);
  };
}
