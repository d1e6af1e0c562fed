/**
 * What the orders endpoint tells a person, in one place: problems with a line, problems with the order
 * and refusals. Each says what went wrong and what to do, since the browser shows it as it is.
 */
import type { Currency } from '../pricing/pricing.ts';

const REFRESH = 'Please refresh your cart and try again.';

export const ORDER_MESSAGES = {
  notPriced: 'Some items in your order could not be accepted. Please check the problems listed and try again.',
  notYourContact: 'You can only place orders for your own contact.',
  completeRegistration: 'Please complete your registration before placing an order.',
  verifyEmail: 'Please verify your email address and complete your registration before placing an order.',
  notFound: 'No such order was found.',
  paymentUnavailable: 'Your order was saved, but the payment could not be started. Please try again later.',
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different order. Send each new order with a new key.',
  noRegion: 'The order has no region, and its prices are not in NZD or AUD. Please refresh your cart and try again.',
} as const;

/** Messages about one line, or the order as a whole (`lineitem_id: null`). */
export const LINE_MESSAGES = {
  duplicateLine: (id: string) => `The line ${id} appears more than once in the order. ${REFRESH}`,
  unknownProduct: (productId: string) => `The product ${productId} is not in our catalogue. ${REFRESH}`,
  notInRegion: (title: string, region: string) =>
    `${title} is not sold in your region (${region.toUpperCase()}). Please remove it from your cart.`,
  hidden: (title: string) => `${title} is no longer available to buy. Please remove it from your cart.`,
  enquireOnly: (title: string) =>
    `${title} is sold by enquiry only. Please remove it from your cart and enquire with us.`,
  unknownPrice: (title: string, priceId: string) => `${priceId} is not a price of ${title}. ${REFRESH}`,
  wrongCurrency: (title: string, sent: string, wanted: Currency) =>
    `${title} is priced in ${sent} but this order is in ${wanted}. All items must be in the currency of your region. ${REFRESH}`,
  priceNotAvailable: (title: string) =>
    `The price in your cart for ${title} is not available now (a promotion may have ended). ${REFRESH}`,
  priceChanged: (title: string) => `The price of ${title} has changed. ${REFRESH}`,
  tamperedAmount: (title: string, sent: string, catalogue: string) =>
    `The amount sent for ${title} (${sent}) does not match our price (${catalogue}). ${REFRESH}`,
  quantity: (max: number) => `Quantity must be a whole number from 1 to ${max}.`,
  /** docs/requirements.md#messages, verbatim: the lines of one product together ask for more than the quantity maximum. */
  quantityMaxReached: (max: number) =>
    `Quantity maximum reached. Please contact support if you required a quantity of more than ${max}.`,
  /** The order's total is above the most one order may be (ORDER_TOTAL_MAX_CENTS). */
  totalTooLarge: (max: string, currency: Currency) =>
    `The order total is above ${max} ${currency}, the most one order can be placed for online. Please contact us for an order of this size.`,
  freightWithoutHardware: 'Freight is only charged with hardware. Please remove the freight line from your cart.',
  freightNotFlat: (amount: string, currency: Currency) =>
    `Freight must be the flat drop-ship line of ${amount} ${currency}, once. ${REFRESH}`,
  freightMissing: (amount: string, currency: Currency) =>
    `Hardware is drop-shipped: the order needs the flat freight line of ${amount} ${currency}. ${REFRESH}`,
  freightUnavailable: 'Hardware cannot be ordered online at the moment (no freight is set up). Please contact us.',
} as const;
