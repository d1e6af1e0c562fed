import { describe, expect, it } from 'vitest';
import { authErrorMessage, errorCode, signInErrorMessage } from '../auth-errors.ts';
import { createEmbeddedIdentity, GOOGLE_UNAVAILABLE_MESSAGE } from './embedded-identity.ts';
import { fakeFetch, type Answer } from './fake-fetch.test-helpers.ts';
import type { PageLocation } from './redirect-return.ts';

const user = {
  id: 'u1',
  email: 'ana@example.test',
  emailVerified: false,
  name: 'Ana',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

/** A page at `href` that records where it was sent and what its address became. */
function fakePage(href = 'http://site.test/app/') {
  const page = { href, went: [] as string[] };
  const location: PageLocation = {
    origin: () => 'http://site.test',
    href: () => page.href,
    go: (url) => {
      page.went.push(url);
    },
    replace: (url) => {
      page.href = new URL(url, page.href).href;
    },
  };
  return { page, location };
}

function identityWith(answers: Readonly<Record<string, Answer>>, href?: string) {
  const { fetch, sent } = fakeFetch(answers);
  const { page, location } = fakePage(href);
  const identity = createEmbeddedIdentity({
    origin: 'http://site.test',
    fetchImpl: fetch,
    page: location,
    rememberMe: () => false,
  });
  return { identity, sent, page };
}

describe('embedded identity (better-auth at /api/auth)', () => {
  it('signs up in one request with the profile, the first name and the app page as the verification target; nobody is signed in', async () => {
    const { identity, sent } = identityWith({
      'POST /api/auth/sign-up/email': { status: 200, body: { token: null, user } },
    });
    const profile = { first_name: 'Ana', last_name: 'Lee', companyName: 'Lee Ltd', registrationCompleted: true };
    // undefined: the server stored the profile and mailed the link itself (the flow has nothing left to do).
    expect(await identity.createUserWithEmail('ana@example.test', 'Str0ngPass', profile)).toBeUndefined();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      email: 'ana@example.test',
      password: 'Str0ngPass',
      name: 'Ana',
      callbackURL: '/app/?verified=1',
      profile,
    });
  });

  it('asks for a verification mail back to the app page otherwise', async () => {
    const { identity, sent } = identityWith({
      'POST /api/auth/send-verification-email': { status: 200, body: { status: true } },
    });
    await identity.sendEmailVerification({ uid: 'u2', email: 'bo@example.test', emailVerified: false });
    expect(sent[0]).toMatchObject({
      path: '/api/auth/send-verification-email',
      body: { email: 'bo@example.test', callbackURL: '/app/?verified=1' },
    });
  });

  it('signs in with "stay logged in" as rememberMe', async () => {
    const { identity, sent } = identityWith({
      'POST /api/auth/sign-in/email': {
        status: 200,
        body: { redirect: false, token: 't', user: { ...user, emailVerified: true } },
      },
    });
    expect((await identity.signInWithEmail('ana@example.test', 'Str0ngPass')).emailVerified).toBe(true);
    expect(sent[0]?.body).toEqual({ email: 'ana@example.test', password: 'Str0ngPass', rememberMe: false });
  });

  it('throws better-auth codes, which read as the required texts', async () => {
    const { identity } = identityWith({
      'POST /api/auth/sign-in/email': {
        status: 401,
        body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
      },
      'POST /api/auth/sign-up/email': {
        status: 422,
        body: { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: 'User already exists' },
      },
    });
    const signIn = await identity.signInWithEmail('ana@example.test', 'wrong').catch((error: unknown) => error);
    expect(authErrorMessage(errorCode(signIn))).toBe('The email or login method is incorrect, please try again.');
    const signUp = await identity
      .createUserWithEmail('ana@example.test', 'Str0ngPass', {})
      .catch((error: unknown) => error);
    expect(authErrorMessage(errorCode(signUp))).toBe('An account with this email already exists');
  });

  it('stops at the code step when the account has a second factor, and finishes with either code', async () => {
    const { identity, sent } = identityWith({
      'POST /api/auth/sign-in/email': { status: 200, body: { twoFactorRedirect: true, twoFactorMethods: ['totp'] } },
      'POST /api/auth/two-factor/verify-totp': {
        status: 200,
        body: { token: 't', user: { ...user, emailVerified: true } },
      },
      'POST /api/auth/two-factor/verify-backup-code': {
        status: 401,
        body: { code: 'INVALID_BACKUP_CODE', message: 'Invalid backup code' },
      },
    });
    await expect(identity.signInWithEmail('ana@example.test', 'Str0ngPass')).rejects.toMatchObject({
      code: 'SECOND_FACTOR_REQUIRED',
    });
    expect(await identity.verifySecondFactor?.('123456', 'app')).toMatchObject({ uid: 'u1', emailVerified: true });
    await expect(identity.verifySecondFactor?.('abcde-fghij', 'recovery')).rejects.toMatchObject({
      code: 'INVALID_BACKUP_CODE',
      status: 401,
    });
    expect(sent.slice(1).map((request) => [request.path, request.body])).toEqual([
      ['/api/auth/two-factor/verify-totp', { code: '123456' }],
      ['/api/auth/two-factor/verify-backup-code', { code: 'abcde-fghij' }],
    ]);
  });

  it('signs in with a passkey: a challenge from the server, the prompt, and its answer checked by the server', async () => {
    const { fetch, sent } = fakeFetch({
      'GET /api/auth/passkey/generate-authenticate-options': {
        status: 200,
        body: { challenge: 'c1', rpId: 'site.test' },
      },
      'POST /api/auth/passkey/verify-authentication': {
        status: 200,
        body: { session: {}, user: { ...user, emailVerified: true } },
      },
    });
    const prompted: unknown[] = [];
    const identity = createEmbeddedIdentity({
      origin: 'http://site.test',
      fetchImpl: fetch,
      page: fakePage().location,
      webauthn: {
        supported: () => true,
        autofillAvailable: () => Promise.resolve(false),
        prompt: (options) => {
          prompted.push(options);
          return Promise.resolve({ id: 'credential-1', response: { signature: 's' } });
        },
        conditional: () => Promise.reject(new Error('no suggestions in this browser')),
      },
    });
    expect(await identity.signInWithPasskey?.()).toMatchObject({ uid: 'u1', emailVerified: true });
    expect(prompted).toEqual([{ challenge: 'c1', rpId: 'site.test' }]);
    expect(sent.map((request) => [request.method, request.path, request.body])).toEqual([
      ['GET', '/api/auth/passkey/generate-authenticate-options', undefined],
      [
        'POST',
        '/api/auth/passkey/verify-authentication',
        { response: { id: 'credential-1', response: { signature: 's' } } },
      ],
    ]);
    // A browser without the suggestions asks the server nothing for them.
    expect(await identity.signInWithPasskey?.({ until: new AbortController().signal })).toBeUndefined();
    expect(sent).toHaveLength(2);
  });

  it('names the rate limit when sign-in is refused with 429', async () => {
    const { identity } = identityWith({
      'POST /api/auth/sign-in/email': { status: 429, body: { message: 'Too many requests. Please try again later.' } },
    });
    await expect(identity.signInWithEmail('ana@example.test', 'x')).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      status: 429,
    });
  });

  it('asks for a password reset mail that opens the app reset screen', async () => {
    const { identity, sent } = identityWith({
      'POST /api/auth/request-password-reset': { status: 200, body: { status: true } },
    });
    await identity.sendPasswordReset('ana@example.test');
    expect(sent[0]?.body).toEqual({ email: 'ana@example.test', redirectTo: 'http://site.test/app/reset-password/' });
  });

  it('says clearly that Google is not available when the server has no Google client', async () => {
    const { identity } = identityWith({
      'POST /api/auth/sign-in/social': {
        status: 404,
        body: { code: 'PROVIDER_NOT_FOUND', message: 'Provider not found' },
      },
    });
    const error = await identity.signInWithGoogle().catch((thrown: unknown) => thrown);
    expect(signInErrorMessage(error)).toBe(GOOGLE_UNAVAILABLE_MESSAGE);
  });

  it('leaves for Google with the app page to come back to', async () => {
    const { identity, sent, page } = identityWith({
      'POST /api/auth/sign-in/social': {
        status: 200,
        body: { redirect: false, url: 'https://accounts.google.test/auth' },
      },
    });
    void identity.signInWithGoogle();
    await expect.poll(() => page.went).toEqual(['https://accounts.google.test/auth']);
    expect(sent[0]?.body).toMatchObject({
      provider: 'google',
      callbackURL: '/app/?signin=google',
      disableRedirect: true,
    });
  });

  it('finishes the Google sign-in on return: the session user, the marker removed', async () => {
    const session = { session: { id: 's', userId: 'u1' }, user: { ...user, emailVerified: true, name: 'Ana Smith' } };
    const { identity, page } = identityWith(
      { 'GET /api/auth/get-session': { status: 200, body: session } },
      'http://site.test/app/?signin=google',
    );
    expect(await identity.takeRedirectResult()).toEqual({
      uid: 'u1',
      email: 'ana@example.test',
      emailVerified: true,
      displayName: 'Ana Smith',
    });
    expect(page.href).toBe('http://site.test/app/');
  });

  it('reports a failed Google return with its error code, and ignores pages that are no return', async () => {
    const failed = identityWith({}, 'http://site.test/app/?signin=google&error=access_denied');
    await expect(failed.identity.takeRedirectResult()).rejects.toMatchObject({ code: 'access_denied' });
    const plain = identityWith({});
    expect(await plain.identity.takeRedirectResult()).toBeUndefined();
    expect(plain.sent).toEqual([]);
  });

  it('knows nobody is signed in when there is no session', async () => {
    const { identity } = identityWith({ 'GET /api/auth/get-session': { status: 200, body: null } });
    expect(await identity.currentUser()).toBeUndefined();
  });
});
