/**
 * Screens the server renders as the page itself. A visitor who is signed out, with an empty
 * cart, sees the same login form, empty cart or empty checkout whatever the browser holds, so the
 * server writes that screen as HTML and the app's JavaScript (React and the account code, about 120 kB)
 * loads only when the visitor shows intent: the pointer over the screen, focus inside it, a touch
 * (app/boot.ts). Until then links are plain links and the forms wait for the app (a submit or a button
 * press is held and replayed, what was typed is carried over).
 *
 * The cart screen is rendered with the cart the request's cookie mirrors from localStorage
 * (features/cart/cart-cookie.ts), whoever is signed in: a returning buyer's /app/cart/ shows
 * its lines, quantities and totals, and works, before React loads.
 *
 * When the browser holds state that changes these screens (a signed-in user, a cart with lines, "stay
 * logged in" turned off) or the address carries a query (`?verified=1`), the server's guess is wrong:
 * an inline script ahead of the screen marks the page before it paints, CSS shows the screen's
 * skeleton instead, and the app starts at once. The page, the boot script and tests share this module.
 * The app's forms say `method="post"`: without JavaScript a submit must never put a password in the
 * address (the app's handler cancels the browser's submit).
 */
import { ACCOUNT_STORAGE_KEYS } from '../lib/store/account-keys.ts';
import { STORAGE_PREFIX } from '../lib/store/codec.ts';
import { storedTextHash } from '../lib/store/text-hash.ts';
import { QUANTITY_STEP_ATTRIBUTE } from '../features/cart/events.ts';
import { markWhenStateDiffers } from './app-state-script.ts';
import { holdEarlyPresses, TAKE_EARLY_PRESSES } from './early-presses.ts';
import type { ScreenKey } from './screen-routes.ts';

/** Screens with a server-rendered default view. */
export type StaticScreenKey = Extract<ScreenKey, 'login' | 'cart' | 'checkout'>;
const STATIC_SCREENS: ReadonlySet<ScreenKey> = new Set<StaticScreenKey>(['login', 'cart', 'checkout']);

/** Whether the server renders a screen's default view (else its skeleton, and the app starts at once). */
export const isStaticScreen = (screen: ScreenKey): screen is StaticScreenKey => STATIC_SCREENS.has(screen);

/**
 * A localStorage key that changes what a static screen shows, with the hashes of the stored texts that
 * still mean what the server assumed (lib/store/text-hash.ts; `null`: nothing stored). Hashes, not
 * texts: the cart's mirror carries the hash of the stored cart's text, not the text (cart-cookie.ts).
 */
export type StateKey = readonly [key: string, ...serverHashes: (string | null)[]];

/** What a key's stored text (`null`: nothing stored) is compared as. */
export const stateOf = (text: string | null): string | null => (text === null ? null : storedTextHash(text));

const CART_KEY = `${STORAGE_PREFIX}cart`;
const EMPTY_CART: StateKey = [CART_KEY, null, stateOf('[]')];
/** What the login and checkout screens assume: signed out, "stay logged in" on, an empty cart. */
const SIGNED_OUT_EMPTY_CART: readonly StateKey[] = [
  [ACCOUNT_STORAGE_KEYS.user, null],
  [ACCOUNT_STORAGE_KEYS.loggedInTime, null],
  [ACCOUNT_STORAGE_KEYS.stayLoggedIn, null, stateOf('true')],
  [`${STORAGE_PREFIX}contact`, null],
  EMPTY_CART,
];

/**
 * The keys a static screen depends on. The cart screen shows the cart only, whoever is signed in, and
 * the server renders it from the cart the request's cookie mirrors (features/cart/cart-cookie.ts):
 * `cartHash` is the hash of the stored text the mirror was made from, which localStorage's cart must
 * then hash to (another tab may have changed the cart since, or the cookie is gone while localStorage
 * kept the cart).
 */
export function stateKeysOf(screen: StaticScreenKey, cartHash?: string): readonly StateKey[] {
  if (screen !== 'cart') return SIGNED_OUT_EMPTY_CART;
  return [cartHash === undefined ? EMPTY_CART : [CART_KEY, cartHash]];
}

/** The attribute (on <html>) that says the server's view is not this visitor's. */
export const STATE_ATTRIBUTE = 'data-app-state';

/** The attribute (on the static screen) that holds its state keys as JSON, for boot.ts to watch. */
export const STATE_KEYS_ATTRIBUTE = 'data-state-keys';

/** Whether `key` (null: storage cleared) is one of `keys` and now holds a text the server did not assume. */
export function stateChanged(
  keys: readonly StateKey[],
  key: string | null,
  read: (key: string) => string | null,
): boolean {
  return keys.some(([name, ...hashes]) => (key === null || key === name) && !hashes.includes(stateOf(read(name))));
}

/**
 * The inline script (allowed by its hash, per response: the keys may carry the hash of the buyer's cart)
 * that runs before the screen paints: app-state-script.ts's function, as compiled, called with the keys
 * and storedTextHash's own source. `<` in the keys is escaped, so that no stored text can end the
 * script element.
 */
export function appStateScript(keys: readonly StateKey[]): string {
  const data = JSON.stringify(keys).replace(/</g, '\\u003c');
  return `(${String(markWhenStateDiffers)})(${data},${JSON.stringify(STATE_ATTRIBUTE)},${String(storedTextHash)});`;
}

/** The attribute on the element that wraps a static screen (its value is the screen). */
export const STATIC_SCREEN_ATTRIBUTE = 'data-static-screen';

/**
 * The inline script (allowed by its hash) that keeps the presses made on a static screen before the
 * boot script runs: early-presses.ts's function, as compiled, called with its selectors.
 */
export const EARLY_PRESS_SCRIPT = `(${String(holdEarlyPresses)})(${JSON.stringify(`[${STATIC_SCREEN_ATTRIBUTE}]`)},${JSON.stringify(QUANTITY_STEP_ATTRIBUTE)},${JSON.stringify(TAKE_EARLY_PRESSES)});`;
