/**
 * Paths of the client-only /app mini-app (docs/requirements.md#pages-and-routes fixed routes; docs/requirements.md does not fix the values,
 * these follow its route list). /app paths carry no region prefix (docs/requirements.md#link-resolution link resolution).
 */
export const ACCOUNT_ROUTES = {
  /** The app page, which is also the login page. */
  app: '/app/',
  register: '/app/register/',
  account: '/app/account/',
  details: '/app/details/',
  orders: '/app/orders/',
  cart: '/app/cart/',
  checkout: '/app/checkout/',
  webOrder: '/app/web-order/',
  thankYou: '/app/thank-you-for-your-order/',
} as const;

/** One /app route path. */
export type AccountRoute = (typeof ACCOUNT_ROUTES)[keyof typeof ACCOUNT_ROUTES];
