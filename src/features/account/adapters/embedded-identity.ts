/**
 * IdentityPort over the embedded identity server (better-auth at /api/auth, docs/api.md), spoken over
 * plain fetch: the eight JSON calls the app makes. better-auth's own browser client was 12 kB gzip of
 * what a page loads before anyone types (session atoms, broadcast channel, telemetry) for these calls
 *; embedded-identity.test.ts pins the protocol. Failures throw an IdentityError carrying
 * better-auth's `code` (INVALID_EMAIL_OR_PASSWORD, USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL, …), which
 * auth-errors.ts maps to the docs/requirements.md#messages texts. Google sign-in here is a redirect to Google and back to
 * /app/ (better-auth has no popup), finished by `takeRedirectResult` on the page it returns to.
 */
import { ACCOUNT_ROUTES } from '../app-routes.ts';
import { SECOND_FACTOR_REQUIRED, type AuthUser } from '../types.ts';
import { IdentityError, type BrowserIdentity } from './browser-identity.ts';
import { browserWebAuthn } from './browser-webauthn.ts';
import { createPasskeySignIn, type WebAuthnBrowser } from './passkey-sign-in.ts';
import { VERIFICATION_RETURN } from '../verification-return.ts';
import { browserPage, REDIRECT_MARKER, redirectReturn, type PageLocation } from './redirect-return.ts';

/** Shown when the server has no Google client configured (better-auth answers PROVIDER_NOT_FOUND). */
export const GOOGLE_UNAVAILABLE_MESSAGE =
  'Sign in with Google is not available on this site yet. Please log in with your email and password.';

/** Where the identity server is mounted. */
export const AUTH_PATH = '/api/auth';

/** The /app screen a password-reset link opens (with `?token=`); the embedded server has no page of its own. */
export const RESET_PASSWORD_PATH = '/app/reset-password/';

/** A better-auth user as its client returns it, reduced to what AuthUser needs. */
interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

/** better-auth's error value (`{code?, message?, status}`) as an IdentityError. */
function identityError(error: ClientError): IdentityError {
  const code = error.code ?? (error.status === 429 ? 'TOO_MANY_REQUESTS' : `HTTP_${error.status}`);
  return new IdentityError(code, error.message ?? `The identity server answered ${error.status}`, error.status);
}

/** better-auth's error answer: its `code` and `message`, with the HTTP status. */
interface ClientError {
  code?: string | undefined;
  message?: string | undefined;
  status: number;
}

/** An answer: its data (null for an empty body), or the error better-auth sent. */
type Answer<T> = { data: T | null; error: null } | { data: null; error: ClientError };

/** The answer's data (possibly null), or the thrown IdentityError. */
function unwrap<T>(result: Answer<T>): T | null {
  if (result.error) throw identityError(result.error);
  return result.data;
}

/** A JSON call to the identity server, with the session cookie; never throws for an HTTP error. */
async function call<T>(fetchImpl: typeof fetch, url: string, body?: Record<string, unknown>): Promise<Answer<T>> {
  const response = await fetchImpl(url, {
    method: body ? 'POST' : 'GET',
    credentials: 'include',
    headers: body ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null; // not JSON (a proxy's error page): only the status says what happened
  }
  if (response.ok) return { data: json as T | null, error: null };
  const fields = typeof json === 'object' && json !== null ? (json as { code?: unknown; message?: unknown }) : {};
  return {
    data: null,
    error: {
      status: response.status,
      code: typeof fields.code === 'string' ? fields.code : undefined,
      message: typeof fields.message === 'string' ? fields.message : undefined,
    },
  };
}

/** The data an answer must have; an empty success is a server fault. */
function required<T>(data: T | null, what: string): T {
  if (data === null) throw new IdentityError('EMPTY_ANSWER', `The identity server answered ${what} without data`);
  return data;
}

/** A better-auth user as the account rules see it. An empty name is no display name. */
export function authUserOf(user: SessionUser): AuthUser {
  return {
    uid: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: user.name.trim() || undefined,
  };
}

export interface EmbeddedIdentityOptions {
  /** The identity server's origin (default: the page's). */
  origin?: string;
  /** Whether a new session should outlive the browser ("Stay logged in", docs/requirements.md#logged-in-state). */
  rememberMe?: () => boolean;
  /** For tests: the fetch the calls use, and the page it reads and redirects. */
  fetchImpl?: typeof fetch;
  page?: PageLocation;
  /** For tests: the browser's WebAuthn. */
  webauthn?: WebAuthnBrowser;
}

/** The identity adapter for the embedded server. */
export function createEmbeddedIdentity(options: EmbeddedIdentityOptions = {}): BrowserIdentity {
  const page = options.page ?? browserPage();
  const base = `${options.origin ?? page.origin()}${AUTH_PATH}`;
  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const post = <T>(path: string, body: Record<string, unknown>) => call<T>(fetchImpl, `${base}${path}`, body);
  const client = {
    getSession: () => call<{ user: SessionUser }>(fetchImpl, `${base}/get-session`),
    signUp: (body: Record<string, unknown>) => post<{ user: SessionUser }>('/sign-up/email', body),
    sendVerificationEmail: (body: Record<string, unknown>) => post<unknown>('/send-verification-email', body),
    signIn: (body: Record<string, unknown>) =>
      post<{ user?: SessionUser; twoFactorRedirect?: boolean }>('/sign-in/email', body),
    verifyTotp: (body: Record<string, unknown>) => post<{ user: SessionUser }>('/two-factor/verify-totp', body),
    verifyRecoveryCode: (body: Record<string, unknown>) =>
      post<{ user: SessionUser }>('/two-factor/verify-backup-code', body),
    signOut: () => post<unknown>('/sign-out', {}),
    requestPasswordReset: (body: Record<string, unknown>) => post<unknown>('/request-password-reset', body),
    signInSocial: (body: Record<string, unknown>) => post<{ url?: string }>('/sign-in/social', body),
    resetPassword: (body: Record<string, unknown>) => post<unknown>('/reset-password', body),
    passkeyOptions: () => call<Record<string, unknown>>(fetchImpl, `${base}/passkey/generate-authenticate-options`),
    verifyPasskey: (body: Record<string, unknown>) =>
      post<{ user: SessionUser }>('/passkey/verify-authentication', body),
  };
  const passkeys = createPasskeySignIn(
    {
      options: async () => required(unwrap(await client.passkeyOptions()), 'passkey options'),
      verify: async (response) =>
        authUserOf(required(unwrap(await client.verifyPasskey({ response })), 'passkey sign-in').user),
    },
    options.webauthn ?? browserWebAuthn,
  );
  const currentUser = async (): Promise<AuthUser | undefined> => {
    const session = unwrap(await client.getSession());
    return session ? authUserOf(session.user) : undefined;
  };

  return {
    async createUserWithEmail(email, password, profile) {
      // One request: the server stores the profile with the account and mails the link (auth.server.ts,
      // registration-profile.ts); it signs nobody in and answers a taken address the same way.
      required(
        unwrap(
          await client.signUp({
            email,
            password,
            name: profile.first_name ?? '',
            callbackURL: VERIFICATION_RETURN,
            profile,
          }),
        ),
        'sign-up',
      );
      return undefined;
    },
    async sendEmailVerification(user) {
      if (!user.email) throw new IdentityError('MISSING_EMAIL', 'This account has no email address to verify');
      unwrap(await client.sendVerificationEmail({ email: user.email, callbackURL: VERIFICATION_RETURN }));
    },
    async signInWithEmail(email, password) {
      const { user, twoFactorRedirect } = required(
        unwrap(await client.signIn({ email, password, rememberMe: options.rememberMe?.() ?? true })),
        'sign-in',
      );
      // The password was right; the second factor's code finishes the sign-in (verifySecondFactor).
      if (twoFactorRedirect === true)
        throw new IdentityError(SECOND_FACTOR_REQUIRED, 'This account asks for a code from its authenticator app');
      return authUserOf(required(user ?? null, 'sign-in'));
    },
    async verifySecondFactor(code, kind) {
      const answer = kind === 'app' ? await client.verifyTotp({ code }) : await client.verifyRecoveryCode({ code });
      return authUserOf(required(unwrap(answer), 'the code').user);
    },
    signInWithPasskey: (autofill) => (autofill ? passkeys.autofill(autofill.until) : passkeys.press()),
    async signOut() {
      unwrap(await client.signOut());
    },
    async sendPasswordReset(email) {
      unwrap(await client.requestPasswordReset({ email, redirectTo: `${page.origin()}${RESET_PASSWORD_PATH}` }));
    },
    async signInWithGoogle() {
      const result = await client.signInSocial({
        provider: 'google',
        callbackURL: `${ACCOUNT_ROUTES.app}?${REDIRECT_MARKER}=google`,
        errorCallbackURL: `${ACCOUNT_ROUTES.app}?${REDIRECT_MARKER}=google`,
        disableRedirect: true,
      });
      if (result.error?.code === 'PROVIDER_NOT_FOUND')
        throw new IdentityError('GOOGLE_NOT_CONFIGURED', GOOGLE_UNAVAILABLE_MESSAGE, result.error.status);
      const { url } = required(unwrap(result), 'Google sign-in');
      if (!url)
        throw new IdentityError('GOOGLE_NO_REDIRECT', 'The identity server did not say where to sign in with Google');
      page.go(url);
      // The page is leaving for Google; the sign-in ends in takeRedirectResult when it comes back.
      return new Promise<never>(() => undefined);
    },
    currentUser,
    takeRedirectResult: () => redirectReturn(page, currentUser),
    async resetPassword(token: string, newPassword: string) {
      unwrap(await client.resetPassword({ token, newPassword }));
    },
  };
}
