/**
 * A CMS `form` document rendered natively (docs/requirements.md#forms): react-hook-form with the schema built
 * from the document's fields, the hidden value set 2 s after mount (docs/requirements.md#timings-and-limits), and POST /api/forms.
 * Invalid fields get aria-invalid, their error text and the toast 'Please complete all required
 * fields'; a failed send keeps every typed value and says what happened; success shows the form's
 * successMessage in place of the form. Styles: forms.css, imported by the Astro component that
 * places the form (CSS imported from a lazily loaded island would not reach the page).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { browserFetch } from '../../lib/http/fetch-json.ts';
import { showToast } from '../../lib/toast/toast.ts';
import { sendForm } from './client.ts';
import { emptyValues, formValuesSchema, type FormValues, type PresetFieldName } from './fields-schema.ts';
import { FormField } from './FormField.tsx';
import { HIDDEN_FIELD_NAME, HONEYPOT_FIELD_NAME, scheduleHiddenValue } from './hidden-value.ts';
import { FORM_MESSAGES as M } from './messages.ts';
import type { PublicForm } from './public-form.ts';
import type { FormSubmitted } from './submission.ts';
import { withIslandBoundary } from '../../lib/ui/IslandBoundary.tsx';

export interface CmsFormProps {
  form: PublicForm;
  /** The gated blog this form unlocks. */
  blogId?: string | undefined;
  /** Values the site fills in (the enquiry drawer's product title). */
  preset?: Partial<Record<PresetFieldName, string>> | undefined;
  /** Called once the server stored the submission (201). */
  onSent?: ((data: FormSubmitted) => void) | undefined;
}

type Status = { kind: 'editing'; error?: string | undefined } | { kind: 'sending' } | { kind: 'sent' };

export function CmsForm({ form, blogId, preset, onSent }: CmsFormProps) {
  const idPrefix = useId();
  const schema = useMemo(() => formValuesSchema(form.fields), [form.fields]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyValues(form.fields),
    mode: 'onTouched',
  });
  const [hiddenValue, setHiddenValue] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  // The server-rendered form cannot send anything: its button stays disabled until React has taken
  // over, so an early click or Enter never submits natively (a GET with the fields in the URL).
  const [hydrated, setHydrated] = useState(false);
  const success = useRef<HTMLParagraphElement>(null);
  const trap = useRef<HTMLInputElement>(null);

  useEffect(() => setHydrated(true), []);
  useEffect(() => scheduleHiddenValue(form, setHiddenValue), [form]);
  useEffect(() => {
    if (status.kind === 'sent') success.current?.focus();
  }, [status.kind]);

  const send = async (values: FormValues) => {
    if (status.kind === 'sending') return;
    setStatus({ kind: 'sending' });
    const outcome = await sendForm(browserFetch, {
      formId: form._id,
      fields: { ...values, ...preset },
      ...(blogId ? { blogId } : {}),
      pageUri: window.location.href,
      ...(hiddenValue ? { hiddenValue } : {}),
      ...(trap.current?.value ? { [HONEYPOT_FIELD_NAME]: trap.current.value } : {}),
    });
    if (outcome.kind === 'sent') {
      setStatus({ kind: 'sent' });
      onSent?.(outcome.data);
    } else {
      setStatus({ kind: 'editing', error: outcome.message });
    }
  };
  const refuse = () => showToast(M.completeRequiredFields, { kind: 'error' });

  if (status.kind === 'sent') {
    return (
      <p className="cms-form__success" role="status" tabIndex={-1} ref={success}>
        {form.successMessage}
      </p>
    );
  }
  const sending = status.kind === 'sending';
  return (
    <form
      className="cms-form"
      noValidate
      onSubmit={(event) => void handleSubmit(send, refuse)(event)}
      aria-busy={sending}
    >
      <p className="cms-form__hint">{M.requiredHint}</p>
      {preset?.product && (
        <p className="cms-form__context">
          Product: <strong>{preset.product}</strong>
        </p>
      )}
      {form.fields.map((field) => (
        <FormField
          key={field.name}
          field={field}
          id={`${idPrefix}-${field.name}`}
          registration={register(field.name)}
          error={errors[field.name]?.message}
        />
      ))}
      <input type="hidden" name={HIDDEN_FIELD_NAME} value={hiddenValue} data-hidden-value />
      {/* A honeypot (docs/security.md): off screen and out of the tab order, so only a bot fills it in. */}
      <div className="cms-form__trap" aria-hidden="true">
        <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD_NAME}`}>Leave this field empty</label>
        <input
          id={`${idPrefix}-${HONEYPOT_FIELD_NAME}`}
          type="text"
          name={HONEYPOT_FIELD_NAME}
          ref={trap}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {status.kind === 'editing' && status.error && (
        <p className="cms-form__alert" role="alert">
          {status.error}
        </p>
      )}
      <div className="cms-form__actions">
        {/* Disabled until hydrated, aria-disabled (still focusable) while sending: never both, and no
            aria-disabled="false" beside `disabled` (a disabled button says so once). */}
        <button
          type="submit"
          className="button button--primary"
          disabled={!hydrated}
          aria-disabled={sending || undefined}
        >
          {sending ? M.sending : form.submitLabel}
        </button>
      </div>
    </form>
  );
}

/** The island, with the 'Something went wrong' fallback (docs/requirements.md#messages). */
export default withIslandBoundary(CmsForm, 'form');
