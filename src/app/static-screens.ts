/**
 * Screens the server renders as the page itself (issue 15). A visitor who is signed out, with an empty
 * cart, sees the same login form, empty cart or empty checkout whatever the browser holds, so the
 * server writes that screen as HTML and the app's JavaScript (React and the account code, about 120 kB)
 * loads only when the visitor shows intent: the pointer over the screen, focus inside it, a touch
 * (app/boot.ts). Until then links are plain links and the forms wait for the app (a submit or a button
 * press is held and replayed, what was typed is carried over).
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
import type { ScreenKey } from './screen-routes.ts';

/** Screens with a server-rendered default view. */
export type StaticScreenKey = Extract<ScreenKey, 'login' | 'cart' | 'checkout'>;
const STATIC_SCREENS: ReadonlySet<ScreenKey> = new Set<StaticScreenKey>(['login', 'cart', 'checkout']);

/** Whether the server renders a screen's default view (else its skeleton, and the app starts at once). */
export const isStaticScreen = (screen: ScreenKey): screen is StaticScreenKey => STATIC_SCREENS.has(screen);

/**
 * localStorage keys that change what a static screen shows, each with the stored text that still means
 * what the server assumed (none: any stored value differs).
 */
export const STATE_KEYS: readonly (readonly [key: string, serverValue?: string])[] = [
  [ACCOUNT_STORAGE_KEYS.user],
  [ACCOUNT_STORAGE_KEYS.loggedInTime],
  [ACCOUNT_STORAGE_KEYS.stayLoggedIn, 'true'],
  [`${STORAGE_PREFIX}contact`],
  [`${STORAGE_PREFIX}cart`, '[]'],
];

/** The attribute (on <html>) that says the server's view is not this visitor's. */
export const STATE_ATTRIBUTE = 'data-app-state';

/**
 * The inline script (allowed by its hash) that runs before the screen paints. It marks <html> with
 * STATE_ATTRIBUTE="stored" when the address has a query, or when a STATE_KEYS key holds another text
 * than its server value; storage that throws reads as nothing stored, as the stores read it.
 */
export const APP_STATE_SCRIPT = `(function(k,s){try{if(location.search!==''&&location.search!=='?'){s();return}for(var i=0;i<k.length;i++){var v=localStorage.getItem(k[i][0]);if(v!==null&&v!==k[i][1]){s();return}}}catch(e){}})(${JSON.stringify(STATE_KEYS)},function(){document.documentElement.setAttribute(${JSON.stringify(STATE_ATTRIBUTE)},'stored')});`;
