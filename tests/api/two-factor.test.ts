import { describe, expect, it, vi } from 'vitest';
import * as authRoute from '../../src/pages/api/auth/[...all].ts';
import * as sessionsRoute from '../../src/pages/api/account/sessions/index.ts';
import { log } from '../../src/services/operations/log.ts';
import { readMailFolder } from '../../src/services/mail/mail-folder.ts';
import { totp, wrongCode } from '../support/totp.ts';
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
 * The second factor (docs/security.md, "A second factor"), through the identity server's route as the
 * server runs it, on each database: turning it on needs the password (checked and counted as a
 * re-authentication, no earlier check needed) and the first code from the app; then a password sign-in
 * needs a code; wrong codes are refused and counted by the account's lockout; a recovery code works
 * once; a password reset leaves it on; turning it off needs the password or a code from the app.
 */

interface Answer {
  status: number;
  json: Record<string, unknown>;
  cookie: string;
}

async function auth(path: string, body: unknown, cookie?: string): Promise<Answer> {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const response = await callRoute(
    authRoute.ALL,
    apiContext(jsonRequest('POST', `/api/auth${path}`, body, headers), {}, nextClientAddress()),
  );
  const text = await response.text();
  return {
    status: response.status,
    json: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
    cookie: cookieFrom(response),
  };
}

/** The status of the buyer's sessions list: 200 signed in, 401 not. */
const readUser = async (cookie: string) =>
  (
    await callRoute(
      sessionsRoute.GET,
      apiContext(jsonRequest('GET', '/api/account/sessions', undefined, { cookie }), {}, nextClientAddress()),
    )
  ).status;

/** The base-32 secret of an otpauth URI. */
const secretOf = (uri: unknown): string => new URL(String(uri)).searchParams.get('secret') ?? '';

/** A buyer with the factor on: its email, the app's secret, the recovery codes and a session. */
async function withFactorOn(): Promise<{ email: string; uid: string; secret: string; recovery: string[] }> {
  const buyer = await signUp();
  // The sign-in just now counts as the password check the change needs.
  const begun = await auth('/two-factor/enable', { password: 'Secret123' }, buyer.cookie);
  expect(begun.status).toBe(200);
  const secret = secretOf(begun.json['totpURI']);
  const recovery = begun.json['backupCodes'] as string[];
  expect(recovery.length).toBeGreaterThanOrEqual(8);
  // Not on until the app's first code is right.
  expect((await auth('/sign-in/email', { email: buyer.email, password: 'Secret123' })).json['user']).toBeDefined();
  expect((await auth('/two-factor/verify-totp', { code: wrongCode(secret) }, buyer.cookie)).status).toBe(401);
  const confirmed = await auth('/two-factor/verify-totp', { code: totp(secret) }, buyer.cookie);
  expect(confirmed.status).toBe(200);
  return { email: buyer.email, uid: buyer.uid, secret, recovery };
}

/** A password sign-in that stops at the code step: the pending sign-in's cookie. */
async function passwordStep(email: string, password = 'Secret123'): Promise<string> {
  const step = await auth('/sign-in/email', { email, password });
  expect(step.status).toBe(200);
  expect(step.json).toMatchObject({ twoFactorRedirect: true });
  expect(step.json['user']).toBeUndefined();
  expect(step.cookie).not.toMatch(/session_token=/);
  return step.cookie;
}

onEachDatabase((database) => {
  describe('the second factor', () => {
    it('turning it on takes the password it carries as the check: no earlier one is needed', async () => {
      const buyer = await signUp();
      // An hour after the sign-in: a change without a password is refused for want of a recent check.
      await passwordCheckedMinutesAgo(buyer.uid, 60);
      const newEmail = `new-${buyer.email}`;
      expect(await auth('/change-email', { newEmail }, buyer.cookie)).toMatchObject({
        status: 403,
        json: { code: 'REAUTHENTICATION_REQUIRED' },
      });
      const begun = await auth('/two-factor/enable', { password: 'Secret123' }, buyer.cookie);
      expect(begun.status).toBe(200);
      expect(begun.json['totpURI']).toMatch(/^otpauth:\/\/totp\//);
      // The right password was a re-authentication: the session now counts as just checked.
      expect((await auth('/change-email', { newEmail }, buyer.cookie)).status).toBe(200);
    });

    it('a wrong password to turn it on is refused, and counted by the lockout with re-authentications', async () => {
      const buyer = await signUp();
      await passwordCheckedMinutesAgo(buyer.uid, 60);
      const wrong = await auth('/two-factor/enable', { password: 'Wrong1234' }, buyer.cookie);
      expect(wrong).toMatchObject({
        status: 400,
        json: { code: 'INVALID_PASSWORD', message: 'That password is not correct.' },
      });
      expect(wrong.json['totpURI']).toBeUndefined();
      // One count for the account, wherever the password was wrong: 10 failures lock it.
      for (let attempt = 1; attempt < 5; attempt += 1)
        expect((await auth('/two-factor/enable', { password: `Wrong${attempt}abc` }, buyer.cookie)).status).toBe(400);
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect((await auth('/reauthenticate', { password: `Wrong${attempt}xyz` }, buyer.cookie)).status).toBe(400);
      const locked = await auth('/two-factor/enable', { password: 'Secret123' }, buyer.cookie);
      expect(locked).toMatchObject({ status: 429, json: { code: 'SIGN_IN_LOCKED' } });
      expect(locked.json['totpURI']).toBeUndefined();
      expect((await auth('/sign-in/email', { email: buyer.email, password: 'Secret123' })).status).toBe(429);
    });

    it('wrong passwords to turn it on alone lock the account, as at re-authentication', async () => {
      const buyer = await signUp();
      for (let attempt = 0; attempt < 10; attempt += 1)
        expect((await auth('/two-factor/enable', { password: `Wrong${attempt}abc` }, buyer.cookie)).status).toBe(400);
      const locked = await auth('/reauthenticate', { password: 'Secret123' }, buyer.cookie);
      expect(locked).toMatchObject({ status: 429, json: { code: 'SIGN_IN_LOCKED' } });
    });

    it('when on, a password sign-in needs the code; a wrong code is refused, the right one signs in', async () => {
      const { email, secret } = await withFactorOn();
      const pending = await passwordStep(email);
      const wrong = await auth('/two-factor/verify-totp', { code: wrongCode(secret) }, pending);
      expect(wrong).toMatchObject({ status: 401, json: { code: 'INVALID_CODE' } });
      const right = await auth('/two-factor/verify-totp', { code: totp(secret) }, pending);
      expect(right.status).toBe(200);
      expect(await readUser(right.cookie)).toBe(200);
      // The pending sign-in is used up.
      expect((await auth('/two-factor/verify-totp', { code: totp(secret) }, pending)).status).toBe(401);
    });

    it('wrong codes count toward the account lockout with the passwords', async () => {
      const { email, secret } = await withFactorOn();
      // 10 failures lock the account: 5 right passwords, each followed by a wrong code.
      for (let round = 0; round < 5; round += 1) {
        const pending = await passwordStep(email);
        expect((await auth('/two-factor/verify-totp', { code: wrongCode(secret) }, pending)).status).toBe(401);
      }
      const locked = await auth('/sign-in/email', { email, password: 'Secret123' });
      expect(locked).toMatchObject({ status: 429, json: { code: 'SIGN_IN_LOCKED' } });
    });

    it('a code attempt on a locked account is refused before it is checked', async () => {
      const { email, secret } = await withFactorOn();
      const pending = await passwordStep(email);
      for (let attempt = 0; attempt < 9; attempt += 1)
        expect((await auth('/sign-in/email', { email, password: `Wrong${attempt}abc` })).status).toBe(401);
      const refused = await auth('/two-factor/verify-totp', { code: totp(secret) }, pending);
      expect(refused).toMatchObject({ status: 429, json: { code: 'SIGN_IN_LOCKED' } });
    });

    it('a recovery code signs in once', async () => {
      const { email, recovery } = await withFactorOn();
      const code = recovery[0] ?? '';
      const first = await auth('/two-factor/verify-backup-code', { code }, await passwordStep(email));
      expect(first.status).toBe(200);
      expect(await readUser(first.cookie)).toBe(200);
      const again = await auth('/two-factor/verify-backup-code', { code }, await passwordStep(email));
      expect(again).toMatchObject({ status: 401, json: { code: 'INVALID_BACKUP_CODE' } });
    });

    it('a password reset leaves it on', async () => {
      const { email, secret } = await withFactorOn();
      expect((await auth('/request-password-reset', { email, redirectTo: '/app/reset-password/' })).status).toBe(200);
      const mail = (await readMailFolder(`${database.env['DATA_DIR'] ?? ''}/outbox`))
        .filter((sent) => sent.to === email && sent.kind === 'reset-password')
        .at(-1);
      const token = mail?.link ? new URL(mail.link).pathname.split('/').at(-1) : undefined;
      expect((await auth('/reset-password', { token, newPassword: 'Thirdsecret789' })).status).toBe(200);
      const pending = await passwordStep(email, 'Thirdsecret789');
      expect((await auth('/two-factor/verify-totp', { code: totp(secret) }, pending)).status).toBe(200);
    });

    it('turning it off needs the password, which is its own check; then a password signs in alone', async () => {
      const { email, uid, secret } = await withFactorOn();
      const signedIn = await auth('/two-factor/verify-totp', { code: totp(secret) }, await passwordStep(email));
      await passwordCheckedMinutesAgo(uid, 60);
      expect(await auth('/two-factor/disable', { password: 'Wrong1234' }, signedIn.cookie)).toMatchObject({
        status: 400,
        json: { code: 'INVALID_PASSWORD', message: 'That password is not correct.' },
      });
      expect(await auth('/two-factor/disable', {}, signedIn.cookie)).toMatchObject({ status: 400 });
      const off = await auth('/two-factor/disable', { password: 'Secret123' }, signedIn.cookie);
      expect(off.status).toBe(200);
      const plain = await auth('/sign-in/email', { email, password: 'Secret123' });
      expect(plain.json['user']).toBeDefined();
      expect(await readUser(plain.cookie)).toBe(200);
    });

    it('a code from the app turns it off instead of the password, with no password check needed', async () => {
      const { email, uid, secret } = await withFactorOn();
      const signedIn = await auth('/two-factor/verify-totp', { code: totp(secret) }, await passwordStep(email));
      // An hour later: the password check of the sign-in is long gone; the code is its own check.
      await passwordCheckedMinutesAgo(uid, 60);
      const malformed = await auth('/two-factor/disable-with-code', { code: '12345' }, signedIn.cookie);
      expect(malformed.status).toBe(400);
      const wrong = await auth('/two-factor/disable-with-code', { code: wrongCode(secret) }, signedIn.cookie);
      expect(wrong).toMatchObject({ status: 401, json: { code: 'INVALID_CODE' } });
      expect((await auth('/two-factor/disable-with-code', { code: totp(secret) })).status).toBe(401);
      const off = await auth('/two-factor/disable-with-code', { code: totp(secret) }, signedIn.cookie);
      expect(off).toMatchObject({ status: 200, json: { status: true } });
      // Off: a password signs in alone, and the code can turn nothing off any more.
      const plain = await auth('/sign-in/email', { email, password: 'Secret123' });
      expect(plain.json['user']).toBeDefined();
      expect(await readUser(plain.cookie)).toBe(200);
      const again = await auth('/two-factor/disable-with-code', { code: totp(secret) }, plain.cookie);
      expect(again).toMatchObject({ status: 400, json: { code: 'TOTP_NOT_ENABLED' } });
      // It can be turned on again from scratch.
      expect((await auth('/two-factor/enable', { password: 'Secret123' }, plain.cookie)).status).toBe(200);
    });

    it('wrong codes to turn it off count toward the account lockout like passwords', async () => {
      const { email, secret } = await withFactorOn();
      const signedIn = await auth('/two-factor/verify-totp', { code: totp(secret) }, await passwordStep(email));
      // The sign-in forgot the count: 10 wrong codes lock the account, then even the right one is refused.
      for (let attempt = 0; attempt < 10; attempt += 1)
        expect((await auth('/two-factor/disable-with-code', { code: wrongCode(secret) }, signedIn.cookie)).status).toBe(
          401,
        );
      const refused = await auth('/two-factor/disable-with-code', { code: totp(secret) }, signedIn.cookie);
      expect(refused).toMatchObject({ status: 429, json: { code: 'SIGN_IN_LOCKED' } });
      expect((await auth('/sign-in/email', { email, password: 'Secret123' })).status).toBe(429);
    });

    it('the audit log holds factor added, removed and failed, with no code or secret', async () => {
      const lines: unknown[] = [];
      const info = vi.spyOn(log(), 'info').mockImplementation((...args: unknown[]) => {
        lines.push(args);
      });
      try {
        const { email, uid, secret, recovery } = await withFactorOn();
        const pending = await passwordStep(email);
        const wrong = wrongCode(secret);
        expect((await auth('/two-factor/verify-totp', { code: wrong }, pending)).status).toBe(401);
        const signedIn = await auth('/two-factor/verify-totp', { code: totp(secret) }, pending);
        expect((await auth('/two-factor/disable', { password: 'Secret123' }, signedIn.cookie)).status).toBe(200);
        const events = lines
          .map((args): unknown => (Array.isArray(args) ? (args as unknown[])[0] : undefined))
          .filter((entry): entry is { event: string; kind: string; account: string } => {
            return typeof entry === 'object' && entry !== null && (entry as { event?: unknown }).event === 'auth';
          })
          .filter((entry) => entry.account === uid)
          .map((entry) => entry.kind);
        expect(events).toEqual(
          expect.arrayContaining(['factor-added', 'second-factor-failed', 'sign-in', 'factor-removed']),
        );
        const text = JSON.stringify(lines);
        for (const secretText of [email, secret, wrong, ...recovery]) expect(text).not.toContain(secretText);
      } finally {
        info.mockRestore();
      }
    });
  });
});
