/**
 * The Firebase pair of adapters (identity and documents) from the public web config. Its own module so
 * that choose.ts can import it dynamically: Firebase is fetched only by sites configured for it.
 */
import { initializeApp, getApps, type FirebaseOptions } from 'firebase/app';
import { getAuth } from 'firebase/auth';
import { createFirebaseIdentity } from './firebase-identity.ts';
import { createFirestoreDocuments } from './firestore-documents.ts';
import type { AccountDocuments } from '../deps.ts';
import type { BrowserIdentity } from './browser-identity.ts';
import { setBearerTokenSource } from '../../http/fetch-json.ts';

/**
 * Identity and documents over one Firebase app (initialised once per page). The site's own API
 * (/api/contacts, /api/web-orders) then gets the user's Firebase ID token as a bearer token.
 */
export function createFirebaseAdapters(config: FirebaseOptions): { identity: BrowserIdentity; documents: AccountDocuments } {
  const app = getApps()[0] ?? initializeApp(config);
  const auth = getAuth(app);
  setBearerTokenSource(async () => (auth.currentUser ? auth.currentUser.getIdToken() : undefined));
  return { identity: createFirebaseIdentity(app), documents: createFirestoreDocuments(app) };
}
