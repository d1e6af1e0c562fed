import { describe, expect, it } from 'vitest';
import { accountLink } from './account-link.ts';

describe('header account link', () => {
  it('reads Login and opens the login page for a visitor with no stored user', () => {
    expect(accountLink(undefined)).toEqual({ label: 'Login', href: '/app/' });
  });

  it('reads Account and opens the account page for a verified user with a first name', () => {
    expect(accountLink({ uid: 'u1', emailVerified: true, first_name: 'Ana' })).toEqual({
      label: 'Account',
      href: '/app/account/',
    });
  });

  it('reads Account for a verified user who completed registration but has no first name', () => {
    expect(accountLink({ uid: 'u1', emailVerified: true, registrationCompleted: true }).label).toBe('Account');
  });

  it('reads Register and opens registration for a signed-in user who has not registered', () => {
    expect(accountLink({ uid: 'u1', emailVerified: true, registrationCompleted: false })).toEqual({
      label: 'Register',
      href: '/app/register/',
    });
  });

  it('reads Register for a stored user whose email is not verified yet', () => {
    expect(accountLink({ uid: 'u1', emailVerified: false, first_name: 'Ana' }).label).toBe('Register');
  });
});
