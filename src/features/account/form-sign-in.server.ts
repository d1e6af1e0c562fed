/**
 * The /app login form posted without JavaScript: a visitor whose scripts failed or have not
 * loaded submits the server-rendered form (`method="post"`) to /app/. The server signs a verified buyer
 * in with the same identity server, limits and messages as the app (better-auth's per-address limit and
 * the per-account lockout run inside its handler), then redirects to /app/?signin=form, where the app,
 * once it runs, finishes the sign-in from the session cookie as it does after Google's redirect
 * (adapters/redirect-return.ts). Anything else answers the login page again with the reason: never
 * JSON to a browser navigation.
 */
import { services } from '../../services/config.ts';
import { CLIENT_ADDRESS_HEADER } from '../../services/identity/auth.server.ts';
import { logFailure } from '../../services/log-failure.ts';
import { readBodyText } from '../../lib/http/json-response.ts';
import { REDIRECT_MARKER } from './adapters/redirect-return.ts';
import { ACCOUNT_ROUTES } from './app-routes.ts';
import { authErrorMessage } from './auth-errors.ts';
import { FORM_SIGN_IN, STAY_LOGGED_IN_FIELD } from './login-form.ts';
import { ACCOUNT_MESSAGES as M } from './messages.ts';
import { loginSchema } from './schemas.ts';

/** A login form is two short fields and a checkbox: a larger body is not one. */
const FORM_MAX_BYTES = 8 * 1024;

/** The login page shown again: the status, what went wrong, and the address typed (never the password). */
export interface LoginFormRefusal {
  status: number;
  message: string;
  email: string;
  headers?: Record<string, string>;
}

export type LoginFormResult = { response: Response } | { refusal: LoginFormRefusal };

/** The login page again, saying `message` with `status` (argument order as the answer helpers: lib/http/outcome.ts). */
const loginPageAgain = (
  message: string,
  status: number,
  email: string,
  headers?: Record<string, string>,
): LoginFormResult => ({
  refusal: { status, message, email, ...(headers ? { headers } : {}) },
});

/** The code better-auth answered a refused sign-in with (`{ code, message }`), if any. */
async function codeOf(answer: Response): Promise<string | undefined> {
  const body: unknown = await answer.json().catch(() => undefined);
  if (typeof body !== 'object' || body === null || !('code' in body)) return undefined;
  return typeof body.code === 'string' ? body.code : undefined;
}

/** `name=value` of each cookie an answer sets, as a Cookie header. */
const cookiesSetBy = (answer: Response): string =>
  answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';', 1)[0] ?? '')
    .filter(Boolean)
    .join('; ');

/** Sign the form's buyer in (embedded identity server), or say why not. */
export async function signInFromForm(
  request: Request,
  url: URL,
  clientAddress: string | undefined,
): Promise<LoginFormResult> {
  const body = await readBodyText(request, FORM_MAX_BYTES);
  if ('response' in body) return loginPageAgain(M.completeRequiredFields, body.response.status, '');
  const isForm = (request.headers.get('content-type') ?? '')
    .toLowerCase()
    .startsWith('application/x-www-form-urlencoded');
  const fields = new URLSearchParams(isForm ? body.text : '');
  const email = (fields.get('email') ?? '').slice(0, 320);
  const parsed = loginSchema.safeParse({ email, password: fields.get('password') ?? '' });
  if (!parsed.success) return loginPageAgain(M.completeRequiredFields, 400, email);
  // Firebase signs in inside the browser only: its session cannot be made here.
  if (services().config.firebase) return loginPageAgain(M.signInNeedsJavaScript, 400, email);

  const forward = (path: string, init: { body?: string; cookie?: string }): Request => {
    const headers = new Headers({ 'content-type': 'application/json', origin: url.origin });
    const userAgent = request.headers.get('user-agent');
    if (userAgent) headers.set('user-agent', userAgent);
    if (init.cookie) headers.set('cookie', init.cookie);
    if (clientAddress) headers.set(CLIENT_ADDRESS_HEADER, clientAddress);
    return new Request(new URL(`/api/auth${path}`, url), { method: 'POST', headers, body: init.body ?? '{}' });
  };
  try {
    const auth = await services().auth();
    const rememberMe = fields.has(STAY_LOGGED_IN_FIELD);
    const answer = await auth.handler(
      forward('/sign-in/email', { body: JSON.stringify({ ...parsed.data, rememberMe }) }),
    );
    if (!answer.ok) {
      const retryAfter = answer.headers.get('retry-after') ?? answer.headers.get('x-retry-after');
      const status = answer.status === 429 ? 429 : answer.status >= 500 ? 503 : 401;
      return loginPageAgain(
        authErrorMessage(await codeOf(answer)),
        status,
        email,
        retryAfter ? { 'Retry-After': retryAfter } : undefined,
      );
    }
    const signedIn: unknown = await answer.json();
    // The password was right, but the code step of a second factor is the app's only.
    if (typeof signedIn === 'object' && signedIn !== null && 'twoFactorRedirect' in signedIn)
      return loginPageAgain(M.codeStepNeedsJavaScript, 403, email);
    const verified =
      typeof signedIn === 'object' &&
      signedIn !== null &&
      'user' in signedIn &&
      typeof signedIn.user === 'object' &&
      signedIn.user !== null &&
      'emailVerified' in signedIn.user &&
      signedIn.user.emailVerified === true;
    if (!verified) {
      // As in the app (sign-in.ts): an unverified account is signed out again, never half signed in.
      await auth.handler(forward('/sign-out', { cookie: cookiesSetBy(answer) }));
      return loginPageAgain(M.verifyEmailFirst, 403, email);
    }
    const headers = new Headers({
      Location: `${ACCOUNT_ROUTES.app}?${REDIRECT_MARKER}=${FORM_SIGN_IN}`,
      'Cache-Control': 'no-store',
    });
    for (const cookie of answer.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
    return { response: new Response(null, { status: 303, headers }) };
  } catch (error) {
    logFailure('POST /app/ (sign-in without JavaScript): failed.', error);
    return loginPageAgain('Sign-in is not available at the moment. Please try again later.', 503, email);
  }
}
