/** Shapes the account rules and flows share with the identity adapters. */

/**
 * The signed-in identity as an identity adapter reports it (Firebase `User`, or the embedded
 * better-auth session user), reduced to what the account rules read.
 */
export interface AuthUser {
  /** The identity's id; also the user document id and the contact id (docs/requirements.md#contact-and-resources). */
  uid: string;
  email?: string | undefined;
  /** Whether the provider vouches for the address (Google always does; email after the link). */
  emailVerified: boolean;
  displayName?: string | undefined;
}

/** What the button of the header and the mobile bar reads (docs/requirements.md#who-may-do-what). */
export type AccountButtonLabel = 'Account' | 'Register' | 'Login';

/** The identity's code when a right password still needs the second factor's code (embedded server). */
export const SECOND_FACTOR_REQUIRED = 'SECOND_FACTOR_REQUIRED';
