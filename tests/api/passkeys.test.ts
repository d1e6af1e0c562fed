import { describe, expect, it } from 'vitest';
import * as authRoute from '../../src/pages/api/auth/[...all].ts';
import {
  apiContext,
  callRoute,
  cookieFrom,
  jsonRequest,
  nextClientAddress,
  onEachDatabase,
  passwordCheckedMinutesAgo,
  signUp,
} from './harness.ts';

/**
 * Passkeys (docs/security.md, "Passkeys") through the identity server's route, on each database: what a
 * browser is asked to create and where (the relying party follows the public origin), that adding and
 * removing one needs a recent password check, that the list is the buyer's own, and that a passkey the
 * site does not know signs nobody in. The ceremonies themselves, with Chromium's virtual authenticator,
 * are in tests/e2e/passkeys.spec.ts.
 */

interface Answer {
  status: number;
  json: unknown;
  cookie: string;
}

async function auth(method: 'GET' | 'POST', path: string, body?: unknown, cookie?: string): Promise<Answer> {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const response = await callRoute(
    authRoute.ALL,
    apiContext(jsonRequest(method, `/api/auth${path}`, body, headers), {}, nextClientAddress()),
  );
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null, cookie: cookieFrom(response) };
}

onEachDatabase(() => {
  describe('adding a passkey', () => {
    it('asks the browser for a passkey of this site, for this buyer, right after a password sign-in', async () => {
      const buyer = await signUp();
      const options = await auth('GET', '/passkey/generate-register-options', undefined, buyer.cookie);
      expect(options.status).toBe(200);
      expect(options.json).toMatchObject({
        rp: { id: 'localhost', name: 'Tasman CAD' },
        user: { name: buyer.email },
        attestation: 'none',
        excludeCredentials: [],
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      });
      expect((options.json as { challenge: string }).challenge).toMatch(/^[\w-]{20,}$/);
    });

    it('needs a password check within the last 5 minutes, as every change of a factor', async () => {
      const buyer = await signUp();
      await passwordCheckedMinutesAgo(buyer.uid, 10);
      const refused = await auth('GET', '/passkey/generate-register-options', undefined, buyer.cookie);
      expect(refused).toMatchObject({
        status: 403,
        json: { code: 'REAUTHENTICATION_REQUIRED', message: 'Please enter your password again to make this change.' },
      });
      expect((await auth('POST', '/reauthenticate', { password: 'Secret123' }, buyer.cookie)).status).toBe(200);
      expect((await auth('GET', '/passkey/generate-register-options', undefined, buyer.cookie)).status).toBe(200);
    });

    it('refuses a signed-out visitor and an answer without its challenge', async () => {
      expect((await auth('GET', '/passkey/generate-register-options')).status).toBe(401);
      const buyer = await signUp();
      const made = await auth('POST', '/passkey/verify-registration', { response: { id: 'x' } }, buyer.cookie);
      expect(made.status).toBe(400);
      expect(made.json).toMatchObject({ code: 'CHALLENGE_NOT_FOUND' });
    });
  });

  describe('the list and removal', () => {
    it("lists the buyer's own passkeys only, and removing another's is refused", async () => {
      const buyer = await signUp();
      expect(await auth('GET', '/passkey/list-user-passkeys', undefined, buyer.cookie)).toMatchObject({
        status: 200,
        json: [],
      });
      expect((await auth('GET', '/passkey/list-user-passkeys')).status).toBe(401);
      const removed = await auth('POST', '/passkey/delete-passkey', { id: 'not-a-passkey' }, buyer.cookie);
      expect(removed.status).toBeGreaterThanOrEqual(400);
      expect(removed.status).toBeLessThan(500);
    });
  });

  describe('signing in with a passkey', () => {
    it('asks for any passkey of this site, and one the site does not know signs nobody in', async () => {
      const options = await auth('GET', '/passkey/generate-authenticate-options');
      expect(options.status).toBe(200);
      expect(options.json).toMatchObject({ rpId: 'localhost', userVerification: 'preferred' });
      expect((options.json as { allowCredentials?: unknown }).allowCredentials).toBeUndefined();
      const forged = {
        id: 'AAAA',
        rawId: 'AAAA',
        type: 'public-key',
        response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
        clientExtensionResults: {},
      };
      const refused = await auth('POST', '/passkey/verify-authentication', { response: forged }, options.cookie);
      expect(refused.status).toBe(401);
      expect(refused.json).toMatchObject({ code: 'PASSKEY_NOT_FOUND' });
      expect(refused.cookie).not.toMatch(/session_token=/);
      // Its challenge is spent: the same answer again finds none.
      const again = await auth('POST', '/passkey/verify-authentication', { response: forged }, options.cookie);
      expect(again).toMatchObject({ status: 400, json: { code: 'CHALLENGE_NOT_FOUND' } });
    });
  });
});
