import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationSchema } from '../../src/features/account/schemas.ts';
import { closeServices, createServices, readConfiguration } from '../../src/services/config.ts';
import type { OpenDatabase } from '../../src/services/db/database.server.ts';
import { addPendingRequestedBlog, countPendingRequestedBlogs, getResources } from '../../src/services/db/resources.ts';
import { PERSON_NAME_MESSAGE } from '../../src/schemas/person-name.ts';
import { PERSON_NAME_CODE } from '../../src/services/identity/password-hook.ts';
import {
  CLIENT_ADDRESS_HEADER,
  createAuth,
  readSession,
  withClientAddress,
  type Auth,
} from '../../src/services/identity/auth.server.ts';
import { PASSWORD_RULE_CODE, PASSWORD_RULE_MESSAGE } from '../../src/schemas/password.ts';
import { INVALID_PROFILE_CODE } from '../../src/services/identity/registration-profile.ts';
import { getUser } from '../../src/services/db/users.ts';
import { identitySettings } from '../../src/services/identity/settings.ts';
import { createMailFolder, readMailFolder } from '../../src/services/mail/mail-folder.ts';
import type { SentMail } from '../../src/services/mail/port.ts';
import { cookieFrom, nextClientAddress, onEachOpenDatabase, OPEN_TIMEOUT } from './harness.ts';

/**
 * The embedded identity server ("Accounts"), driven through its HTTP handler as a browser would
 * (JSON bodies, cookies, Origin), with the outbox in a scratch folder, on each database
 * (tests/api/harness.ts: PGlite and PostgreSQL).
 */

const baseURL = 'http://localhost:4321';
const secret = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
const outbox = join('test-results', 'unit-data', `auth-outbox-${crypto.randomUUID()}`);
let auth: Auth;

afterAll(async () => {
  await rm(outbox, { recursive: true, force: true });
});

const uniqueEmail = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;

interface CallOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  cookie?: string;
  ip: string;
}

function call(target: Auth, path: string, { method = 'POST', body, cookie, ip }: CallOptions): Promise<Response> {
  const headers = new Headers({ origin: baseURL, [CLIENT_ADDRESS_HEADER]: ip });
  if (body !== undefined) headers.set('content-type', 'application/json');
  if (cookie) headers.set('cookie', cookie);
  const url = path.startsWith('http') ? path : `${baseURL}/api/auth${path}`;
  return target.handler(
    new Request(url, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }),
  );
}

const sessionCookieLine = (response: Response) =>
  response.headers.getSetCookie().find((line) => line.startsWith('better-auth.session_token='));

async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

async function mailTo(address: string, kind: SentMail['kind']): Promise<SentMail> {
  const mail = (await readMailFolder(outbox)).filter((m) => m.to === address && m.kind === kind).at(-1);
  if (!mail?.link) throw new Error(`no ${kind} mail with a link to ${address}`);
  return mail;
}

async function signUp(
  email: string,
  ip: string,
  password = 'Secret123',
  profile?: Record<string, unknown>,
): Promise<Response> {
  return call(auth, '/sign-up/email', {
    ip,
    body: { email, password, name: 'Ann Example', callbackURL: '/app/account', ...(profile ? { profile } : {}) },
  });
}

/** An answer as a person would compare two of them: status, the cookies set, and the body's shape. */
async function answerShape(response: Response): Promise<unknown> {
  const body = await json(response);
  const user = body.user as Record<string, unknown>;
  return {
    status: response.status,
    cookies: response.headers.getSetCookie().length,
    token: body.token,
    user: Object.keys(user).sort(),
    email: user.email,
    verified: user.emailVerified,
  };
}

function identityTests(database: () => OpenDatabase): void {
  let opened: OpenDatabase;
  beforeAll(() => {
    opened = database();
    auth = createAuth({
      db: opened.db,
      mail: createMailFolder({ directory: outbox, log: () => undefined }),
      baseURL,
      secret,
      silent: true,
    });
  });

  describe('sign-up and email verification', () => {
    it('creates the user without signing them in, and mails a link that verifies the address and signs them in', async () => {
      const email = uniqueEmail('ann');
      const ip = nextClientAddress();
      const response = await signUp(email, ip);
      expect(response.status).toBe(200);
      expect(await json(response)).toMatchObject({ token: null, user: { email, emailVerified: false } });
      expect(response.headers.getSetCookie()).toEqual([]);

      const mail = await mailTo(email, 'verify-email');
      expect(mail.subject).toBe('Verify your email address for Tasman CAD');
      expect(mail.text).toContain(mail.link);
      expect(mail.link?.startsWith(`${baseURL}/api/auth/verify-email?token=`)).toBe(true);

      const followed = await call(auth, mail.link ?? '', { method: 'GET', ip });
      expect(followed.status).toBe(302);
      expect(followed.headers.get('location')).toBe('/app/account');
      expect(await readSession(auth, new Headers({ cookie: cookieFrom(followed) }))).toMatchObject({
        email,
        emailVerified: true,
        name: 'Ann Example',
      });
    });

    it('answers a taken address exactly as a new one, changes nothing of its account, and mails its owner instead', async () => {
      const taken = uniqueEmail('owner');
      const first = await signUp(taken, nextClientAddress(), 'Secret123', {
        first_name: 'Olive',
        companyName: 'Owner Ltd',
      });
      const uid = String(((await json(first)) as { user: { id: string } }).user.id);
      const again = await signUp(taken, nextClientAddress(), 'Other456X', {
        first_name: 'Mallory',
        companyName: 'Not Owner',
      });
      const fresh = await signUp(uniqueEmail('fresh'), nextClientAddress(), 'Other456X', { first_name: 'Mallory' });
      expect({ ...((await answerShape(again)) as object), email: 'x' }).toEqual({
        ...((await answerShape(fresh)) as object),
        email: 'x',
      });
      expect(again.status).toBe(200);

      const mails = (await readMailFolder(outbox)).filter((mail) => mail.to === taken);
      expect(mails.map((mail) => mail.kind)).toEqual(['verify-email', 'account-exists']);
      const notice = await mailTo(taken, 'account-exists');
      expect(notice.subject).toBe('You already have a Tasman CAD account');
      expect(notice.link).toBe(`${baseURL}/app/`);
      expect(notice.text).toContain('Forgot password');
      // The owner's password and profile are as they were.
      expect(
        (await call(auth, '/sign-in/email', { ip: nextClientAddress(), body: { email: taken, password: 'Secret123' } }))
          .status,
      ).toBe(200);
      expect(
        (await call(auth, '/sign-in/email', { ip: nextClientAddress(), body: { email: taken, password: 'Other456X' } }))
          .status,
      ).toBe(401);
      expect(await getUser(opened.db, uid)).toMatchObject({ first_name: 'Olive', companyName: 'Owner Ltd' });
    });

    it("stores the profile sent with the sign-up as the new account's user document", async () => {
      const email = uniqueEmail('profile');
      const response = await signUp(email, nextClientAddress(), 'Secret123', {
        first_name: 'Pita',
        last_name: 'Sharples',
        companyName: 'Kōwhai Ltd',
        city: 'Wellington',
        subscribeNewsletter: true,
        agreePrivacyPolicy: true,
        // Not the browser's to say: the server's values win.
        contact_id: 'someone-else',
        email: 'other@example.com',
        emailVerified: true,
      });
      const uid = String(((await json(response)) as { user: { id: string } }).user.id);
      expect(await getUser(opened.db, uid)).toMatchObject({
        uid,
        contact_id: uid,
        email,
        emailVerified: false,
        registrationCompleted: true,
        first_name: 'Pita',
        last_name: 'Sharples',
        companyName: 'Kōwhai Ltd',
        city: 'Wellington',
        subscribeNewsletter: true,
        agreePrivacyPolicy: true,
      });
    });

    it('refuses a profile that is not a user document with 400 and a message, before any account is made', async () => {
      for (const [profile, field] of [
        [{ first_name: 'Ann\u0000' }, 'first_name'],
        [{ companyName: 'x'.repeat(600) }, 'companyName'],
        [{ subscribeNewsletter: 'yes' }, 'subscribeNewsletter'],
      ] as const) {
        const email = uniqueEmail('badprofile');
        const response = await signUp(email, nextClientAddress(), 'Secret123', profile);
        expect(response.status).toBe(400);
        expect(await json(response)).toMatchObject({
          code: INVALID_PROFILE_CODE,
          message: expect.stringMatching(new RegExp(`^profile\\.${field}: `)) as unknown,
        });
        expect((await readMailFolder(outbox)).some((mail) => mail.to === email)).toBe(false);
        expect(
          (await call(auth, '/sign-in/email', { ip: nextClientAddress(), body: { email, password: 'Secret123' } }))
            .status,
        ).toBe(401);
      }
    });

    it('refuses a password without an uppercase letter or a digit in the words the register form uses', async () => {
      for (const password of ['secret123', 'SecretSecret', 'Sec1']) {
        const email = uniqueEmail('weak');
        const response = await signUp(email, nextClientAddress(), password);
        expect(response.status).toBe(400);
        const body = await json(response);
        expect(body).toMatchObject({ code: PASSWORD_RULE_CODE, message: PASSWORD_RULE_MESSAGE });
        // What the register form says beside its password field for the same password.
        const form = registrationSchema.safeParse({ password, confirmPassword: password });
        const formMessage = form.error?.issues.find((issue) => issue.path[0] === 'password')?.message;
        expect(formMessage).toBe(body['message']);
        expect((await readMailFolder(outbox)).some((mail) => mail.to === email)).toBe(false);
      }
    });

    it('gives the account the gated blogs its email requested while signed out once the email is verified, not at sign-up', async () => {
      const email = uniqueEmail('gated');
      const ip = nextClientAddress();
      await addPendingRequestedBlog(opened.db, email, 'blog-webinar-1');
      const response = await signUp(email, ip);
      const uid = String(((await json(response)) as { user: { id: string } }).user.id);
      // Anyone can sign up with someone else's email: until they prove it, the blogs stay pending.
      expect((await getResources(opened.db, uid)).requestedBlogs).toEqual([]);
      expect(await countPendingRequestedBlogs(opened.db, email)).toBe(1);

      const followed = await call(auth, (await mailTo(email, 'verify-email')).link ?? '', { method: 'GET', ip });
      expect(followed.status).toBe(302);
      expect((await getResources(opened.db, uid)).requestedBlogs).toEqual(['blog-webinar-1']);
      expect(await countPendingRequestedBlogs(opened.db, email)).toBe(0);
    });

    it('keeps the name on one line: trimmed, refused with a newline or over 100 characters', async () => {
      for (const name of ['Ann\nDear customer, your account is locked: call 0800 000', 'Ann\u0000', 'A'.repeat(101)]) {
        const email = uniqueEmail('name');
        const response = await call(auth, '/sign-up/email', {
          ip: nextClientAddress(),
          body: { email, password: 'Secret123', name },
        });
        expect(response.status).toBe(400);
        expect(await json(response)).toMatchObject({ code: PERSON_NAME_CODE, message: PERSON_NAME_MESSAGE });
        expect((await readMailFolder(outbox)).some((mail) => mail.to === email)).toBe(false);
      }
      const email = uniqueEmail('name');
      const response = await call(auth, '/sign-up/email', {
        ip: nextClientAddress(),
        body: { email, password: 'Secret123', name: '  Ann Example  ' },
      });
      expect(response.status).toBe(200);
      expect(await json(response)).toMatchObject({ user: { name: 'Ann Example' } });
    });
  });

  describe('sign-in, session cookie and sign-out', () => {
    const email = uniqueEmail('bo');
    beforeAll(async () => {
      expect((await signUp(email, nextClientAddress())).status).toBe(200);
    });

    it('sets an HttpOnly, SameSite=Lax session cookie (not Secure on http)', async () => {
      const response = await call(auth, '/sign-in/email', {
        ip: nextClientAddress(),
        body: { email, password: 'Secret123' },
      });
      expect(response.status).toBe(200);
      const line = sessionCookieLine(response) ?? '';
      expect(line).toMatch(/;\s*HttpOnly/i);
      expect(line).toMatch(/;\s*SameSite=Lax/i);
      expect(line).not.toMatch(/;\s*Secure/i);
    });

    it("answers a wrong password with 401 and better-auth's error code", async () => {
      const response = await call(auth, '/sign-in/email', {
        ip: nextClientAddress(),
        body: { email, password: 'Wrong1234' },
      });
      expect(response.status).toBe(401);
      expect(await json(response)).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
    });

    it('answers the 6th rapid sign-in attempt from one IP with 429', async () => {
      const ip = nextClientAddress();
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 6; attempt++) {
        statuses.push((await call(auth, '/sign-in/email', { ip, body: { email, password: 'Wrong1234' } })).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      const other = await call(auth, '/sign-in/email', {
        ip: nextClientAddress(),
        body: { email, password: 'Secret123' },
      });
      expect(other.status).toBe(200);
    });

    it('sign-out ends the session and clears the cookie', async () => {
      const ip = nextClientAddress();
      const cookie = cookieFrom(await call(auth, '/sign-in/email', { ip, body: { email, password: 'Secret123' } }));
      expect(await readSession(auth, new Headers({ cookie }))).toMatchObject({ email });
      const response = await call(auth, '/sign-out', { ip, cookie, body: {} });
      expect(response.status).toBe(200);
      expect(sessionCookieLine(response)).toMatch(/Max-Age=0/i);
      expect(await readSession(auth, new Headers({ cookie }))).toBeUndefined();
    });
  });

  describe('password reset', () => {
    it('mails a reset link; the new password must follow the rule, then signs in', async () => {
      const email = uniqueEmail('cy');
      const ip = nextClientAddress();
      await signUp(email, ip);
      const asked = await call(auth, '/request-password-reset', {
        ip,
        body: { email, redirectTo: '/app/reset-password' },
      });
      expect(asked.status).toBe(200);
      const mail = await mailTo(email, 'reset-password');
      expect(mail.subject).toBe('Reset your Tasman CAD password');

      const followed = await call(auth, mail.link ?? '', { method: 'GET', ip });
      expect(followed.status).toBe(302);
      const target = new URL(followed.headers.get('location') ?? '', baseURL);
      expect(target.pathname).toBe('/app/reset-password');
      const token = target.searchParams.get('token') ?? '';

      const weak = await call(auth, '/reset-password', { ip, body: { token, newPassword: 'newsecret1' } });
      expect(weak.status).toBe(400);
      expect(await json(weak)).toMatchObject({ code: PASSWORD_RULE_CODE });
      expect((await call(auth, '/reset-password', { ip, body: { token, newPassword: 'NewSecret456' } })).status).toBe(
        200,
      );
      expect(
        (await call(auth, '/sign-in/email', { ip: nextClientAddress(), body: { email, password: 'NewSecret456' } }))
          .status,
      ).toBe(200);
    });
  });

  describe('cookies and Google', () => {
    it('marks cookies Secure when the base URL is https', async () => {
      const https = 'https://www.tasmancad.example';
      const secureAuth = createAuth({
        db: opened.db,
        mail: createMailFolder({ directory: outbox, log: () => undefined }),
        baseURL: https,
        secret,
        silent: true,
      });
      const email = uniqueEmail('dee');
      const response = await secureAuth.handler(
        new Request(`${https}/api/auth/sign-up/email`, {
          method: 'POST',
          headers: { origin: https, 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: nextClientAddress() },
          body: JSON.stringify({ email, password: 'Secret123', name: 'Dee' }),
        }),
      );
      expect(response.status).toBe(200);
      const signedIn = await secureAuth.handler(
        new Request(`${https}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { origin: https, 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: nextClientAddress() },
          body: JSON.stringify({ email, password: 'Secret123' }),
        }),
      );
      expect(signedIn.headers.getSetCookie().find((line) => line.includes('session_token=')) ?? '').toMatch(
        /;\s*Secure/i,
      );
    });

    it('offers Google sign-in only when a Google client is configured', async () => {
      const body = { provider: 'google', callbackURL: '/app/account' };
      const without = await call(auth, '/sign-in/social', { ip: nextClientAddress(), body });
      expect(without.status).toBe(404);
      const withGoogle = createAuth({
        db: opened.db,
        mail: createMailFolder({ directory: outbox, log: () => undefined }),
        baseURL,
        secret,
        silent: true,
        google: { clientId: 'client-id.apps.googleusercontent.com', clientSecret: 'client-secret' },
      });
      const response = await call(withGoogle, '/sign-in/social', { ip: nextClientAddress(), body });
      expect(response.status).toBe(200);
      const { url } = (await json(response)) as { url: string };
      expect(new URL(url).hostname).toBe('accounts.google.com');
    });
  });
}

onEachOpenDatabase(identityTests);

describe('identity settings and request wiring', () => {
  it('identitySettings reads the base URL, secret and Google client, naming a bad variable', () => {
    expect(identitySettings({})).toMatchObject({
      baseURL: 'http://localhost:4321',
      secret: undefined,
      google: undefined,
      signInAttemptsPerMinute: 5,
    });
    expect(identitySettings({ HOST: '0.0.0.0', PORT: '47310' }).trustedOrigins).toEqual([
      'http://localhost:47310',
      'http://127.0.0.1:47310',
    ]);
    expect(identitySettings({ GOOGLE_CLIENT_ID: 'id' }).google).toBeUndefined();
    expect(
      identitySettings({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's', AUTH_BASE_URL: 'https://shop.example/' }),
    ).toMatchObject({
      google: { clientId: 'id', clientSecret: 's' },
      baseURL: 'https://shop.example',
      trustedOrigins: ['https://shop.example'],
    });
    expect(() => identitySettings({ AUTH_BASE_URL: 'ftp://x' })).toThrow(/AUTH_BASE_URL/);
    expect(() => identitySettings({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
    // better-auth's published example secret: it would sign with it unless NODE_ENV is production.
    expect(() => identitySettings({ AUTH_SECRET: 'better-auth-secret-12345678901234567890' })).toThrow(
      /AUTH_SECRET is better-auth's published example/,
    );
  });

  it('withClientAddress replaces a client-address header the browser sent and keeps the body', async () => {
    const spoofed = () =>
      new Request(`${baseURL}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { [CLIENT_ADDRESS_HEADER]: '1.2.3.4', 'content-type': 'application/json' },
        body: '{"a":1}',
      });
    const forwarded = withClientAddress(spoofed(), '198.51.100.7');
    expect(forwarded.headers.get(CLIENT_ADDRESS_HEADER)).toBe('198.51.100.7');
    expect(forwarded.headers.get('content-type')).toBe('application/json');
    expect(await forwarded.text()).toBe('{"a":1}');
    expect(withClientAddress(spoofed(), undefined).headers.has(CLIENT_ADDRESS_HEADER)).toBe(false);
  });
});

describe('the server instance', () => {
  // services() opens the embedded database under DATA_DIR; a folder of its own keeps this test off any
  // other test's PGlite folder (one process at a time may open one).
  const dataDir = join('test-results', 'unit-data', `auth-server-${crypto.randomUUID()}`);
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'the composition root builds the identity server once on DATA_DIR (database, outbox, generated secret); session() reads its cookie',
    async () => {
      const server = createServices(readConfiguration({ DATA_DIR: dataDir }));
      try {
        const [first, second] = await Promise.all([server.auth(), server.auth()]);
        expect(second).toBe(first);
        const [db, sameDb] = await Promise.all([server.database(), server.database()]);
        expect(sameDb).toBe(db);
        const email = uniqueEmail('server');
        const request = new Request(`${baseURL}/api/auth/sign-up/email`, {
          method: 'POST',
          headers: { origin: baseURL, 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'Secret123', name: 'Server Test' }),
        });
        const response = await first.handler(withClientAddress(request, nextClientAddress()));
        expect(response.status).toBe(200);
        const signedIn = await first.handler(
          withClientAddress(
            new Request(`${baseURL}/api/auth/sign-in/email`, {
              method: 'POST',
              headers: { origin: baseURL, 'content-type': 'application/json' },
              body: JSON.stringify({ email, password: 'Secret123' }),
            }),
            nextClientAddress(),
          ),
        );
        expect(await server.session(new Headers({ cookie: cookieFrom(signedIn) }))).toMatchObject({
          email,
          emailVerified: false,
        });
        expect(await server.session(new Headers())).toBeUndefined();
        expect((await readMailFolder(join(dataDir, 'outbox'))).map((mail) => mail.to)).toEqual([email]);
        expect(existsSync(join(dataDir, 'auth-secret'))).toBe(true);
      } finally {
        await closeServices();
      }
    },
    OPEN_TIMEOUT * 2,
  );
});
