/**
 * Buy-now selections (docs/requirements.md#cart): a licensing and a service slot. Choosing the selected
 * product clears its slot, choosing another replaces it, and a quantity change updates the selected
 * line. Pure: each function returns a new state.
 */
import type { CartLine, CartState } from '../../lib/store/types.ts';
import { clampQuantity } from './cart.ts';
import { hasFixedQuantity, isLicensing } from './line.ts';

/** The slot a line is selected into: software is licensing, everything else a service. */
export type SelectionSlot = 'licensing' | 'service';

export const slotOf = (line: CartLine): SelectionSlot => (isLicensing(line) ? 'licensing' : 'service');

/** Select `line` in its slot, or clear the slot when the same product is already selected there. */
export function toggleSelection(state: CartState, line: CartLine): CartState {
  const slot = slotOf(line);
  const selected = state[slot];
  const next: CartState = { ...state };
  if (selected?.product.product_id === line.product.product_id) delete next[slot];
  else next[slot] = { ...line, product: { ...line.product }, price: { ...line.price } };
  return next;
}

/** Change the quantity of the line selected in `slot` (clamped to 1..100; fixed-quantity lines stay 1). */
export function setSelectionQuantity(state: CartState, slot: SelectionSlot, quantity: number): CartState {
  const selected = state[slot];
  if (!selected) return { ...state };
  return { ...state, [slot]: { ...selected, quantity: hasFixedQuantity(selected) ? 1 : clampQuantity(quantity) } };
}

/** The selected lines, licensing first. */
export const selectedLines = (state: CartState): CartLine[] =>
  [state.licensing, state.service].filter((line): line is CartLine => line !== undefined);

/** Whether a product is selected in any slot. */
export const isSelected = (state: CartState, productId: string): boolean =>
  selectedLines(state).some((line) => line.product.product_id === productId);
