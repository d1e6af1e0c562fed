/**
 * What a person has typed into the checkout's details step so far, kept for this tab only
 * (sessionStorage, like the saved checkout): a reload of step 1 used to wipe a half-typed address,
 * because only valid details were kept (on 'Review order'). Any text is kept, valid or not; read back
 * onto the form's starting values field by field, so only the form's own fields, as strings (and the
 * billing checkbox as a boolean), ever come back.
 */
import { STORAGE_PREFIX } from '../../lib/store/codec.ts';
import { tabStorage } from '../../lib/store/web-storage.ts';
import type { CheckoutFormValues } from './details.ts';

export const CHECKOUT_TYPED_KEY = `${STORAGE_PREFIX}checkout-typed`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `fields` with each key it has replaced by the stored string of the same key, if there is one. */
function overlay<T extends Record<string, string | undefined>>(fields: T, stored: unknown): T {
  if (!isRecord(stored)) return fields;
  const result: Record<string, string | undefined> = { ...fields };
  for (const key of Object.keys(fields)) {
    const value = stored[key];
    if (typeof value === 'string') result[key] = value;
  }
  return result as T;
}

/** The starting values with what was typed in this tab laid over them (pure). */
export function withTypedValues(defaults: CheckoutFormValues, stored: unknown): CheckoutFormValues {
  if (!isRecord(stored)) return defaults;
  const top = overlay(
    { account_name: defaults.account_name, registered_business_no: defaults.registered_business_no },
    stored,
  );
  return {
    ...defaults,
    ...top,
    billToDelivery: typeof stored['billToDelivery'] === 'boolean' ? stored['billToDelivery'] : defaults.billToDelivery,
    delivery: overlay(defaults.delivery, stored['delivery']),
    billing: overlay(defaults.billing, stored['billing']),
  };
}

/** What was typed in this tab, as stored (unchecked: pass it to `withTypedValues`). */
export function readTypedValues(storage = tabStorage()): unknown {
  const text = storage?.getItem(CHECKOUT_TYPED_KEY);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Keep what is typed now (a full or blocked storage just loses it). */
export function saveTypedValues(values: unknown, storage = tabStorage()): void {
  try {
    storage?.setItem(CHECKOUT_TYPED_KEY, JSON.stringify(values));
  } catch {
    // Nothing to do: a reload then starts from the profile or the last reviewed details.
  }
}
