/**
 * Every cart and region-change text a visitor reads, in one place. Texts marked "required" are listed in
 * docs/requirements.md#cart-and-region-messages and copied verbatim (tests pin them); the others fill gaps
 * the requirements leave open.
 */
import { QUANTITY_MAX } from '../pricing/pricing.ts';

export const CART_MESSAGES = {
  /** Required, with {max} = QUANTITY_MAX: typed or stepped above the maximum (the value snaps to it). */
  quantityMax: `Quantity maximum reached. Please contact support if you required a quantity of more than ${QUANTITY_MAX}.`,
  /** Not in docs/requirements.md: the stored cart was corrupt or of an old shape and was dropped. */
  cartUnreadable: 'Your saved cart could not be read and was emptied.',
  /** Required: region change with a non-empty cart, the dialog's title. */
  regionChangeTitle: 'Sorry, looks like you have some items in your cart.',
  /** Required: region change with a non-empty cart, the dialog's text. */
  regionChangeText: 'You must have an empty cart before you can change regions',
  /** Required: the dialog's button that clears the cart and switches. */
  emptyMyCart: 'Empty my cart',
  /** Required: the dialog's button (and the drawer's link) to the cart page. */
  viewCart: 'View cart',
  /** Not in docs/requirements.md: the drawer's empty state. */
  cartEmpty: 'Your cart is empty.',
} as const;
