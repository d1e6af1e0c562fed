/**
 * The account screen's second-factor calls to the embedded identity server (docs/api.md): whether the
 * factor is on, turning it on with the password (the app's secret as an `otpauth://` URI and the
 * recovery codes, then the first code from the app), and turning it off (with the password or a code
 * from the app). The password a call carries is its re-authentication: the server checks it and counts
 * it toward the account's lockout, so no separate check comes first.
 * Refusals throw a FactorError with better-auth's code (INVALID_PASSWORD, INVALID_CODE, …).
 */
import * as z from 'zod/mini';
import { browserFetch, messageOf, requestJson, type FetchLike } from '../../../lib/http/fetch-json.ts';

const AUTH = '/api/auth';

/** A refused call: the server's code and message, and the HTTP status. */
export class FactorError extends Error {
  readonly code: string | undefined;
  readonly status: number;

  constructor(code: string | undefined, message: string, status: number) {
    super(message);
    this.name = 'FactorError';
    this.code = code;
    this.status = status;
  }
}

/** What turning the factor on answers before the first code: the app's URI and the recovery codes. */
export interface FactorSetup {
  totpUri: string;
  recoveryCodes: string[];
}

const sessionAnswer = z.nullable(
  z.object({ user: z.object({ twoFactorEnabled: z.optional(z.nullable(z.boolean())) }) }),
);
const enableAnswer = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });

export interface TwoFactorClient {
  /** Whether a password sign-in of the signed-in account asks for a code. */
  isOn(): Promise<boolean>;
  /** Starts turning the factor on with the password; it is on once `confirm` gets a right code. */
  begin(password: string): Promise<FactorSetup>;
  /** The first code from the app: turns the factor on. */
  confirm(code: string): Promise<void>;
  /** Turns the factor off with the password (and forgets the app's secret and the recovery codes). */
  turnOff(password: string): Promise<void>;
  /** Turns the factor off with a code from the app instead of the password (counted by the lockout). */
  turnOffWithCode(code: string): Promise<void>;
}

const codeOf = (body: unknown): string | undefined =>
  typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string' ? body.code : undefined;

/**
 * A call to the identity server over `fetchImpl` (GET without a body, POST with one): its answer's body,
 * or a FactorError with better-auth's code for any other status than 200. The passkeys client shares it.
 */
export function factorCaller(fetchImpl: FetchLike): (path: string, body?: Record<string, unknown>) => Promise<unknown> {
  return async (path, body) => {
    const answer = await requestJson(fetchImpl, `${AUTH}${path}`, body ? 'POST' : 'GET', body);
    if (answer.status !== 200)
      throw new FactorError(
        codeOf(answer.body),
        messageOf(answer.body) ?? `The identity server answered ${answer.status}`,
        answer.status,
      );
    return answer.body;
  };
}

/** The client over `fetchImpl` (the browser's by default). */
export function createTwoFactorClient(fetchImpl: FetchLike = browserFetch): TwoFactorClient {
  const call = factorCaller(fetchImpl);
  return {
    async isOn() {
      const session = sessionAnswer.parse((await call('/get-session')) ?? null);
      return session?.user.twoFactorEnabled === true;
    },
    async begin(password) {
      const answer = enableAnswer.parse(await call('/two-factor/enable', { password }));
      return { totpUri: answer.totpURI, recoveryCodes: answer.backupCodes };
    },
    async confirm(code) {
      await call('/two-factor/verify-totp', { code });
    },
    async turnOff(password) {
      await call('/two-factor/disable', { password });
    },
    async turnOffWithCode(code) {
      await call('/two-factor/disable-with-code', { code });
    },
  };
}
