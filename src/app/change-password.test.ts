import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../features/account/messages.ts';
import { changePasswordSchema, passwordChangeRefusal } from './change-password.ts';

describe('the password change form', () => {
  const errors = (values: Record<string, string>) => {
    const parsed = changePasswordSchema.safeParse(values);
    return parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('asks for the current password and a new one that meets the rule, typed twice', () => {
    expect(errors({ currentPassword: '', password: 'weak', confirmPassword: 'other' })).toEqual({
      currentPassword: ACCOUNT_MESSAGES.required,
      password: ACCOUNT_MESSAGES.passwordRule,
      confirmPassword: ACCOUNT_MESSAGES.passwordsDoNotMatch, // said together with the others, as at registration
    });
    expect(errors({ currentPassword: 'Secret123', password: 'Newsecret456', confirmPassword: 'Newsecret457' })).toEqual(
      { confirmPassword: ACCOUNT_MESSAGES.passwordsDoNotMatch },
    );
    expect(errors({ currentPassword: 'Secret123', password: 'Newsecret456', confirmPassword: 'Newsecret456' })).toEqual(
      {},
    );
  });

  it('says a wrong current password in its own words, and a lock as the server words it', () => {
    expect(passwordChangeRefusal('INVALID_PASSWORD', 'Invalid password')).toBe('Your current password is not correct.');
    expect(
      passwordChangeRefusal(
        'SIGN_IN_LOCKED',
        'Too many failed sign-ins for this account. Please try again in 30 seconds.',
      ),
    ).toBe('Too many failed sign-ins for this account. Please try again in 30 seconds.');
    expect(passwordChangeRefusal(undefined, 'Internal')).toBe(ACCOUNT_MESSAGES.genericAuthError);
  });
});
