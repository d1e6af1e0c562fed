/**
 * The account screen's passkey calls to the embedded identity server (docs/api.md, better-auth's passkey
 * plugin): the buyer's passkeys, adding one (the server's creation options, the browser's WebAuthn
 * prompt, the server's check of its answer) and removing one. Adding and removing need a recent
 * password check (`reauthenticate`). Refusals throw a FactorError with better-auth's code.
 */
import * as z from 'zod/mini';
import { browserFetch, type FetchLike } from '../../../lib/http/fetch-json.ts';
import { deviceLabel } from '../device.ts';
import { isCancelledCeremony } from './webauthn-errors.ts';
import { FactorError, factorCaller } from './http-two-factor.ts';

/** A passkey as the screen lists it. */
export interface PasskeyView {
  id: string;
  /** What it was named when added (the browser and system), or "Passkey". */
  name: string;
  /** When it was added (ISO), if known. */
  addedAt: string | undefined;
}

/** How adding a passkey ended: added, the prompt closed, or this device holds one of the account already. */
export type AddOutcome = 'added' | 'cancelled' | 'already-here';

export interface PasskeysClient {
  list(): Promise<PasskeyView[]>;
  /** Proves the password again (counted by the lockout); adding or removing is allowed for 5 minutes. */
  reauthenticate(password: string): Promise<void>;
  /** Asks the browser for a new passkey of this account and stores it. */
  add(): Promise<AddOutcome>;
  remove(id: string): Promise<void>;
}

const listAnswer = z.array(
  z.object({
    id: z.string(),
    name: z.optional(z.nullable(z.string())),
    createdAt: z.optional(z.nullable(z.string())),
  }),
);

/** The client over `fetchImpl` (the browser's by default); `userAgent` names a new passkey. */
export function createPasskeysClient(
  fetchImpl: FetchLike = browserFetch,
  userAgent: () => string = () => navigator.userAgent,
): PasskeysClient {
  const call = factorCaller(fetchImpl);
  return {
    async list() {
      return listAnswer.parse(await call('/passkey/list-user-passkeys')).map((passkey) => ({
        id: passkey.id,
        name: passkey.name?.trim() || 'Passkey',
        addedAt: passkey.createdAt ?? undefined,
      }));
    },
    async reauthenticate(password) {
      await call('/reauthenticate', { password });
    },
    async add() {
      // Loaded only when a passkey is added: the account screen's first load stays as it was.
      const webauthn = await import('@simplewebauthn/browser');
      if (!webauthn.browserSupportsWebAuthn())
        throw new FactorError('PASSKEYS_UNSUPPORTED', 'This browser has no WebAuthn', 0);
      const options = await call('/passkey/generate-register-options');
      let response: unknown;
      try {
        response = await webauthn.startRegistration({
          optionsJSON: options as Parameters<typeof webauthn.startRegistration>[0]['optionsJSON'],
        });
      } catch (error) {
        if (isCancelledCeremony(error)) return 'cancelled';
        if ((error as { code?: unknown }).code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'already-here';
        const code = (error as { code?: unknown }).code;
        throw new FactorError(typeof code === 'string' ? code : undefined, String(error), 0);
      }
      await call('/passkey/verify-registration', { response, name: deviceLabel(userAgent()) });
      return 'added';
    },
    async remove(id) {
      await call('/passkey/delete-passkey', { id });
    },
  };
}
