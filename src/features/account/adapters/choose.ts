/**
 * Which account adapters the browser uses: Firebase (Auth + Firestore) when the server configured it
 * (PUBLIC_FIREBASE_API_KEY, PUBLIC_FIREBASE_AUTH_DOMAIN, PUBLIC_FIREBASE_PROJECT_ID; PUBLIC_FIREBASE_APP_ID
 * optional, read by services/config.ts and passed to the island as a prop), otherwise the embedded server
 * (better-auth + /api/account/*). Firebase is a dynamic import, so the embedded bundle never holds it.
 * Contacts always go to POST /api/contacts (docs/requirements.md#calls: a server call either way).
 */
import type { FirebaseOptions } from 'firebase/app';
import { $stayLoggedIn } from '../../../lib/store/stores.ts';
import type { AccountDocuments, ContactsClient } from '../deps.ts';
import type { BrowserIdentity } from './browser-identity.ts';
import { createEmbeddedIdentity } from './embedded-identity.ts';
import { createHttpContacts } from './http-contacts.ts';
import { createHttpDocuments } from './http-documents.ts';

/** The adapters the account flows run over in the browser. */
export interface AccountAdapters {
  identity: BrowserIdentity;
  documents: AccountDocuments;
  contacts: ContactsClient;
}

/**
 * Build the adapters for this site (call once, in the browser). `firebase` is the public web config the
 * server's composition root hands the /app island (services/config.ts); undefined: the embedded server.
 */
export async function loadAccountAdapters(firebase: FirebaseOptions | undefined): Promise<AccountAdapters> {
  const contacts = createHttpContacts();
  if (firebase) {
    const { createFirebaseAdapters } = await import('./firebase.ts');
    return { ...createFirebaseAdapters(firebase), contacts };
  }
  return {
    identity: createEmbeddedIdentity({ rememberMe: () => $stayLoggedIn.get() }),
    documents: createHttpDocuments(),
    contacts,
  };
}
