/**
 * The hidden field of a CMS form (docs/requirements.md#timings-and-limits: "form hidden value set after 2000 ms"). The original
 * HubSpot embed filled its hidden field 2 s after the form appeared; the native form keeps the rule,
 * so the hidden value also tells that the form was on screen for a moment. The server never trusts
 * the browser's copy: what it forwards upstream is the form document's own value (docs/forms.md).
 */
import { FORM_HIDDEN_VALUE_DELAY_MS } from '../../lib/ui/constants.ts';
import type { PublicForm } from './public-form.ts';

/** Name of the hidden field in HubSpot submissions (tells the CRM where a submission came from). */
export const HIDDEN_FIELD_NAME = 'website_source';

/** The hidden value `elapsedMs` after the form mounted: empty before 2000 ms, the form's value after. */
export function hiddenValueAt(form: Pick<PublicForm, 'hubspotHiddenFieldValue'>, elapsedMs: number): string {
  return elapsedMs >= FORM_HIDDEN_VALUE_DELAY_MS ? (form.hubspotHiddenFieldValue ?? '') : '';
}

/** Timer functions, injectable for tests. */
export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
};

/**
 * Calls `apply` with the form's hidden value 2000 ms from now (nothing when the form has none).
 * Returns the cancel function a component calls when it unmounts.
 */
export function scheduleHiddenValue(
  form: Pick<PublicForm, 'hubspotHiddenFieldValue'>,
  apply: (value: string) => void,
  timers: Timers = browserTimers,
): () => void {
  const value = form.hubspotHiddenFieldValue;
  if (!value) return () => undefined;
  const handle = timers.setTimeout(
    () => apply(hiddenValueAt(form, FORM_HIDDEN_VALUE_DELAY_MS)),
    FORM_HIDDEN_VALUE_DELAY_MS,
  );
  return () => timers.clearTimeout(handle as never);
}

/**
 * The honeypot field of every CMS form (docs/security.md): a text input people never see or
 * reach by keyboard. A submission with it filled in came from a bot: it is answered as sent and dropped.
 */
export const HONEYPOT_FIELD_NAME = 'website';
