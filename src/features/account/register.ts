/** Registration flows of docs/requirements.md#registration: by email, by Google, and completing it for a signed-in user. */
import type { User } from '../../lib/store/types.ts';
import { errorCode, errorText, isCancelledSignIn, knownAuthErrorMessage } from './auth-errors.ts';
import { createContact } from './contact.ts';
import type { AccountDeps } from './deps.ts';
import { ACCOUNT_MESSAGES as M, withDetail } from './messages.ts';
import { ACCOUNT_ROUTES } from './app-routes.ts';
import type { RegistrationDetailsValues, RegistrationValues } from './schemas.ts';
import { whitelistUser } from './user-fields.ts';
import { contactIdOf, REDIRECT_DELAY_MS, signOutQuietly, startSession } from './steps.ts';
import type { AuthUser } from './types.ts';

/** How a registration ended, for the island that started it. */
export type RegistrationOutcome = 'signed-up' | 'registered' | 'cancelled' | 'failed';

/**
 * Email registration (docs/requirements.md#registration): create the account with its profile (registration completed, so the
 * first verified sign-in creates the contact), send the verification email, sign out until the
 * address is verified, then the app (login) page after 1 s. Known auth codes keep their docs/requirements.md#messages text.
 * The embedded server does the first three in one request and answers a taken address like a new one
 * (the owner is mailed instead); Firebase signs the new user in, so the flow does the rest.
 */
export async function registerWithEmail(values: RegistrationValues, deps: AccountDeps): Promise<RegistrationOutcome> {
  try {
    const profile: User = whitelistUser({
      ...values,
      subscribeNewsletter: values.subscribeNewsletter ?? false,
      registrationCompleted: true,
    });
    const authUser = await deps.identity.createUserWithEmail(values.email, values.password, profile);
    if (authUser !== undefined) {
      const user: User = whitelistUser({
        ...profile,
        uid: authUser.uid,
        contact_id: authUser.uid,
        email: authUser.email ?? values.email,
        emailVerified: authUser.emailVerified,
      });
      await deps.documents.setUser(authUser.uid, user);
      await deps.identity.sendEmailVerification(authUser);
    }
  } catch (error) {
    deps.toast(knownAuthErrorMessage(errorCode(error)) ?? M.signUpFailed, 'error');
    return 'failed';
  }
  await signOutQuietly(deps);
  deps.toast(M.signUpSucceeded, 'success');
  await deps.wait(REDIRECT_DELAY_MS);
  deps.navigate(ACCOUNT_ROUTES.app);
  return 'signed-up';
}

/** The user document of a registration: stored fields, then the form, then what the identity vouches for. */
function registeredUser(authUser: AuthUser, stored: User | undefined, values: RegistrationDetailsValues): User {
  return whitelistUser({
    ...stored,
    ...values,
    uid: authUser.uid,
    contact_id: stored?.contact_id ?? authUser.uid,
    // The signed-in address, not a typed one: the contact must match the identity.
    email: authUser.email ?? stored?.email ?? values.email,
    emailVerified: authUser.emailVerified,
    displayName: authUser.displayName ?? stored?.displayName,
    subscribeNewsletter: values.subscribeNewsletter ?? false,
    registrationCompleted: true,
    is_verified: authUser.emailVerified,
  });
}

/** Post the contact (201 expected), save the user document, then store user, contact and resources. */
async function createAndStore(authUser: AuthUser, user: User, deps: AccountDeps): Promise<void> {
  const contactId = contactIdOf(user, authUser.uid);
  const contact = await createContact(deps.contacts, user, contactId);
  await deps.documents.setUser(authUser.uid, user);
  await startSession(user, contact, contactId, deps);
}

/** The success end of both registrations (docs/requirements.md#registration). */
async function announceRegistered(deps: AccountDeps): Promise<RegistrationOutcome> {
  deps.toast(M.registrationCompleted, 'success');
  await deps.wait(REDIRECT_DELAY_MS);
  deps.navigate(ACCOUNT_ROUTES.account);
  return 'registered';
}

/**
 * Complete the registration of a signed-in user (the register page after Google sign-in, docs/requirements.md#accounts):
 * their user document must exist ('Error creating a new user…' otherwise); the contact is created
 * and the completed user saved and stored. Failures say 'An error occurred while trying to register'
 * with the error text.
 */
export async function completeRegistration(
  authUser: AuthUser,
  values: RegistrationDetailsValues,
  deps: AccountDeps,
): Promise<RegistrationOutcome> {
  try {
    const stored = await deps.documents.getUser(authUser.uid);
    if (stored === undefined) {
      deps.toast(M.userSnapshotMissing, 'error');
      return 'failed';
    }
    await createAndStore(authUser, registeredUser(authUser, stored, values), deps);
  } catch (error) {
    deps.toast(withDetail(M.registerFailed, errorText(error)), 'error');
    return 'failed';
  }
  return announceRegistered(deps);
}

/**
 * Register with Google (docs/requirements.md#sign-in-with-google "post contact, store user, save"): the register form's details, the
 * identity from the popup. Failures say 'There was an unexpected error.' with the detail; a closed
 * popup is not a failure.
 */
export async function registerWithGoogle(
  values: RegistrationDetailsValues,
  deps: AccountDeps,
): Promise<RegistrationOutcome> {
  try {
    const authUser = await deps.identity.signInWithGoogle();
    if (authUser === undefined) {
      deps.toast(M.loginPopupNoUser, 'error');
      return 'failed';
    }
    const stored = await deps.documents.getUser(authUser.uid);
    await createAndStore(authUser, registeredUser(authUser, stored, values), deps);
  } catch (error) {
    if (isCancelledSignIn(error)) return 'cancelled';
    deps.toast(withDetail(M.unexpectedError, errorText(error)), 'error');
    return 'failed';
  }
  return announceRegistered(deps);
}
