/**
 * Every cart and region-change text a visitor reads, in one place (docs/architecture.md: "every message text
 * from the spec's error catalogue appears verbatim; keep them in one module"). Texts marked SPEC are
 * copied verbatim (tests pin them); the others fill gaps the SPEC leaves open.
 */
import { QUANTITY_MAX } from '../pricing/pricing.ts';

export const CART_MESSAGES = {
  /** SPEC §8 with {max} = QUANTITY_MAX: typed or stepped above the maximum (the value snaps to it). */
  quantityMax: `Quantity maximum reached. Please contact support if you required a quantity of more than ${QUANTITY_MAX}.`,
  /** Not in the SPEC: the stored cart was corrupt or of an old shape and was dropped. */
  cartUnreadable: 'Your saved cart could not be read and was emptied.',
  /** SPEC §4: region change with a non-empty cart, the dialog's title. */
  regionChangeTitle: 'Sorry, looks like you have some items in your cart.',
  /** SPEC §4: region change with a non-empty cart, the dialog's text. */
  regionChangeText: 'You must have an empty cart before you can change regions',
  /** SPEC §4: the dialog's button that clears the cart and switches. */
  emptyMyCart: 'Empty my cart',
  /** SPEC §4: the dialog's button (and the drawer's link) to the cart page. */
  viewCart: 'View cart',
  /** Not in the SPEC: the drawer's empty state. */
  cartEmpty: 'Your cart is empty.',
} as const;
