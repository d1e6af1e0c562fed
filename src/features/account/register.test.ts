import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../lib/store/types.ts';
import { callsOf, fakeDeps, GOOGLE_USER, MARKETING_INFO, visible } from './fake-deps.test-helpers.ts';
import { completeRegistration, registerWithEmail, registerWithGoogle } from './register.ts';
import type { RegistrationDetailsValues, RegistrationValues } from './schemas.ts';

const DETAILS: RegistrationDetailsValues = {
  first_name: 'Aroha',
  last_name: 'Ngata',
  email: 'aroha@example.nz',
  phone: '021 555 0101',
  city: 'Wellington',
  country: 'New Zealand',
  job_title: 'Engineer',
  companyName: 'Kōwhai Ltd',
  agreePrivacyPolicy: true,
};
const VALUES: RegistrationValues = { ...DETAILS, password: 'Kowhai2025', confirmPassword: 'Kowhai2025' };
const codeError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });
const rejectWith = (error: Error) => () => Promise.reject(error);

afterEach(() => {
  vi.useRealTimers();
});

describe('registerWithEmail', () => {
  it('creates the account with its profile; nothing more when the identity stored it and mailed the link (embedded server)', async () => {
    const { deps, log, users } = fakeDeps({ createUserWithEmail: () => Promise.resolve(undefined) });
    expect(await registerWithEmail({ ...VALUES, subscribeNewsletter: true }, deps)).toBe('signed-up');
    expect(callsOf(log, 'identity.createUserWithEmail')).toEqual([
      [
        'aroha@example.nz',
        'Kowhai2025',
        {
          ...DETAILS,
          subscribeNewsletter: true,
          registrationCompleted: true,
        },
      ],
    ]);
    expect(users.size).toBe(0);
    expect(log.map((entry) => entry.call)).toEqual([
      'identity.createUserWithEmail',
      'identity.signOut',
      'toast',
      'wait',
      'navigate',
    ]);
    expect(visible(log)).toEqual([
      ['toast', 'Sign up successful, Please verify your email', 'success'],
      ['wait', 1000],
      ['navigate', '/app/'],
    ]);
  });

  it('creates the account, stores the profile, sends the verification email, then the app page after 1 s (Firebase)', async () => {
    const { deps, log, users } = fakeDeps();
    expect(await registerWithEmail({ ...VALUES, subscribeNewsletter: true }, deps)).toBe('signed-up');
    expect(callsOf(log, 'identity.createUserWithEmail')[0]?.slice(0, 2)).toEqual(['aroha@example.nz', 'Kowhai2025']);
    const { agreePrivacyPolicy, ...profile } = DETAILS;
    expect(users.get('e-new')).toEqual({
      ...profile,
      agreePrivacyPolicy,
      subscribeNewsletter: true,
      uid: 'e-new',
      contact_id: 'e-new',
      emailVerified: false,
      registrationCompleted: true,
    });
    expect(callsOf(log, 'identity.sendEmailVerification')).toEqual([
      [{ uid: 'e-new', email: 'aroha@example.nz', emailVerified: false }],
    ]);
    expect(log.map((entry) => entry.call)).toEqual([
      'identity.createUserWithEmail',
      'documents.setUser',
      'identity.sendEmailVerification',
      'identity.signOut',
      'toast',
      'wait',
      'navigate',
    ]);
    expect(visible(log)).toEqual([
      ['toast', 'Sign up successful, Please verify your email', 'success'],
      ['wait', 1000],
      ['navigate', '/app/'],
    ]);
  });

  it('never stores the password, nor hands it over with the profile', async () => {
    const { deps, log, users } = fakeDeps();
    await registerWithEmail(VALUES, deps);
    expect(JSON.stringify(users.get('e-new'))).not.toContain('Kowhai2025');
    expect(JSON.stringify(callsOf(log, 'identity.createUserWithEmail')[0]?.[2])).not.toContain('Kowhai2025');
    expect(users.get('e-new')?.subscribeNewsletter).toBe(false);
  });

  it('waits the full second before leaving (fake timers)', async () => {
    vi.useFakeTimers();
    const { deps, log } = fakeDeps();
    deps.wait = (ms) =>
      new Promise((resolve) => {
        // eslint-disable-next-line no-restricted-syntax -- under the fake timers above: the test moves them
        setTimeout(resolve, ms);
      });
    const done = registerWithEmail(VALUES, deps);
    await vi.advanceTimersByTimeAsync(999);
    expect(callsOf(log, 'navigate')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(callsOf(log, 'navigate')).toEqual([['/app/']]);
    expect(await done).toBe('signed-up');
  });

  it('still succeeds when signing out afterwards fails', async () => {
    const { deps, log } = fakeDeps({ signOut: rejectWith(new Error('offline')) });
    expect(await registerWithEmail(VALUES, deps)).toBe('signed-up');
    expect(callsOf(log, 'navigate')).toEqual([['/app/']]);
  });

  it.each([
    ['auth/email-already-in-use', 'An account with this email already exists'],
    ['USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'An account with this email already exists'],
    ['auth/invalid-email', 'The email or login method is incorrect, please try again.'],
    ['auth/weak-password', 'Password must be at least 8 characters and include an uppercase letter and a number'],
    ['auth/network-request-failed', 'An error occurred while Signing up. Please try again'],
  ])('maps %s', async (code, message) => {
    const { deps, log } = fakeDeps({ createUserWithEmail: rejectWith(codeError(code)) });
    expect(await registerWithEmail(VALUES, deps)).toBe('failed');
    expect(visible(log)).toEqual([['toast', message, 'error']]);
  });

  it("says 'An error occurred while Signing up' when a later step fails", async () => {
    const { deps, log } = fakeDeps({ sendEmailVerification: rejectWith(new Error('mail down')) });
    expect(await registerWithEmail(VALUES, deps)).toBe('failed');
    expect(visible(log)).toEqual([['toast', 'An error occurred while Signing up. Please try again', 'error']]);
  });
});

describe('completeRegistration', () => {
  const googleDoc: User = {
    uid: 'g-1',
    contact_id: 'g-1',
    email: 'aroha@example.nz',
    emailVerified: true,
    displayName: 'Aroha Ngata',
  };
  const completed: User = {
    ...googleDoc,
    first_name: 'Aroha',
    last_name: 'Ngata',
    phone: '021 555 0101',
    city: 'Wellington',
    country: 'New Zealand',
    job_title: 'Engineer',
    companyName: 'Kōwhai Ltd',
    agreePrivacyPolicy: true,
    subscribeNewsletter: false,
    registrationCompleted: true,
    is_verified: true,
  };

  it("posts the contact, saves and stores the user, then 'Registration completed' and the account page after 1 s", async () => {
    const { deps, log, users } = fakeDeps({ users: { 'g-1': googleDoc } });
    expect(await completeRegistration(GOOGLE_USER, { ...DETAILS, email: 'typed@example.nz' }, deps)).toBe('registered');
    expect(callsOf(log, 'contacts.create')).toEqual([[completed]]);
    expect(users.get('g-1')).toEqual(completed);
    expect(callsOf(log, 'store.setUser')).toEqual([[completed]]);
    expect(callsOf(log, 'store.setContact')).toEqual([[{ ...completed, marketingInfo: MARKETING_INFO }]]);
    expect(callsOf(log, 'documents.loadResources')).toEqual([['g-1']]);
    expect(visible(log)).toEqual([
      ['toast', 'Registration completed', 'success'],
      ['wait', 1000],
      ['navigate', '/app/account/'],
    ]);
  });

  it("says 'Error creating a new user' when the user document is missing", async () => {
    const { deps, log } = fakeDeps();
    expect(await completeRegistration(GOOGLE_USER, DETAILS, deps)).toBe('failed');
    expect(callsOf(log, 'contacts.create')).toEqual([]);
    expect(visible(log)).toEqual([['toast', 'Error creating a new user. Please try again later', 'error']]);
  });

  it.each([
    ['answers 500', { createContact: () => Promise.resolve({ status: 500 }) }, 'Request failed with status code 500'],
    ['answers 200', { createContact: () => Promise.resolve({ status: 200 }) }, 'Request failed with status code 200'],
    ['rejects', { createContact: rejectWith(new Error('Network Error')) }, 'Network Error'],
  ])('adds the error text when creating the contact %s', async (_case, setup, text) => {
    const { deps, log, users } = fakeDeps({ users: { 'g-1': googleDoc }, ...setup });
    expect(await completeRegistration(GOOGLE_USER, DETAILS, deps)).toBe('failed');
    expect(users.get('g-1')).toEqual(googleDoc);
    expect(callsOf(log, 'store.setUser')).toEqual([]);
    expect(visible(log)).toEqual([['toast', `An error occurred while trying to register: ${text}`, 'error']]);
  });

  it('reports a failing document read the same way', async () => {
    const { deps, log } = fakeDeps({ getUser: rejectWith(new Error('permission-denied')) });
    await completeRegistration(GOOGLE_USER, DETAILS, deps);
    expect(visible(log)).toEqual([['toast', 'An error occurred while trying to register: permission-denied', 'error']]);
  });
});

describe('registerWithGoogle', () => {
  it('creates the contact of a new Google identity from the form, saves and stores the user', async () => {
    const { deps, log, users } = fakeDeps();
    expect(await registerWithGoogle({ ...DETAILS, subscribeNewsletter: true }, deps)).toBe('registered');
    const user = users.get('g-1');
    expect(user).toMatchObject({
      uid: 'g-1',
      contact_id: 'g-1',
      email: 'aroha@example.nz',
      emailVerified: true,
      displayName: 'Aroha Ngata',
      first_name: 'Aroha',
      subscribeNewsletter: true,
      registrationCompleted: true,
      is_verified: true,
    });
    expect(callsOf(log, 'contacts.create')).toEqual([[user]]);
    expect(callsOf(log, 'store.setUser')).toEqual([[user]]);
    expect(visible(log)).toEqual([
      ['toast', 'Registration completed', 'success'],
      ['wait', 1000],
      ['navigate', '/app/account/'],
    ]);
  });

  it("says 'An error occurred while trying to login' when the popup returns no user", async () => {
    const { deps, log } = fakeDeps({ google: () => Promise.resolve(undefined) });
    expect(await registerWithGoogle(DETAILS, deps)).toBe('failed');
    expect(visible(log)).toEqual([['toast', 'An error occurred while trying to login', 'error']]);
  });

  it("says 'There was an unexpected error.' with the detail", async () => {
    const popup = fakeDeps({ google: rejectWith(codeError('auth/internal-error')) });
    expect(await registerWithGoogle(DETAILS, popup.deps)).toBe('failed');
    expect(visible(popup.log)).toEqual([
      ['toast', 'There was an unexpected error. Firebase: Error (auth/internal-error).', 'error'],
    ]);
    const crm = fakeDeps({ createContact: () => Promise.resolve({ status: 502 }) });
    await registerWithGoogle(DETAILS, crm.deps);
    expect(visible(crm.log)).toEqual([
      ['toast', 'There was an unexpected error. Request failed with status code 502', 'error'],
    ]);
    expect(crm.users.size).toBe(0);
  });

  it('stays silent when the visitor closes the popup', async () => {
    const { deps, log } = fakeDeps({ google: rejectWith(codeError('auth/popup-closed-by-user')) });
    expect(await registerWithGoogle(DETAILS, deps)).toBe('cancelled');
    expect(visible(log)).toEqual([]);
  });
});
