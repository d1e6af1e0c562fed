/**
 * What the server-rendered login form and the server's handling of its post without JavaScript share
 * (form-sign-in.server.ts): the name of the "Stay logged in" checkbox, and the marker the redirect
 * after a form sign-in carries (`/app/?signin=form`), which the app finishes like a redirect sign-in.
 */

/** The checkbox "Stay logged in": present in the posted form when ticked. */
export const STAY_LOGGED_IN_FIELD = 'stay_logged_in';

/** The value of the redirect marker (adapters/redirect-return.ts) after a form sign-in. */
export const FORM_SIGN_IN = 'form';
