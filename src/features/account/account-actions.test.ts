import { describe, expect, it } from 'vitest';
import { forgotPassword, signOut, updateProfile } from './account-actions.ts';
import { callsOf, fakeDeps, visible } from './fake-deps.test-helpers.ts';

const codeError = (code: string) => Object.assign(new Error(code), { code });

describe('forgotPassword', () => {
  it.each([[undefined], [''], ['   ']])('asks for the email first when it is %j', async (email) => {
    const { deps, log } = fakeDeps();
    expect(await forgotPassword(email, deps)).toBe('failed');
    expect(callsOf(log, 'identity.sendPasswordReset')).toEqual([]);
    expect(visible(log)).toEqual([
      ['toast', 'Please enter your email address before selecting forgot password', 'error'],
    ]);
  });

  it('refuses a malformed email with the form text', async () => {
    const { deps, log } = fakeDeps();
    expect(await forgotPassword('aroha@', deps)).toBe('failed');
    expect(visible(log)).toEqual([['toast', 'Please enter a valid email address', 'error']]);
  });

  it('sends the reset email to the trimmed address', async () => {
    const { deps, log } = fakeDeps();
    expect(await forgotPassword(' a@b.nz ', deps)).toBe('sent');
    expect(callsOf(log, 'identity.sendPasswordReset')).toEqual([['a@b.nz']]);
    expect(visible(log)).toEqual([['toast', 'Password reset email sent, please check your inbox', 'success']]);
  });

  it.each([
    ['auth/user-not-found', 'No user was found with the provided email'],
    ['auth/missing-email', 'Please enter your email address before selecting forgot password'],
    ['auth/internal-error', 'There was an error. Please try again'],
  ])('maps %s', async (code, message) => {
    const { deps, log } = fakeDeps({ sendPasswordReset: () => Promise.reject(codeError(code)) });
    expect(await forgotPassword('a@b.nz', deps)).toBe('failed');
    expect(visible(log)).toEqual([['toast', message, 'error']]);
  });
});

describe('signOut', () => {
  it('signs out of the identity provider, clears the account and opens the app page', async () => {
    const { deps, log } = fakeDeps();
    expect(await signOut(deps)).toBe('signed-out');
    expect(log.map((entry) => entry.call)).toEqual(['identity.signOut', 'store.clearAccount', 'navigate']);
    expect(callsOf(log, 'navigate')).toEqual([['/app/']]);
  });

  it('clears the account even when the provider fails, and says so', async () => {
    const { deps, log } = fakeDeps({ signOut: () => Promise.reject(new Error('offline')) });
    expect(await signOut(deps)).toBe('failed');
    expect(callsOf(log, 'store.clearAccount')).toEqual([[]]);
    expect(visible(log)).toEqual([
      ['toast', 'There was an error. Please try again', 'error'],
      ['navigate', '/app/'],
    ]);
  });
});

describe('updateProfile', () => {
  const current = {
    uid: 'g-1',
    email: 'aroha@example.nz',
    emailVerified: true,
    first_name: 'Aroha',
    registrationCompleted: true,
  };
  const values = {
    first_name: 'Aroha',
    last_name: 'Ngata',
    email: 'other@example.nz',
    phone: '021',
    city: 'Nelson',
    country: 'NZ',
    job_title: 'Lead',
    companyName: 'Kōwhai Ltd',
  };

  it('saves the document, then updates the store without touching the login time', async () => {
    const { deps, log, users } = fakeDeps();
    expect(await updateProfile(current, values, deps)).toBe('saved');
    const saved = { ...current, ...values, email: 'aroha@example.nz' };
    expect(users.get('g-1')).toEqual(saved);
    expect(callsOf(log, 'store.updateUser')).toEqual([[saved]]);
    expect(callsOf(log, 'store.setUser')).toEqual([]);
    expect(visible(log)).toEqual([['toast', 'Your changes have been saved', 'success']]);
  });

  it("says 'Error updating changes' and keeps the store when saving fails", async () => {
    const { deps, log } = fakeDeps({ setUser: () => Promise.reject(new Error('offline')) });
    expect(await updateProfile(current, values, deps)).toBe('failed');
    expect(callsOf(log, 'store.updateUser')).toEqual([]);
    expect(visible(log)).toEqual([['toast', 'Error updating changes', 'error']]);
  });
});
