/**
 * The Firebase pair of adapters (identity and documents) from the public web config. Its own module so
 * that choose.ts can import it dynamically: Firebase is fetched only by sites configured for it.
 */
import { initializeApp, getApps, type FirebaseOptions } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { createFirebaseIdentity } from './firebase-identity.ts';
import { createFirestoreDocuments } from './firestore-documents.ts';
import { createHttpDocuments } from './http-documents.ts';
import type { AccountDocuments } from '../deps.ts';
import type { BrowserIdentity } from './browser-identity.ts';
import { setBearerTokenSource } from '../../../lib/http/fetch-json.ts';

/**
 * Identity and documents over one Firebase app (initialised once per page). The site's own API
 * (/api/contacts, /api/web-orders) then gets the user's Firebase ID token as a bearer token.
 * With `authEmulatorHost` (PUBLIC_FIREBASE_AUTH_EMULATOR_HOST) sign-in goes to the Firebase Auth
 * emulator, and the documents to the site's own store (/api/account/*, which takes the same bearer
 * token): Firestore's emulator needs Java and a download, so it is not part of that setup (docs/vendors.md).
 */
export function createFirebaseAdapters(config: FirebaseOptions & { authEmulatorHost?: string }): {
  identity: BrowserIdentity;
  documents: AccountDocuments;
} {
  const { authEmulatorHost, ...options } = config;
  const existing = getApps()[0];
  const app = existing ?? initializeApp(options);
  const auth = getAuth(app);
  if (authEmulatorHost && !existing) connectAuthEmulator(auth, `http://${authEmulatorHost}`, { disableWarnings: true });
  // On a fresh page Firebase restores the signed-in user asynchronously: a call made before that (the
  // orders screen's first load) must wait for it, or it goes without a token and is refused (found on the emulator).
  setBearerTokenSource(async () => {
    await auth.authStateReady();
    return auth.currentUser ? auth.currentUser.getIdToken() : undefined;
  });
  return {
    identity: createFirebaseIdentity(app),
    documents: authEmulatorHost ? createHttpDocuments() : createFirestoreDocuments(app),
  };
}
