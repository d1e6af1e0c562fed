/**
 * AccountDocuments over Firestore (firebase 12 modular SDK): users/{uid} and resources/{contact_id}
 * (docs/requirements.md#user-document). Type-checked only (no Firebase project is reachable from here). Documents are whitelisted
 * on the way in and out, so tokens, passwords and `undefined` (which Firestore refuses) never reach them.
 */
import type { FirebaseApp } from 'firebase/app';
import { doc, getDoc, getFirestore, setDoc } from 'firebase/firestore';
import type { AccountDocuments } from '../deps.ts';
import { whitelistUser } from '../user-fields.ts';
import { resourcesOf } from './resources.ts';

/** The documents adapter for Firestore. */
export function createFirestoreDocuments(app: FirebaseApp): AccountDocuments {
  const db = getFirestore(app);
  return {
    async getUser(uid) {
      const snapshot = await getDoc(doc(db, 'users', uid));
      return snapshot.exists() ? whitelistUser(snapshot.data()) : undefined;
    },
    async setUser(uid, user) {
      await setDoc(doc(db, 'users', uid), whitelistUser(user), { merge: true });
    },
    async loadResources(contactId) {
      const ref = doc(db, 'resources', contactId);
      const snapshot = await getDoc(ref);
      if (snapshot.exists()) return resourcesOf(snapshot.data());
      // docs/requirements.md#accounts "loaded or created": a missing record is created empty.
      const empty = { contact_id: contactId, requestedBlogs: [], orders: [] };
      await setDoc(ref, empty);
      return resourcesOf(empty);
    },
  };
}
