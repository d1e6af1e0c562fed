/**
 * IdentityPort over Firebase Auth (firebase 12 modular SDK), the cloud identity adapter of
 * docs/architecture.md ("Accounts: Firebase and Google"). Type-checked only: no Firebase project is reachable from this machine. Errors are
 * Firebase's own (`FirebaseError.code` such as `auth/wrong-password`), which auth-errors.ts maps.
 * Loaded only when configured (choose.ts), so Firebase never weighs on the embedded bundle.
 */
import type { FirebaseApp } from 'firebase/app';
import {
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  getAuth,
  GoogleAuthProvider,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type User as FirebaseUser,
} from 'firebase/auth';
import { ACCOUNT_ROUTES } from '../app-routes.ts';
import type { AuthUser } from '../types.ts';
import { IdentityError, type BrowserIdentity } from './browser-identity.ts';

/** A Firebase user as the account rules see it (never its tokens or provider data). */
export function authUserOfFirebase(user: FirebaseUser): AuthUser {
  return {
    uid: user.uid,
    email: user.email ?? undefined,
    emailVerified: user.emailVerified,
    displayName: user.displayName ?? undefined,
  };
}

/** The identity adapter for Firebase Auth. Links in Firebase's mails continue to the app page. */
export function createFirebaseIdentity(app: FirebaseApp, origin: string = window.location.origin): BrowserIdentity {
  const auth = getAuth(app);
  const continueTo = { url: `${origin}${ACCOUNT_ROUTES.app}` };
  return {
    async signInWithGoogle() {
      const result = await signInWithPopup(auth, new GoogleAuthProvider());
      return authUserOfFirebase(result.user);
    },
    async createUserWithEmail(email, password) {
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      return authUserOfFirebase(user);
    },
    async sendEmailVerification(user) {
      // Firebase mails the signed-in user object, not an address: it must be the one just created.
      const current = auth.currentUser;
      if (current?.uid !== user.uid)
        throw new IdentityError('auth/user-mismatch', 'The account to verify is not the one signed in');
      await sendEmailVerification(current, continueTo);
    },
    async signInWithEmail(email, password) {
      const { user } = await signInWithEmailAndPassword(auth, email, password);
      return authUserOfFirebase(user);
    },
    signOut: () => signOut(auth),
    sendPasswordReset: (email) => sendPasswordResetEmail(auth, email, continueTo),
    async currentUser() {
      await auth.authStateReady();
      return auth.currentUser ? authUserOfFirebase(auth.currentUser) : undefined;
    },
    // Google sign-in is a popup here: nothing ever returns by redirect.
    takeRedirectResult: () => Promise.resolve(undefined),
    resetPassword: (token, newPassword) => confirmPasswordReset(auth, token, newPassword),
  };
}
