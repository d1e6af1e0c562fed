/**
 * The /app route table (docs/requirements.md#pages-and-routes fixed routes): which screen a pathname shows and who may see it.
 * Pure, so the router, the guard and the tests agree on one table.
 */
import { RESET_PASSWORD_PATH } from '../features/account/adapters/embedded-identity.ts';
import { ACCOUNT_ROUTES, type AccountRoute } from '../features/account/app-routes.ts';

/** Every screen of the mini-app. */
export type ScreenKey =
  | 'login'
  | 'register'
  | 'account'
  | 'details'
  | 'orders'
  | 'cart'
  | 'checkout'
  | 'webOrder'
  | 'thankYou'
  | 'resetPassword'
  | 'notFound';

/** The shop's screens (loaded on demand, screens.ts). */
export type ShopScreenKey = Extract<ScreenKey, 'cart' | 'checkout' | 'webOrder' | 'thankYou'>;
const SHOP_SCREEN_KEYS: ReadonlySet<ScreenKey> = new Set<ShopScreenKey>(['cart', 'checkout', 'webOrder', 'thankYou']);

/** Whether a screen is one of the shop's. */
export const isShopScreen = (screen: ScreenKey): screen is ShopScreenKey => SHOP_SCREEN_KEYS.has(screen);

/**
 * Who may open a screen: anyone; only a logged-in user (docs/requirements.md#logged-in-state login state); only someone not
 * logged in (login); only someone not registered yet (register, docs/requirements.md#who-may-do-what "registered").
 */
export type Audience = 'anyone' | 'logged-in' | 'signed-out' | 'unregistered';

const SCREENS: ReadonlyMap<string, ScreenKey> = new Map<string, ScreenKey>([
  [ACCOUNT_ROUTES.app, 'login'],
  [ACCOUNT_ROUTES.register, 'register'],
  [ACCOUNT_ROUTES.account, 'account'],
  [ACCOUNT_ROUTES.details, 'details'],
  [ACCOUNT_ROUTES.orders, 'orders'],
  [ACCOUNT_ROUTES.cart, 'cart'],
  [ACCOUNT_ROUTES.checkout, 'checkout'],
  [ACCOUNT_ROUTES.webOrder, 'webOrder'],
  [ACCOUNT_ROUTES.thankYou, 'thankYou'],
  // The screen the embedded server's reset mail opens (not a route of docs/requirements.md).
  [RESET_PASSWORD_PATH, 'resetPassword'],
]);

const AUDIENCE: Readonly<Partial<Record<ScreenKey, Audience>>> = {
  login: 'signed-out',
  register: 'unregistered',
  account: 'logged-in',
  details: 'logged-in',
  orders: 'logged-in',
};

/** `/app`, `/APP/Account` and `/app/account/` are one path: lower case with a trailing slash. */
export function normalisePath(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.endsWith('/') ? lower : `${lower}/`;
}

/** The screen a pathname shows (unknown /app paths show the app's not-found screen). */
export const screenOf = (pathname: string): ScreenKey => SCREENS.get(normalisePath(pathname)) ?? 'notFound';

/** Who may open a screen. */
export const audienceOf = (screen: ScreenKey): Audience => AUDIENCE[screen] ?? 'anyone';

/** What the guard knows of the visitor (state.ts isLoggedIn / isRegistered over the store). */
export interface Visitor {
  loggedIn: boolean;
  registered: boolean;
}

/**
 * Where a visitor must go instead of `screen`, if anywhere: a visitor who is not logged in goes to
 * the login page; a logged-in one skips login, a registered one skips registration (their account).
 * Registration is judged by the contact, not the login state, because a signed-in user who still has
 * to register may already count as logged in (a verified email with a first name, docs/requirements.md#logged-in-state).
 */
export function redirectFor(screen: ScreenKey, { loggedIn, registered }: Visitor): AccountRoute | undefined {
  const audience = audienceOf(screen);
  if (audience === 'logged-in' && !loggedIn) return ACCOUNT_ROUTES.app;
  if (audience === 'signed-out' && loggedIn) return ACCOUNT_ROUTES.account;
  if (audience === 'unregistered' && registered) return ACCOUNT_ROUTES.account;
  return undefined;
}
