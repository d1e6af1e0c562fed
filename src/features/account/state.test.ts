import { describe, expect, it } from 'vitest';
import { accountButtonLabel, canPlaceOrder, isLoggedIn, isRegistered, needsEmailVerifiedFlag } from './state.ts';
import type { AuthUser } from './types.ts';

const authUser: AuthUser = { uid: 'u1', email: 'a@b.nz', emailVerified: true, displayName: 'Aroha Ngata' };

describe('isRegistered', () => {
  it('needs is_verified and marketingInfo both truthy', () => {
    expect(isRegistered({ is_verified: true, marketingInfo: { newsletter: true } })).toBe(true);
    expect(isRegistered({ is_verified: true, marketingInfo: 'yes' })).toBe(true);
    expect(isRegistered({ is_verified: true })).toBe(false);
    expect(isRegistered({ is_verified: false, marketingInfo: {} })).toBe(false);
    expect(isRegistered({ is_verified: true, marketingInfo: '' })).toBe(false);
    expect(isRegistered({ is_verified: true, marketingInfo: null })).toBe(false);
    expect(isRegistered(undefined)).toBe(false);
  });

  it('decides whether an order may be placed', () => {
    expect(canPlaceOrder({ is_verified: true, marketingInfo: {} })).toBe(true);
    expect(canPlaceOrder({ is_verified: true })).toBe(false);
    expect(canPlaceOrder(undefined)).toBe(false);
  });
});

describe('isLoggedIn', () => {
  it('email verified and a first name', () => {
    expect(isLoggedIn({ emailVerified: true, first_name: 'Aroha' })).toBe(true);
  });

  it('email verified and registration completed', () => {
    expect(isLoggedIn({ emailVerified: true, registrationCompleted: true })).toBe(true);
  });

  it('not without a verified email, or with neither a name nor a completed registration', () => {
    expect(isLoggedIn({ emailVerified: false, first_name: 'Aroha', registrationCompleted: true })).toBe(false);
    expect(isLoggedIn({ first_name: 'Aroha' })).toBe(false);
    expect(isLoggedIn({ emailVerified: true })).toBe(false);
    expect(isLoggedIn({ emailVerified: true, first_name: '  ', registrationCompleted: false })).toBe(false);
    expect(isLoggedIn(undefined)).toBe(false);
  });
});

describe('accountButtonLabel', () => {
  it("reads 'Account' for a logged-in user, signed in or not yet known to be", () => {
    expect(accountButtonLabel({ emailVerified: true, first_name: 'Aroha' }, authUser)).toBe('Account');
    expect(accountButtonLabel({ emailVerified: true, registrationCompleted: true }, undefined)).toBe('Account');
  });

  it("reads 'Register' when signed in but not logged in", () => {
    expect(accountButtonLabel(undefined, authUser)).toBe('Register');
    expect(accountButtonLabel({ emailVerified: true, registrationCompleted: false }, authUser)).toBe('Register');
  });

  it("reads 'Login' otherwise", () => {
    expect(accountButtonLabel(undefined, undefined)).toBe('Login');
    expect(accountButtonLabel(undefined, null)).toBe('Login');
    expect(accountButtonLabel({ emailVerified: false, first_name: 'Aroha' }, null)).toBe('Login');
  });
});

describe('needsEmailVerifiedFlag', () => {
  it('when the identity is verified but the stored user is not', () => {
    expect(needsEmailVerifiedFlag(authUser, { uid: 'u1', emailVerified: false })).toBe(true);
    expect(needsEmailVerifiedFlag(authUser, { uid: 'u1' })).toBe(true);
  });

  it('not when both agree, the identity is unverified, or there is no stored user', () => {
    expect(needsEmailVerifiedFlag(authUser, { uid: 'u1', emailVerified: true })).toBe(false);
    expect(needsEmailVerifiedFlag({ ...authUser, emailVerified: false }, { uid: 'u1', emailVerified: false })).toBe(
      false,
    );
    expect(needsEmailVerifiedFlag(authUser, undefined)).toBe(false);
    expect(needsEmailVerifiedFlag(undefined, { uid: 'u1' })).toBe(false);
  });
});
