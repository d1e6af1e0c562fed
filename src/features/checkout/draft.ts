/**
 * The checkout in progress, kept for this tab only (sessionStorage: addresses are personal and a
 * shared computer should not keep them): the details step's values and the Idempotency-Key of this
 * checkout attempt, so that sending the order again after a lost answer finds the order already made.
 * Read back through the details schema, so a stale or edited value is dropped, never trusted.
 */
import * as z from 'zod/mini';
import { STORAGE_PREFIX } from '../../lib/store/codec.ts';
import { tabStorage } from '../../lib/store/web-storage.ts';
import { checkoutDetailsSchema, type CheckoutDetails } from './details.ts';
import { CHECKOUT_TYPED_KEY } from './typed-draft.ts';

export const CHECKOUT_DRAFT_KEY = `${STORAGE_PREFIX}checkout`;

const draftSchema = z.object({
  details: checkoutDetailsSchema,
  idempotencyKey: z.string().check(z.minLength(1), z.maxLength(200)),
});

export type CheckoutDraft = z.infer<typeof draftSchema>;

/** The draft of this tab, if a valid one is stored. */
export function readCheckoutDraft(storage = tabStorage()): CheckoutDraft | undefined {
  const text = storage?.getItem(CHECKOUT_DRAFT_KEY);
  if (!text) return undefined;
  try {
    const parsed = draftSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keep the details. A new attempt key is made when the details change (an order made with the old
 * ones is another order); unchanged details keep the key of the attempt in progress.
 */
export function saveCheckoutDraft(
  details: CheckoutDetails,
  storage = tabStorage(),
  newKey: () => string = () => crypto.randomUUID(),
): CheckoutDraft {
  const current = readCheckoutDraft(storage);
  const unchanged = current !== undefined && JSON.stringify(current.details) === JSON.stringify(details);
  const draft: CheckoutDraft = { details, idempotencyKey: unchanged ? current.idempotencyKey : newKey() };
  try {
    storage?.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full or blocked storage loses the draft: the review step then sends the person back to the details.
  }
  return draft;
}

/** The order this tab's checkout last placed (the review sends Back to it, not to an empty review). */
export const PLACED_ORDER_KEY = `${STORAGE_PREFIX}placed-order`;

const placedOrderSchema = z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/));

/**
 * Forget the draft and what was typed (after an order was placed: the next checkout is a new attempt),
 * and remember which order it became.
 */
export function clearCheckoutDraft(placedOrderId: string, storage = tabStorage()): void {
  storage?.removeItem(CHECKOUT_DRAFT_KEY);
  storage?.removeItem(CHECKOUT_TYPED_KEY);
  try {
    storage?.setItem(PLACED_ORDER_KEY, placedOrderId);
  } catch {
    // A full or blocked storage: Back to the review then shows the empty cart instead of the order.
  }
}

/** The order this tab's last checkout placed, if one is remembered. */
export function readPlacedOrder(storage = tabStorage()): string | undefined {
  const parsed = placedOrderSchema.safeParse(storage?.getItem(PLACED_ORDER_KEY));
  return parsed.success ? parsed.data : undefined;
}
