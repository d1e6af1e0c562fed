/**
 * The quantity input's rules as a pure reducer (docs/requirements.md#quantities): a whole number from 1 to 100. Typed values
 * below 1 (or not a number) are ignored, an emptied field or Backspace at 1 reads as 1, and a value
 * above 100 snaps to 100 with the docs/requirements.md#messages message for a toast.
 */
import { QUANTITY_MAX } from '../pricing/pricing.ts';
import { CART_MESSAGES } from './messages.ts';

export type QuantityEvent =
  /** The field's text after an edit (typing, pasting, deleting). */
  | { type: 'input'; text: string }
  /** Backspace pressed while the field shows `text` (before the browser deletes anything). */
  | { type: 'backspace'; text: string }
  | { type: 'increment' }
  | { type: 'decrement' };

export interface QuantityResult {
  /** The quantity after the event. */
  value: number;
  /** The message to show (a toast), if any. */
  message?: string;
  /** True when the event is fully handled here and the browser's own editing must not run (Backspace at 1). */
  handled?: boolean;
  /**
   * True when the field was reset to 1 (emptied, or Backspace at 1): the field must select its text
   * right away, once, so the next digit typed replaces the 1 instead of joining it ("1" + "2" = 12).
   */
  reset?: boolean;
}

const WHOLE_NUMBER = /^\d+$/;

function fromNumber(current: number, next: number): QuantityResult {
  if (next > QUANTITY_MAX) return { value: QUANTITY_MAX, message: CART_MESSAGES.quantityMax };
  if (next < 1) return { value: current };
  return { value: next };
}

/** The quantity after an event on a field holding `current`. */
export function reduceQuantity(current: number, event: QuantityEvent): QuantityResult {
  switch (event.type) {
    case 'input': {
      const text = event.text.trim();
      if (text === '') return { value: 1, reset: true };
      if (!WHOLE_NUMBER.test(text)) return { value: current };
      return fromNumber(current, Number(text));
    }
    case 'backspace': {
      const text = event.text.trim();
      return text === '' || text === '1' ? { value: 1, handled: true, reset: true } : { value: current };
    }
    case 'increment':
      return fromNumber(current, current + 1);
    case 'decrement':
      return { value: Math.max(1, current - 1) };
  }
}
