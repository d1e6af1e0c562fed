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
import { CHECKOUT_TYPED_KEY } from './typed-values.ts';

export const SAVED_CHECKOUT_KEY = `${STORAGE_PREFIX}checkout`;

const savedCheckoutSchema = z.object({
  details: checkoutDetailsSchema,
  idempotencyKey: z.string().check(z.minLength(1), z.maxLength(200)),
});

export type SavedCheckout = z.infer<typeof savedCheckoutSchema>;

/** The checkout this tab saved, if a valid one is stored. */
export function readSavedCheckout(storage = tabStorage()): SavedCheckout | undefined {
  const text = storage?.getItem(SAVED_CHECKOUT_KEY);
  if (!text) return undefined;
  try {
    const parsed = savedCheckoutSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keep the details. A new attempt key is made when the details change (an order made with the old
 * ones is another order); unchanged details keep the key of the attempt in progress.
 */
export function saveCheckoutDetails(
  details: CheckoutDetails,
  storage = tabStorage(),
  newKey: () => string = () => crypto.randomUUID(),
): SavedCheckout {
  const current = readSavedCheckout(storage);
  const unchanged = current !== undefined && JSON.stringify(current.details) === JSON.stringify(details);
  const saved: SavedCheckout = { details, idempotencyKey: unchanged ? current.idempotencyKey : newKey() };
  try {
    storage?.setItem(SAVED_CHECKOUT_KEY, JSON.stringify(saved));
  } catch {
    // A full or blocked storage loses the saved checkout: the review step then sends the person back to the details.
  }
  return saved;
}

/** The order this tab's checkout last placed (the review sends Back to it, not to an empty review). */
export const PLACED_ORDER_KEY = `${STORAGE_PREFIX}placed-order`;

const placedOrderSchema = z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/));

/**
 * Forget the saved checkout and what was typed (after an order was placed: the next checkout is a new attempt),
 * and remember which order it became.
 */
export function clearSavedCheckout(placedOrderId: string, storage = tabStorage()): void {
  storage?.removeItem(SAVED_CHECKOUT_KEY);
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
