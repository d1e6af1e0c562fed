/**
 * Which account adapters the browser uses: Firebase (Auth + Firestore) when the public Firebase web
 * config is set at build time (PUBLIC_FIREBASE_API_KEY, PUBLIC_FIREBASE_AUTH_DOMAIN,
 * PUBLIC_FIREBASE_PROJECT_ID; PUBLIC_FIREBASE_APP_ID optional), otherwise the embedded server
 * (better-auth + /api/account/*). Firebase is a dynamic import, so the embedded bundle never holds it.
 * Contacts always go to POST /api/contacts (SPEC §7: a server call either way).
 */
import type { FirebaseOptions } from 'firebase/app';
import { $stayLoggedIn } from '../../store/stores.ts';
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

/** A non-blank string setting, trimmed. */
const setting = (env: Readonly<Record<string, unknown>>, name: string): string | undefined => {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/** The Firebase web config when all three required variables are set, else `undefined` (embedded). */
export function firebaseConfigFrom(env: Readonly<Record<string, unknown>>): FirebaseOptions | undefined {
  const apiKey = setting(env, 'PUBLIC_FIREBASE_API_KEY');
  const authDomain = setting(env, 'PUBLIC_FIREBASE_AUTH_DOMAIN');
  const projectId = setting(env, 'PUBLIC_FIREBASE_PROJECT_ID');
  if (!apiKey || !authDomain || !projectId) return undefined;
  const appId = setting(env, 'PUBLIC_FIREBASE_APP_ID');
  return { apiKey, authDomain, projectId, ...(appId ? { appId } : {}) };
}

/** Build the adapters for this site (call once, in the browser). */
export async function loadAccountAdapters(env: Readonly<Record<string, unknown>> = import.meta.env): Promise<AccountAdapters> {
  const contacts = createHttpContacts();
  const firebase = firebaseConfigFrom(env);
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
