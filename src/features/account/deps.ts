/**
 * Everything the account flows do outside themselves, injected (docs/architecture.md: features stay pure).
 * The same flows run over Firebase or the embedded identity server, in the browser or in tests with
 * fakes. Members are function properties, not methods, so they can be passed around unbound.
 */
import type { Contact, User, WebOrder } from '../../lib/store/types.ts';
import type { ToastKind } from '../../lib/toast/toast.ts';
import type { AccountRoute } from './app-routes.ts';
import type { AuthUser } from './types.ts';

/** The identity provider (Firebase Auth or the embedded better-auth server). Failures throw with a `code`. */
export interface IdentityPort {
  /** The Google popup; `undefined` when it closed without a user. */
  signInWithGoogle: () => Promise<AuthUser | undefined>;
  /**
   * Create an email account with `profile` (the user document as the form gives it; the identity's own
   * fields are filled in by whoever stores it). Resolves with the new identity, signed in, when the flow
   * must store the profile and send the link itself (Firebase); resolves undefined when the provider
   * stored the profile and mailed the link with the account (the embedded server): nobody is signed in,
   * and the answer is the same whether or not the address already had an account.
   */
  createUserWithEmail: (email: string, password: string, profile: User) => Promise<AuthUser | undefined>;
  /** Send the verification link to the user just created. */
  sendEmailVerification: (user: AuthUser) => Promise<void>;
  /**
   * Rejects with the code SECOND_FACTOR_REQUIRED (types.ts) when the password was right but the
   * account has a second factor: the sign-in is pending until `verifySecondFactor` gets a code.
   */
  signInWithEmail: (email: string, password: string) => Promise<AuthUser>;
  /**
   * Finishes a pending sign-in with the authenticator app's code or a recovery code (the embedded
   * server only; Firebase accounts here have no second factor).
   */
  verifySecondFactor?: (code: string, kind: 'app' | 'recovery') => Promise<AuthUser>;
  /**
   * Signs in with a passkey (the embedded server only): the browser asks for the device's screen lock.
   * `autofill`: offered among the email field's suggestions instead of a prompt, until `until` aborts.
   * Undefined when the person closed the prompt (or, with `autofill`, chose no passkey).
   */
  signInWithPasskey?: (autofill?: { until: AbortSignal }) => Promise<AuthUser | undefined>;
  signOut: () => Promise<void>;
  sendPasswordReset: (email: string) => Promise<void>;
}

/** A user's resources record (docs/requirements.md#contact-and-resources, resources/{contact_id}). */
export interface Resources {
  requestedBlogs: string[];
  orders: WebOrder[];
}

/** The document store: users/{uid} and resources/{contact_id}. */
export interface AccountDocuments {
  getUser: (uid: string) => Promise<User | undefined>;
  setUser: (uid: string, user: User) => Promise<void>;
  /** The resources record, created empty when missing (docs/requirements.md#accounts "loaded or created"). */
  loadResources: (contactId: string) => Promise<Resources>;
}

/** What POST /api/contacts answered: its HTTP status and, on success, the contact. */
export interface ContactResponse {
  status: number;
  /** The contact; `null` when the server said there is none yet (200 `{data: null}`, docs/api.md). */
  data?: Contact | null | undefined;
}

/**
 * POST /api/contacts (docs/requirements.md#calls). Like the original client, a transport failure rejects; a non-2xx status
 * may either reject or resolve with that status: the flows treat the two the same way.
 */
export interface ContactsClient {
  /** action GET, data {contact_id}: 200 with the contact, or with `data: null` when there is none yet. */
  get: (contactId: string) => Promise<ContactResponse>;
  /** action POST, data the user: 201 when created. */
  create: (user: User) => Promise<ContactResponse>;
}

/** The client store's account actions (src/lib/store). */
export interface AccountStore {
  /** Set the user at login (records the login time). */
  setUser: (user: User | undefined) => void;
  /** Replace the user's fields without touching the login time (profile edits). */
  updateUser: (user: User) => void;
  setContact: (contact: Contact | undefined) => void;
  setRequestedBlogs: (ids: string[]) => void;
  setOrders: (orders: WebOrder[]) => void;
  /** Wipe user, contact, orders and requested blogs. */
  clearAccount: () => void;
}

/** Everything a flow needs. */
export interface AccountDeps {
  identity: IdentityPort;
  documents: AccountDocuments;
  contacts: ContactsClient;
  store: AccountStore;
  toast: (message: string, kind: ToastKind) => void;
  navigate: (path: AccountRoute) => void;
  /** Pause (the 1 s before a redirect, docs/requirements.md#registration); tests pass an instant one. */
  wait: (ms: number) => Promise<void>;
}
