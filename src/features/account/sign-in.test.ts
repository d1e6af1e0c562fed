import { describe, expect, it } from 'vitest';
import type { Contact, User } from '../../lib/store/types.ts';
import { callsOf, fakeDeps, GOOGLE_USER, MARKETING_INFO, visible } from './fake-deps.test-helpers.ts';
import { finishSignInWithCode, signInWithEmail, signInWithGoogle, signInWithPasskey } from './sign-in.ts';

const REGISTERED: Contact = { contact_id: 'g-1', is_verified: true, marketingInfo: { subscribeNewsletter: true } };
const STORED: User = {
  uid: 'g-1',
  contact_id: 'g-1',
  email: 'aroha@example.nz',
  emailVerified: true,
  first_name: 'Aroha',
  registrationCompleted: true,
};
const rejectWith = (error: unknown) => () => Promise.reject(error instanceof Error ? error : new Error(String(error)));
const codeError = (code: string, message = `Firebase: Error (${code}).`) => Object.assign(new Error(message), { code });

describe('signInWithGoogle: registered contact', () => {
  it('stores user and contact, loads resources and opens the account page', async () => {
    const { deps, log } = fakeDeps({
      users: { 'g-1': STORED },
      getContact: () => Promise.resolve({ status: 200, data: REGISTERED }),
      loadResources: () => Promise.resolve({ requestedBlogs: ['b1', 'b2', 'b1'], orders: [{ weborder_id: 'W1' }] }),
    });
    expect(await signInWithGoogle(deps)).toBe('logged-in');
    expect(callsOf(log, 'contacts.get')).toEqual([['g-1']]);
    expect(callsOf(log, 'store.setUser')).toEqual([[STORED]]);
    expect(callsOf(log, 'store.setContact')).toEqual([[REGISTERED]]);
    expect(callsOf(log, 'documents.loadResources')).toEqual([['g-1']]);
    expect(callsOf(log, 'store.setRequestedBlogs')).toEqual([[['b1', 'b2']]]);
    expect(callsOf(log, 'store.setOrders')).toEqual([[[{ weborder_id: 'W1' }]]]);
    expect(callsOf(log, 'documents.setUser')).toEqual([]);
    expect(visible(log)).toEqual([['navigate', '/app/account/']]);
  });

  it('creates a missing user document from the whitelisted identity fields', async () => {
    const identity = { ...GOOGLE_USER, accessToken: 'secret', providerData: [{ providerId: 'google.com' }] };
    const { deps, log, users } = fakeDeps({
      google: () => Promise.resolve(identity),
      getContact: () => Promise.resolve({ status: 200, data: REGISTERED }),
    });
    expect(await signInWithGoogle(deps)).toBe('logged-in');
    const created = {
      uid: 'g-1',
      email: 'aroha@example.nz',
      emailVerified: true,
      displayName: 'Aroha Ngata',
      contact_id: 'g-1',
    };
    expect(users.get('g-1')).toEqual(created);
    expect(callsOf(log, 'store.setUser')).toEqual([[created]]);
  });

  it('sets the email-verified flag the stored user lacks', async () => {
    const { deps, users } = fakeDeps({
      users: { 'g-1': { ...STORED, emailVerified: false } },
      getContact: () => Promise.resolve({ status: 200, data: REGISTERED }),
    });
    await signInWithGoogle(deps);
    expect(users.get('g-1')?.emailVerified).toBe(true);
  });

  it('stays logged in when the resources record cannot be read, and says so', async () => {
    const { deps, log } = fakeDeps({
      users: { 'g-1': STORED },
      getContact: () => Promise.resolve({ status: 200, data: REGISTERED }),
      loadResources: rejectWith('offline'),
    });
    expect(await signInWithGoogle(deps)).toBe('logged-in');
    expect(callsOf(log, 'store.setRequestedBlogs')).toEqual([]);
    expect(visible(log)).toEqual([
      ['toast', 'There was an error. Please try again', 'error'],
      ['navigate', '/app/account/'],
    ]);
  });
});

describe('signInWithGoogle: contact not registered', () => {
  it.each([
    ['unverified', { status: 200, data: { is_verified: false, marketingInfo: {} } }],
    ['without marketing info', { status: 200, data: { is_verified: true } }],
    ['with no body', { status: 200 }],
    ['with another 2xx status', { status: 204, data: REGISTERED }],
  ])('goes to registration when the contact is %s', async (_case, answer) => {
    const { deps, log } = fakeDeps({ users: { 'g-1': STORED }, getContact: () => Promise.resolve(answer) });
    expect(await signInWithGoogle(deps)).toBe('register');
    expect(callsOf(log, 'store.setUser')).toEqual([[{ ...STORED, registrationCompleted: false }]]);
    expect(callsOf(log, 'store.setContact')).toEqual([[undefined]]);
    expect(callsOf(log, 'contacts.create')).toEqual([]);
    expect(visible(log)).toEqual([
      ['toast', 'Please complete your registration', 'info'],
      ['navigate', '/app/register/'],
    ]);
  });
});

describe('signInWithGoogle: contact lookup fails', () => {
  const throwingLookups = [
    ['rejects', rejectWith('network down')],
    ['finds no contact yet (200, data null)', () => Promise.resolve({ status: 200, data: null })],
    ['answers 404', () => Promise.resolve({ status: 404 })],
    ['answers 500', () => Promise.resolve({ status: 500 })],
  ] as const;

  it.each(throwingLookups)(
    'creates the contact of a completed registration when the lookup %s',
    async (_case, getContact) => {
      const { deps, log, users } = fakeDeps({ users: { 'g-1': STORED }, getContact });
      expect(await signInWithGoogle(deps)).toBe('logged-in');
      const user = { ...STORED, first_name: 'Aroha Ngata', is_verified: true };
      expect(callsOf(log, 'contacts.create')).toEqual([[user]]);
      expect(users.get('g-1')).toEqual(user);
      expect(callsOf(log, 'store.setUser')).toEqual([[user]]);
      expect(callsOf(log, 'store.setContact')).toEqual([[{ ...user, marketingInfo: MARKETING_INFO }]]);
      expect(callsOf(log, 'documents.loadResources')).toEqual([['g-1']]);
      expect(visible(log)).toEqual([['navigate', '/app/account/']]);
    },
  );

  it('keeps the typed first name when the identity has no display name', async () => {
    const { deps, log } = fakeDeps({
      users: { 'g-1': STORED },
      google: () => Promise.resolve({ uid: 'g-1', emailVerified: true }),
    });
    await signInWithGoogle(deps);
    expect(callsOf(log, 'contacts.create')).toEqual([[{ ...STORED, first_name: 'Aroha', is_verified: true }]]);
  });

  it('stores the sent user as the contact when 201 has no body', async () => {
    const { deps, log } = fakeDeps({ users: { 'g-1': STORED }, createContact: () => Promise.resolve({ status: 201 }) });
    await signInWithGoogle(deps);
    expect(callsOf(log, 'store.setContact')).toEqual([[{ ...STORED, first_name: 'Aroha Ngata', is_verified: true }]]);
  });

  it('goes to registration, creating nothing, when registration is not completed', async () => {
    const { deps, log } = fakeDeps({ users: { 'g-1': { ...STORED, registrationCompleted: false } } });
    expect(await signInWithGoogle(deps)).toBe('register');
    expect(callsOf(log, 'contacts.create')).toEqual([]);
    expect(visible(log)).toEqual([
      ['toast', 'Please complete your registration', 'info'],
      ['navigate', '/app/register/'],
    ]);
  });

  it.each([
    ['answers 500', () => Promise.resolve({ status: 500 })],
    ['answers 200 instead of 201', () => Promise.resolve({ status: 200, data: REGISTERED })],
    ['rejects', rejectWith('CRM down')],
  ] as const)('goes to registration when creating the contact %s', async (_case, createContact) => {
    const { deps, log, users } = fakeDeps({ users: { 'g-1': STORED }, createContact });
    expect(await signInWithGoogle(deps)).toBe('register');
    expect(users.get('g-1')).toEqual(STORED);
    expect(callsOf(log, 'store.setUser')).toEqual([[{ ...STORED, registrationCompleted: false }]]);
    expect(visible(log)).toEqual([
      ['toast', 'Please complete your registration', 'info'],
      ['navigate', '/app/register/'],
    ]);
  });
});

describe('signInWithGoogle: errors', () => {
  it("says 'An error occurred while trying to login' when the popup returns no user", async () => {
    const { deps, log } = fakeDeps({ google: () => Promise.resolve(undefined) });
    expect(await signInWithGoogle(deps)).toBe('failed');
    expect(visible(log)).toEqual([['toast', 'An error occurred while trying to login', 'error']]);
    expect(callsOf(log, 'documents.getUser')).toEqual([]);
  });

  it('shows the provider message of other errors', async () => {
    const { deps, log } = fakeDeps({ google: rejectWith(codeError('auth/network-request-failed')) });
    expect(await signInWithGoogle(deps)).toBe('failed');
    expect(visible(log)).toEqual([['toast', 'Firebase: Error (auth/network-request-failed).', 'error']]);
  });

  it('uses the required text of a known code, and the generic text without a message', async () => {
    const mapped = fakeDeps({ google: rejectWith(codeError('auth/user-not-found')) });
    await signInWithGoogle(mapped.deps);
    expect(visible(mapped.log)).toEqual([['toast', 'No user was found with the provided email', 'error']]);
    const bare = fakeDeps({ google: () => Promise.reject(new Error('')) });
    await signInWithGoogle(bare.deps);
    expect(visible(bare.log)).toEqual([['toast', 'There was an error. Please try again', 'error']]);
  });

  it('reports a failing document store with its message', async () => {
    const { deps, log } = fakeDeps({ getUser: rejectWith('Missing or insufficient permissions.') });
    expect(await signInWithGoogle(deps)).toBe('failed');
    expect(visible(log)).toEqual([['toast', 'Missing or insufficient permissions.', 'error']]);
  });

  it('stays silent when the visitor closes the popup', async () => {
    const { deps, log } = fakeDeps({ google: rejectWith(codeError('auth/popup-closed-by-user')) });
    expect(await signInWithGoogle(deps)).toBe('cancelled');
    expect(visible(log)).toEqual([]);
  });
});

describe('signInWithEmail', () => {
  it('completes a first verified sign-in of an email registration by creating the contact', async () => {
    const emailUser: User = {
      uid: 'e-1',
      contact_id: 'e-1',
      email: 'a@b.nz',
      emailVerified: false,
      first_name: 'Aroha',
      registrationCompleted: true,
    };
    const { deps, log, users } = fakeDeps({ users: { 'e-1': emailUser } });
    expect(await signInWithEmail('a@b.nz', 'Kowhai2025', deps)).toBe('logged-in');
    expect(callsOf(log, 'identity.signInWithEmail')).toEqual([['a@b.nz', 'Kowhai2025']]);
    const user = { ...emailUser, emailVerified: true, is_verified: true };
    expect(callsOf(log, 'contacts.create')).toEqual([[user]]);
    expect(users.get('e-1')).toEqual(user);
    expect(visible(log)).toEqual([['navigate', '/app/account/']]);
  });

  it.each([
    ['auth/wrong-password', 'The email or login method is incorrect, please try again.'],
    ['auth/invalid-email', 'The email or login method is incorrect, please try again.'],
    ['INVALID_EMAIL_OR_PASSWORD', 'The email or login method is incorrect, please try again.'],
    ['auth/user-not-found', 'No user was found with the provided email'],
    ['auth/too-many-requests', 'Too many attempts. Please wait a minute and try again.'],
    ['auth/internal-error', 'There was an error. Please try again'],
  ])('maps %s', async (code, message) => {
    const { deps, log } = fakeDeps({ signInWithEmail: rejectWith(codeError(code)) });
    expect(await signInWithEmail('a@b.nz', 'x', deps)).toBe('failed');
    expect(visible(log)).toEqual([['toast', message, 'error']]);
  });

  it('signs an unverified address out again and asks to verify first', async () => {
    const { deps, log } = fakeDeps({
      signInWithEmail: (email) => Promise.resolve({ uid: 'e-1', email, emailVerified: false }),
    });
    expect(await signInWithEmail('a@b.nz', 'Kowhai2025', deps)).toBe('unverified');
    expect(callsOf(log, 'identity.signOut')).toEqual([[]]);
    expect(callsOf(log, 'documents.getUser')).toEqual([]);
    expect(visible(log)).toEqual([['toast', 'Please verify your email address, then log in', 'info']]);
  });

  it('maps errors after sign-in with the generic text', async () => {
    const { deps, log } = fakeDeps({ getUser: rejectWith('offline') });
    expect(await signInWithEmail('a@b.nz', 'x', deps)).toBe('failed');
    expect(visible(log)).toEqual([['toast', 'There was an error. Please try again', 'error']]);
  });
});

describe('the second factor of an email sign-in', () => {
  const verified = { uid: 'g-1', email: 'aroha@example.nz', emailVerified: true };

  it('a right password of an account with a second factor asks for the code, without a toast', async () => {
    const { deps, log } = fakeDeps({ signInWithEmail: rejectWith(codeError('SECOND_FACTOR_REQUIRED', 'code')) });
    expect(await signInWithEmail('aroha@example.nz', 'Str0ngPass', deps)).toBe('second-factor');
    expect(visible(log)).toEqual([]);
  });

  it('the right code finishes the sign-in like a password', async () => {
    const { deps, log } = fakeDeps({
      users: { 'g-1': STORED },
      getContact: () => Promise.resolve({ status: 200, data: REGISTERED }),
    });
    deps.identity.verifySecondFactor = () => Promise.resolve(verified);
    expect(await finishSignInWithCode('123456', 'app', deps)).toBe('logged-in');
    expect(visible(log)).toEqual([['navigate', '/app/account/']]);
  });

  it.each([
    ['INVALID_CODE', 'app', 'That code is not correct. Please check your authenticator app and try again.', 'failed'],
    ['INVALID_BACKUP_CODE', 'recovery', 'That recovery code is not correct, or it has been used already.', 'failed'],
    ['INVALID_TWO_FACTOR_COOKIE', 'app', 'Your login has expired. Please log in with your password again.', 'expired'],
    ['SIGN_IN_LOCKED', 'app', 'Too many failed sign-ins for this account. Please try again in 30 seconds.', 'failed'],
  ] as const)('%s (%s code) reads as a clear message', async (code, kind, message, outcome) => {
    const { deps, log } = fakeDeps();
    deps.identity.verifySecondFactor = rejectWith(
      codeError(code, 'Too many failed sign-ins for this account. Please try again in 30 seconds.'),
    );
    expect(await finishSignInWithCode('000000', kind, deps)).toBe(outcome);
    expect(visible(log)).toEqual([['toast', message, 'error']]);
  });
});

describe('signInWithPasskey', () => {
  const registered = {
    users: { 'g-1': STORED },
    getContact: () => Promise.resolve({ status: 200, data: REGISTERED }),
  };

  it('signs in like any other login and opens the account page, asking for no code', async () => {
    const { deps, log } = fakeDeps({ ...registered, passkey: () => Promise.resolve(GOOGLE_USER) });
    expect(await signInWithPasskey(deps)).toBe('logged-in');
    expect(callsOf(log, 'identity.signInWithPasskey')).toEqual([[false]]);
    expect(visible(log)).toEqual([['navigate', '/app/account/']]);
  });

  it('a closed prompt is no error, and says nothing', async () => {
    const { deps, log } = fakeDeps({ ...registered, passkey: () => Promise.resolve(undefined) });
    expect(await signInWithPasskey(deps)).toBe('cancelled');
    expect(visible(log)).toEqual([]);
  });

  it("a passkey the site does not know gets the passkey's message, at the button and from the autofill", async () => {
    for (const autofill of [undefined, { until: new AbortController().signal }]) {
      const { deps, log } = fakeDeps({ ...registered, passkey: rejectWith(codeError('PASSKEY_NOT_FOUND')) });
      expect(await signInWithPasskey(deps, autofill)).toBe('failed');
      expect(visible(log)).toEqual([
        ['toast', "That passkey is not one of this site's. Please log in with your email and password.", 'error'],
      ]);
    }
  });

  it('a browser without passkeys is told so at the button; the autofill, started unasked, stays silent', async () => {
    const unsupported = { ...registered, passkey: rejectWith(codeError('PASSKEYS_UNSUPPORTED')) };
    const pressed = fakeDeps(unsupported);
    expect(await signInWithPasskey(pressed.deps)).toBe('failed');
    expect(visible(pressed.log)).toEqual([
      ['toast', 'This browser cannot use passkeys. Please log in with your email and password.', 'error'],
    ]);
    const autofill = fakeDeps(unsupported);
    expect(await signInWithPasskey(autofill.deps, { until: new AbortController().signal })).toBe('failed');
    expect(visible(autofill.log)).toEqual([]);
    // An identity without passkeys (Firebase) is the same.
    const firebase = fakeDeps(registered);
    expect(await signInWithPasskey(firebase.deps)).toBe('failed');
    expect(visible(firebase.log)).toEqual([
      ['toast', 'This browser cannot use passkeys. Please log in with your email and password.', 'error'],
    ]);
  });

  it('an account whose address is not verified yet is signed out again and asked to verify it', async () => {
    const { deps, log } = fakeDeps({ passkey: () => Promise.resolve({ ...GOOGLE_USER, emailVerified: false }) });
    expect(await signInWithPasskey(deps)).toBe('unverified');
    expect(callsOf(log, 'identity.signOut')).toEqual([[]]);
  });
});
