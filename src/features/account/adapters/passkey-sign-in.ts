/**
 * The passkey sign-ins of one page (docs/security.md, "Passkeys"): the "Sign in with a passkey" button's
 * prompt, and the passkeys the browser offers among the email field's suggestions (WebAuthn's
 * conditional mediation, "autofill"). A page may have one WebAuthn request at a time, and the identity
 * server keeps one challenge per browser (its cookie), so:
 * - a press of the button ends the autofill's pending request at once, in the same task as the press;
 * - an autofill whose challenge arrives while a press is under way never asks the browser (the screen
 *   starts it again once the press has ended without a sign-in);
 * - of two presses, the newest goes on;
 * - challenges are asked one after the other, so the cookie the server checks is the last one asked.
 * The server forgets a challenge after 5 minutes, so the autofill's request is renewed every 4: a
 * passkey chosen from the suggestions of a page left open still signs in.
 */
import { IdentityError } from './browser-identity.ts';
import { isCancelledCeremony } from './webauthn-errors.ts';

/** The code of a passkey sign-in in a browser without WebAuthn. */
export const PASSKEYS_UNSUPPORTED = 'PASSKEYS_UNSUPPORTED';

/** How long one autofill request waits before it is renewed with a new challenge (the server keeps one 5 minutes). */
export const AUTOFILL_RENEW_MS = 4 * 60_000;

/** The browser's side of a passkey sign-in: WebAuthn's JSON forms in and out. */
export interface WebAuthnBrowser {
  /** Whether the browser has WebAuthn at all. */
  supported(): boolean;
  /** Whether the browser offers passkeys among a field's suggestions (and reads WebAuthn's JSON forms). */
  autofillAvailable(): Promise<boolean>;
  /** The button's ceremony: the browser's own prompt. */
  prompt(options: Record<string, unknown>): Promise<unknown>;
  /**
   * The autofill's conditional request. Must ask the browser before it first waits, so that a press in a
   * later task always finds the request it has to end. Undefined when the browser answered nothing.
   */
  conditional(options: Record<string, unknown>, signal: AbortSignal): Promise<unknown>;
}

/** The identity server's side: a new challenge, and the check of the browser's answer. */
export interface PasskeyServer<User> {
  options(): Promise<Record<string, unknown>>;
  verify(response: unknown): Promise<User>;
}

export interface PasskeySignIn<User> {
  /** The button: the browser's prompt. Undefined when the person closed it or pressed again. */
  press(): Promise<User | undefined>;
  /** The email field's suggestions, until `until` aborts. Undefined when they end without a passkey chosen. */
  autofill(until: AbortSignal): Promise<User | undefined>;
}

const RENEW = Symbol('renew the autofill challenge');

export function createPasskeySignIn<User>(
  server: PasskeyServer<User>,
  browser: WebAuthnBrowser,
  renewAfterMs = AUTOFILL_RENEW_MS,
): PasskeySignIn<User> {
  let presses = 0;
  let pressesUnderWay = 0;
  let pendingAutofill: AbortController | undefined;
  let lastAsked: Promise<unknown> = Promise.resolve();
  const askChallenge = (): Promise<Record<string, unknown>> => {
    const asked = lastAsked.then(() => server.options());
    lastAsked = asked.catch(() => undefined);
    return asked;
  };

  return {
    async press() {
      const press = ++presses;
      pendingAutofill?.abort();
      pendingAutofill = undefined;
      pressesUnderWay += 1;
      try {
        if (!browser.supported()) throw new IdentityError(PASSKEYS_UNSUPPORTED, 'This browser has no WebAuthn');
        const options = await askChallenge();
        if (press !== presses) return undefined;
        let response: unknown;
        try {
          response = await browser.prompt(options);
        } catch (error) {
          // The prompt closed, timed out or gave way to another ceremony: nobody is signed in, nothing failed.
          if (isCancelledCeremony(error)) return undefined;
          throw error;
        }
        return await server.verify(response);
      } finally {
        pressesUnderWay -= 1;
      }
    },

    async autofill(until) {
      if (!browser.supported() || !(await browser.autofillAvailable())) return undefined;
      while (!until.aborted) {
        const pressesBefore = presses;
        const options = await askChallenge();
        if (until.aborted || presses !== pressesBefore || pressesUnderWay > 0) return undefined;
        pendingAutofill?.abort();
        const request = new AbortController();
        pendingAutofill = request;
        const end = () => request.abort();
        until.addEventListener('abort', end, { once: true });
        const renewal = setTimeout(() => request.abort(RENEW), renewAfterMs);
        let response: unknown;
        try {
          response = await browser.conditional(options, request.signal);
        } catch (error) {
          if (request.signal.reason === RENEW) continue;
          if (isCancelledCeremony(error)) return undefined;
          throw error;
        } finally {
          clearTimeout(renewal);
          until.removeEventListener('abort', end);
          if (pendingAutofill === request) pendingAutofill = undefined;
        }
        if (response === undefined) return undefined;
        return await server.verify(response);
      }
      return undefined;
    },
  };
}
