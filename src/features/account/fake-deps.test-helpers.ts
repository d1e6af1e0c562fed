/**
 * Test support: `AccountDeps` over in-memory fakes that log every call in order, so flow tests can
 * assert what was shown, stored and visited, and in which order. Not imported by shipped code.
 * (No vitest import here: code under src/ may use dev dependencies only in *.test.ts files.)
 */
import type { User } from '../../lib/store/types.ts';
import type { AccountDeps, ContactResponse, Resources } from './deps.ts';
import type { AuthUser } from './types.ts';

/** One call a flow made: `toast`, `navigate`, `wait`, `identity.signOut`, `store.setUser`, … */
export interface Call {
  call: string;
  args: unknown[];
}

/** How the fakes answer; every member has a happy default. */
export interface FakeSetup {
  google?: () => Promise<AuthUser | undefined>;
  /** A passkey sign-in; absent, the identity has none (Firebase). */
  passkey?: (autofill: boolean) => Promise<AuthUser | undefined>;
  signInWithEmail?: (email: string, password: string) => Promise<AuthUser>;
  createUserWithEmail?: (email: string, password: string, profile: User) => Promise<AuthUser | undefined>;
  sendEmailVerification?: () => Promise<void>;
  signOut?: () => Promise<void>;
  sendPasswordReset?: () => Promise<void>;
  /** Initial user documents by uid. */
  users?: Record<string, User>;
  getUser?: (uid: string) => Promise<User | undefined>;
  setUser?: (uid: string, user: User) => Promise<void>;
  loadResources?: (contactId: string) => Promise<Resources>;
  getContact?: (contactId: string) => Promise<ContactResponse>;
  createContact?: (user: User) => Promise<ContactResponse>;
}

/** A verified Google identity. */
export const GOOGLE_USER: AuthUser = {
  uid: 'g-1',
  email: 'aroha@example.nz',
  emailVerified: true,
  displayName: 'Aroha Ngata',
};

/** The marketing info the fake CRM gives every contact it creates. */
export const MARKETING_INFO = { subscribeNewsletter: false };

/** Fake deps, the call log, and the user documents as the fake store holds them. */
export function fakeDeps(setup: FakeSetup = {}): { deps: AccountDeps; log: Call[]; users: Map<string, User> } {
  const log: Call[] = [];
  const users = new Map(Object.entries(setup.users ?? {}));
  /** Log a call, then answer it. */
  const logged = <T>(call: string, args: unknown[], answer: () => T): T => {
    log.push({ call, args });
    return answer();
  };
  const done = (): Promise<void> => Promise.resolve();
  const deps: AccountDeps = {
    identity: {
      signInWithGoogle: () =>
        logged('identity.signInWithGoogle', [], setup.google ?? (() => Promise.resolve(GOOGLE_USER))),
      signInWithEmail: (email, password) =>
        logged('identity.signInWithEmail', [email, password], () =>
          (setup.signInWithEmail ?? (() => Promise.resolve({ uid: 'e-1', email, emailVerified: true })))(
            email,
            password,
          ),
        ),
      createUserWithEmail: (email, password, profile) =>
        logged('identity.createUserWithEmail', [email, password, profile], () =>
          (setup.createUserWithEmail ?? (() => Promise.resolve({ uid: 'e-new', email, emailVerified: false })))(
            email,
            password,
            profile,
          ),
        ),
      sendEmailVerification: (user) =>
        logged('identity.sendEmailVerification', [user], setup.sendEmailVerification ?? done),
      signOut: () => logged('identity.signOut', [], setup.signOut ?? done),
      ...(setup.passkey
        ? {
            signInWithPasskey: (autofill?: { until: AbortSignal }) =>
              logged(
                'identity.signInWithPasskey',
                [autofill !== undefined],
                () => setup.passkey?.(autofill !== undefined) ?? done().then(() => undefined),
              ),
          }
        : {}),
      sendPasswordReset: (email) => logged('identity.sendPasswordReset', [email], setup.sendPasswordReset ?? done),
    },
    documents: {
      getUser: (uid) =>
        logged('documents.getUser', [uid], () =>
          (setup.getUser ?? ((id: string) => Promise.resolve(users.get(id))))(uid),
        ),
      setUser: (uid, user) =>
        logged('documents.setUser', [uid, user], () =>
          (
            setup.setUser ??
            ((id: string, value: User) => {
              users.set(id, value);
              return done();
            })
          )(uid, user),
        ),
      loadResources: (contactId) =>
        logged('documents.loadResources', [contactId], () =>
          (setup.loadResources ?? (() => Promise.resolve({ requestedBlogs: [], orders: [] })))(contactId),
        ),
    },
    contacts: {
      get: (contactId) =>
        logged('contacts.get', [contactId], () =>
          (setup.getContact ?? (() => Promise.resolve({ status: 200, data: null })))(contactId),
        ),
      create: (user) =>
        logged('contacts.create', [user], () =>
          (
            setup.createContact ??
            ((value: User) => Promise.resolve({ status: 201, data: { ...value, marketingInfo: MARKETING_INFO } }))
          )(user),
        ),
    },
    store: {
      setUser: (user) => logged('store.setUser', [user], () => undefined),
      updateUser: (user) => logged('store.updateUser', [user], () => undefined),
      setContact: (contact) => logged('store.setContact', [contact], () => undefined),
      setRequestedBlogs: (ids) => logged('store.setRequestedBlogs', [ids], () => undefined),
      setOrders: (orders) => logged('store.setOrders', [orders], () => undefined),
      clearAccount: () => logged('store.clearAccount', [], () => undefined),
    },
    toast: (message, kind) => logged('toast', [message, kind], () => undefined),
    navigate: (path) => logged('navigate', [path], () => undefined),
    wait: (ms) => logged('wait', [ms], done),
  };
  return { deps, log, users };
}

/** The arguments of every logged call of one name, in order. */
export const callsOf = (log: readonly Call[], call: string): unknown[][] =>
  log.filter((entry) => entry.call === call).map((entry) => entry.args);

/** The names of the calls a flow made to the visitor (toasts, waits, navigation), in order. */
export const visible = (log: readonly Call[]): unknown[][] =>
  log.filter((entry) => ['toast', 'wait', 'navigate'].includes(entry.call)).map((entry) => [entry.call, ...entry.args]);
