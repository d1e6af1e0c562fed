/** What the checkout tells a person (docs/requirements.md#messages "Orders" texts verbatim, then the checkout's own). */
export const CHECKOUT_MESSAGES = {
  orderSent: 'Order sent',
  /** The server answered but did not take the order (refused, or no order in the answer). */
  orderRefused: 'Error sending order, please try again or contact us.',
  /** No answer, or the server failed. */
  orderFailed: 'Error sending order. Please try again later.',
  registerFirst: 'Please complete your registration',
  registerFirstText:
    'Orders are placed by registered customers with a verified email address. It takes a minute, and your cart is kept.',
  signInFirstText: 'Please log in or register to place your order. Your cart is kept.',
  sending: 'Sending your order...',
  orderSentGoingOn: 'Your order was sent. One moment...',
} as const;
