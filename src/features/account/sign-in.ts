/** Sign-in flows of docs/requirements.md#sign-in-with-google: the Google popup and email with password. */
import type { Contact, User } from '../../lib/store/types.ts';
import { authErrorMessage, errorCode, errorText, isCancelledSignIn, signInErrorMessage } from './auth-errors.ts';
import { createContact, lookUpContact } from './contact.ts';
import type { AccountDeps, ContactResponse } from './deps.ts';
import { ACCOUNT_MESSAGES as M } from './messages.ts';
import { ACCOUNT_ROUTES } from './app-routes.ts';
import { isRegistered, needsEmailVerifiedFlag } from './state.ts';
import { whitelistUser } from './user-fields.ts';
import { contactIdOf, sendToRegistration, signOutQuietly, startSession } from './steps.ts';
import { SECOND_FACTOR_REQUIRED, type AuthUser } from './types.ts';

/** How a sign-in ended, for the island that started it. */
export type SignInOutcome = 'logged-in' | 'register' | 'unverified' | 'cancelled' | 'failed' | 'second-factor';

/** What the code step of a sign-in can end in: `'expired'` sends the visitor back to the password. */
export type CodeOutcome = SignInOutcome | 'expired';

/** The user document of a signed-in identity: read, created when missing, verified flag brought up to date. */
async function userDocumentOf(authUser: AuthUser, deps: AccountDeps): Promise<User> {
  const stored = await deps.documents.getUser(authUser.uid);
  if (stored !== undefined && !needsEmailVerifiedFlag(authUser, stored)) return stored;
  const user =
    stored === undefined
      ? { ...whitelistUser(authUser), contact_id: authUser.uid }
      : { ...stored, emailVerified: true };
  await deps.documents.setUser(authUser.uid, user);
  return user;
}

/**
 * After the identity provider signed someone in (docs/requirements.md#registration): registered users are stored with their
 * contact and resources and go to their account; others go to registration. When there is no contact
 * yet (200 with `data: null`, docs/api.md) or the lookup fails, a user who completed registration gets
 * their contact created (first name from the display name, verified) instead.
 */
export async function completeSignIn(authUser: AuthUser, deps: AccountDeps): Promise<SignInOutcome> {
  const user = await userDocumentOf(authUser, deps);
  const contactId = contactIdOf(user, authUser.uid);
  let found: ContactResponse;
  try {
    found = await lookUpContact(deps.contacts, contactId);
  } catch {
    return createMissingContact(authUser, user, contactId, deps);
  }
  // No contact yet: what the "lookup throws" path of docs/requirements.md#sign-in-with-google stood for when the server answered 404 for it.
  if (found.data === null) return createMissingContact(authUser, user, contactId, deps);
  if (found.status !== 200 || found.data === undefined || !isRegistered(found.data)) {
    sendToRegistration(user, deps);
    return 'register';
  }
  await startSession(user, found.data, contactId, deps);
  deps.navigate(ACCOUNT_ROUTES.account);
  return 'logged-in';
}

/** docs/requirements.md#sign-in-with-google "if the lookup throws" (or no contact yet): only a user who completed registration gets a contact created. */
async function createMissingContact(
  authUser: AuthUser,
  stored: User,
  contactId: string,
  deps: AccountDeps,
): Promise<SignInOutcome> {
  if (stored.registrationCompleted !== true) {
    sendToRegistration(stored, deps);
    return 'register';
  }
  // Keep a typed first name when the identity has no display name (email accounts).
  const user: User = { ...stored, first_name: authUser.displayName?.trim() || stored.first_name, is_verified: true };
  let contact: Contact;
  try {
    contact = await createContact(deps.contacts, user, contactId);
  } catch {
    sendToRegistration(stored, deps);
    return 'register';
  }
  await deps.documents.setUser(authUser.uid, user);
  await startSession(user, contact, contactId, deps);
  deps.navigate(ACCOUNT_ROUTES.account);
  return 'logged-in';
}

/** Google popup sign-in (docs/requirements.md#accounts). A popup the visitor closed is not an error. */
export async function signInWithGoogle(deps: AccountDeps): Promise<SignInOutcome> {
  try {
    const authUser = await deps.identity.signInWithGoogle();
    if (authUser === undefined) {
      deps.toast(M.loginPopupNoUser, 'error');
      return 'failed';
    }
    return await completeSignIn(authUser, deps);
  } catch (error) {
    if (isCancelledSignIn(error)) return 'cancelled';
    deps.toast(signInErrorMessage(error), 'error');
    return 'failed';
  }
}

/**
 * A sign-in the visitor made themselves (password or passkey): an address not verified yet is signed
 * out again and asked to follow the link first, so an unverified account is never half signed in.
 */
async function completeVerifiedSignIn(authUser: AuthUser, deps: AccountDeps): Promise<SignInOutcome> {
  if (!authUser.emailVerified) {
    await signOutQuietly(deps);
    deps.toast(M.verifyEmailFirst, 'info');
    return 'unverified';
  }
  return completeSignIn(authUser, deps);
}

/**
 * Email and password sign-in (docs/requirements.md#accounts, auth codes of docs/requirements.md#messages). An address not verified yet is signed out
 * again and asked to follow the link first, so an unverified account is never half signed in.
 */
export async function signInWithEmail(email: string, password: string, deps: AccountDeps): Promise<SignInOutcome> {
  try {
    const authUser = await deps.identity.signInWithEmail(email, password);
    return await completeVerifiedSignIn(authUser, deps);
  } catch (error) {
    // Not a failure: the screen asks for the code (finishSignInWithCode).
    if (errorCode(error) === SECOND_FACTOR_REQUIRED) return 'second-factor';
    deps.toast(authErrorMessage(errorCode(error)), 'error');
    return 'failed';
  }
}

/** A passkey's codes: the browser cannot use one, or the site does not know the one given. */
const PASSKEY_CODE_MESSAGES: ReadonlyMap<string, string> = new Map([
  ['PASSKEYS_UNSUPPORTED', M.passkeysUnsupported],
  ['PASSKEY_NOT_FOUND', M.passkeyNotKnown],
  ['AUTHENTICATION_FAILED', M.passkeyNotKnown],
  // @simplewebauthn/browser's: the page's address cannot hold passkeys (an IP address, not https).
  ['ERROR_INVALID_DOMAIN', M.passkeysUnsupported],
  ['ERROR_INVALID_RP_ID', M.passkeysUnsupported],
]);

/**
 * A passkey sign-in (docs/security.md, "Passkeys"): the device's screen lock instead of the password,
 * and no code after it (a passkey is both factors). A prompt the visitor closed is not an error;
 * `autofill` waits for a passkey chosen from the email field's suggestions, until `autofill.until` aborts.
 */
export async function signInWithPasskey(deps: AccountDeps, autofill?: { until: AbortSignal }): Promise<SignInOutcome> {
  const signIn = deps.identity.signInWithPasskey;
  if (!signIn) {
    if (!autofill) deps.toast(M.passkeysUnsupported, 'error');
    return 'failed';
  }
  try {
    const authUser = await signIn(autofill);
    if (authUser === undefined) return 'cancelled';
    return await completeVerifiedSignIn(authUser, deps);
  } catch (error) {
    const code = errorCode(error);
    const known = code !== undefined ? PASSKEY_CODE_MESSAGES.get(code) : undefined;
    // Autofill starts unasked: it speaks only once a passkey was chosen and refused.
    if (!autofill || known === M.passkeyNotKnown) deps.toast(known ?? authErrorMessage(code), 'error');
    return 'failed';
  }
}

/** Codes of a pending sign-in that is gone: the password has to be given again. */
const EXPIRED_CODES: ReadonlySet<string> = new Set(['INVALID_TWO_FACTOR_COOKIE', 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE']);

/**
 * The second step of a password sign-in with the second factor on: the authenticator app's code, or a
 * recovery code (each works once). A wrong one is refused and counted toward the account's lockout.
 */
export async function finishSignInWithCode(
  code: string,
  kind: 'app' | 'recovery',
  deps: AccountDeps,
): Promise<CodeOutcome> {
  const verify = deps.identity.verifySecondFactor;
  if (!verify) {
    deps.toast(M.genericAuthError, 'error');
    return 'failed';
  }
  try {
    return await completeSignIn(await verify(code, kind), deps);
  } catch (error) {
    const errorName = errorCode(error);
    if (errorName !== undefined && EXPIRED_CODES.has(errorName)) {
      deps.toast(M.codeStepExpired, 'error');
      return 'expired';
    }
    if (errorName === 'INVALID_CODE') deps.toast(M.codeWrong, 'error');
    else if (errorName === 'INVALID_BACKUP_CODE') deps.toast(M.recoveryCodeWrong, 'error');
    else if (errorName === 'SIGN_IN_LOCKED') deps.toast(errorText(error) ?? M.tooManyAttempts, 'error');
    else deps.toast(authErrorMessage(errorName), 'error');
    return 'failed';
  }
}
