/**
 * Every account message the visitor can read, in one place. The texts of the first sections are listed in
 * docs/requirements.md#messages and copied verbatim, typos and capitals included (tests pin them); the
 * others fill gaps the requirements leave open and each say why beside them.
 */
import { PASSWORD_RULE_MESSAGE } from '../../schemas/password.ts';

export const ACCOUNT_MESSAGES = {
  // --- Required, sign-in and registration (docs/requirements.md#sign-in-and-registration) ---
  /** The Google popup resolved without a user. */
  loginPopupNoUser: 'An error occurred while trying to login',
  /** Info toast shown before sending a signed-in but unregistered user to the register page. */
  completeRegistration: 'Please complete your registration',
  /** The user document read back as undefined while completing registration. */
  userSnapshotMissing: 'Error creating a new user. Please try again later',
  /** Creating the contact failed; the error text is appended. */
  registerFailed: 'An error occurred while trying to register',
  /** Contact created; the account page follows after 1 s. */
  registrationCompleted: 'Registration completed',
  /** Saving profile changes failed. */
  updateFailed: 'Error updating changes',
  /** Email sign-up failed with an error that has no mapped text. */
  signUpFailed: 'An error occurred while Signing up. Please try again',
  /** Email sign-up done; the app (login) page follows after 1 s. */
  signUpSucceeded: 'Sign up successful, Please verify your email',
  /** Google sign-up failed; the detail is appended. */
  unexpectedError: 'There was an unexpected error.',

  // --- Required, identity provider codes (docs/requirements.md#identity-provider-codes, auth-errors.ts) ---
  /** invalid-password, invalid-email, wrong-password. */
  incorrectCredentials: 'The email or login method is incorrect, please try again.',
  /** user-not-found. */
  userNotFound: 'No user was found with the provided email',
  /** email-already-exists, email-already-in-use. */
  emailInUse: 'An account with this email already exists',
  /** missing-email (forgot password without an email). */
  missingEmail: 'Please enter your email address before selecting forgot password',
  /** Any other auth code. */
  genericAuthError: 'There was an error. Please try again',

  // --- Required, validation (docs/requirements.md#validation-messages) ---
  /** A malformed email address. */
  invalidEmail: 'Please enter a valid email address',
  /** Toast for a form with native-invalid fields (at most once per 3 s, the toast's debounce). */
  completeRequiredFields: 'Please complete all required fields',

  // --- Not in docs/requirements.md (chosen; each says why) ---
  /** The password rule, stated so the visitor can meet it in one go; the identity server says the same (src/schemas/password.ts). */
  passwordRule: PASSWORD_RULE_MESSAGE,
  /** The Login screen after the verification link was followed: the link worked. */
  emailNowVerified: 'Your email address is now verified. Please log in.',
  /** The Login screen when the verification link did not work (expired, used by another account). */
  verificationLinkFailed: 'This verification link is not valid or has expired.',
  /** Too many sign-in or sign-up attempts from one address (the identity server's rate limit). */
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  /** Upper bound of a password (better-auth's default maximum). */
  passwordTooLong: 'Password must be at most 128 characters',
  /** confirmPassword differs from password (the requirements leave the matching rule open). */
  passwordsDoNotMatch: 'Passwords do not match',
  /** A required field left empty or blank. */
  required: 'This field is required',
  /** A text field longer than the CRM accepts. */
  tooLong: 'Please keep this under 200 characters',
  /** The privacy-policy checkbox of registration is required. */
  agreePrivacyPolicy: 'Please agree to the privacy policy to continue',
  /** Email sign-in of an account whose address is not verified yet. */
  verifyEmailFirst: 'Please verify your email address, then log in',
  /** Forgot password: the reset email is on its way. */
  passwordResetSent: 'Password reset email sent, please check your inbox',
  /** Profile changes saved. */
  changesSaved: 'Your changes have been saved',
  /** The login form posted without JavaScript where the identity provider signs in only in the browser (Firebase). */
  signInNeedsJavaScript: 'Logging in needs JavaScript. Please turn it on and reload the page.',
  /** Signed in by the login form without JavaScript: the account pages themselves need it. */
  signedInNeedsJavaScript: 'You are logged in. Your account needs JavaScript: please turn it on and reload the page.',

  // --- Sessions and credential changes (the account screen and /api/account/sessions) ---
  /** No session of this account has that id (ended already, or someone else's). */
  sessionNotFound: 'That session has already ended.',
  /** Ending this device's own session is signing out. */
  sessionIsThisDevice: 'This is the session you are using: use Sign out to end it.',
  /** With Firebase accounts the site keeps no sessions of its own to list. */
  sessionsUnavailable: 'Your sessions are not listed on this site. Sign out on each device to end its session.',
  /** The sessions could not be read. */
  sessionsFailed: 'Your sessions could not be loaded. Please try again.',
  /** One session ended from the list. */
  sessionEnded: 'That session has ended. The device will need to sign in again.',
  /** Every other session ended. */
  otherSessionsEnded: 'You are now signed out everywhere else.',
  /** The current password given to change it is not the account's. */
  currentPasswordWrong: 'Your current password is not correct.',
  /** The password was changed; every other session ended with it. */
  passwordChanged: 'Your password has been changed, and you are signed out everywhere else.',

  // --- The second factor (an authenticator app's codes, recovery codes) ---
  /** The password was right; the sign-in now needs the code. */
  codeNeeded: 'Enter the 6-digit code from your authenticator app to finish logging in.',
  /** The code step's field when it holds anything but 6 digits. */
  codeFormat: 'Please enter the 6 digits your authenticator app shows',
  /** A code that is not the app's current one. */
  codeWrong: 'That code is not correct. Please check your authenticator app and try again.',
  /** A recovery code that is not one of the account's unused ones. */
  recoveryCodeWrong: 'That recovery code is not correct, or it has been used already.',
  /** The pending sign-in is gone (10 minutes passed, or too many codes were tried on it). */
  codeStepExpired: 'Your login has expired. Please log in with your password again.',
  /** The login form posted without JavaScript for an account with a second factor. */
  codeStepNeedsJavaScript:
    'This account asks for a code from your authenticator app, which needs JavaScript. Please turn it on and reload the page.',
  /** The factor was turned on by the first code from the app. */
  twoFactorOn:
    'Two-step verification is on. You will need a code from your app each time you log in with your password.',
  /** The factor was turned off. */
  twoFactorOff: 'Two-step verification is off.',

  // --- Passkeys ---
  /** The browser has no WebAuthn (or the page is not on a secure origin). */
  passkeysUnsupported: 'This browser cannot use passkeys. Please log in with your email and password.',
  /** A passkey the site does not know (removed, or made for another site), or a signature that is not right. */
  passkeyNotKnown: "That passkey is not one of this site's. Please log in with your email and password.",
  /** A passkey was added from the account screen. */
  passkeyAdded: 'Your passkey has been added. You can now log in with it instead of your password.',
  /** A passkey was removed. */
  passkeyRemoved: 'That passkey has been removed.',
  /** This device already holds a passkey of the account. */
  passkeyAlreadyHere: 'This device already has a passkey for your account.',
  /** The browser's passkey prompt was closed, or timed out, while adding one. */
  passkeyNotAdded: 'No passkey was added.',
} as const;

/**
 * A catalogue message followed by the error's own text (docs/requirements.md#sign-in-and-registration "plus the error's text", "plus the detail"):
 * after a sentence that already ends in punctuation a space separates them, otherwise a colon.
 * Without a detail the message stands alone.
 */
export function withDetail(message: string, detail: string | undefined): string {
  const text = detail?.trim();
  if (!text) return message;
  return /[.!?]$/.test(message) ? `${message} ${text}` : `${message}: ${text}`;
}
