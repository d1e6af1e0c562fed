import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, withDetail } from './messages.ts';

describe('ACCOUNT_MESSAGES', () => {
  it('holds the required message texts verbatim', () => {
    expect(ACCOUNT_MESSAGES).toMatchObject({
      loginPopupNoUser: 'An error occurred while trying to login',
      completeRegistration: 'Please complete your registration',
      userSnapshotMissing: 'Error creating a new user. Please try again later',
      registerFailed: 'An error occurred while trying to register',
      registrationCompleted: 'Registration completed',
      updateFailed: 'Error updating changes',
      signUpFailed: 'An error occurred while Signing up. Please try again',
      signUpSucceeded: 'Sign up successful, Please verify your email',
      unexpectedError: 'There was an unexpected error.',
      incorrectCredentials: 'The email or login method is incorrect, please try again.',
      userNotFound: 'No user was found with the provided email',
      emailInUse: 'An account with this email already exists',
      missingEmail: 'Please enter your email address before selecting forgot password',
      genericAuthError: 'There was an error. Please try again',
      invalidEmail: 'Please enter a valid email address',
      completeRequiredFields: 'Please complete all required fields',
    });
  });
});

describe('withDetail', () => {
  it('appends the error text after a colon, or after a space when the message ends a sentence', () => {
    expect(withDetail('An error occurred while trying to register', 'Request failed with status 500')).toBe(
      'An error occurred while trying to register: Request failed with status 500',
    );
    expect(withDetail('There was an unexpected error.', 'Popup closed')).toBe(
      'There was an unexpected error. Popup closed',
    );
  });

  it('leaves the message alone without a detail', () => {
    expect(withDetail('There was an unexpected error.', undefined)).toBe('There was an unexpected error.');
    expect(withDetail('There was an unexpected error.', '   ')).toBe('There was an unexpected error.');
  });
});
