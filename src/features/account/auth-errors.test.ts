import { describe, expect, it } from 'vitest';
import { authErrorMessage, errorCode, errorText, knownAuthErrorMessage, normaliseAuthCode } from './auth-errors.ts';

const INCORRECT = 'The email or login method is incorrect, please try again.';
const NOT_FOUND = 'No user was found with the provided email';
const EXISTS = 'An account with this email already exists';
const MISSING = 'Please enter your email address before selecting forgot password';
const OTHER = 'There was an error. Please try again';

describe('authErrorMessage: the identity provider codes, bare and with the Firebase auth/ prefix', () => {
  it.each([
    ['invalid-password', INCORRECT],
    ['invalid-email', INCORRECT],
    ['wrong-password', INCORRECT],
    ['user-not-found', NOT_FOUND],
    ['email-already-exists', EXISTS],
    ['email-already-in-use', EXISTS],
    ['missing-email', MISSING],
  ])('%s', (code, message) => {
    expect(authErrorMessage(code)).toBe(message);
    expect(authErrorMessage(`auth/${code}`)).toBe(message);
  });

  it("maps the embedded server's password rule and rate limit codes", () => {
    expect(authErrorMessage('PASSWORD_TOO_WEAK')).toBe(
      'Password must be at least 8 characters and include an uppercase letter and a number',
    );
    expect(authErrorMessage('too-many-requests')).toBe('Too many attempts. Please wait a minute and try again.');
  });

  it('other, empty and missing codes get the generic text', () => {
    expect(authErrorMessage('auth/popup-closed-by-user')).toBe(OTHER);
    expect(authErrorMessage('')).toBe(OTHER);
    expect(authErrorMessage(undefined)).toBe(OTHER);
  });
});

describe('authErrorMessage: better-auth error codes', () => {
  it.each([
    ['INVALID_EMAIL_OR_PASSWORD', INCORRECT],
    ['INVALID_EMAIL', INCORRECT],
    ['INVALID_PASSWORD', INCORRECT],
    ['CREDENTIAL_ACCOUNT_NOT_FOUND', INCORRECT],
    ['USER_NOT_FOUND', NOT_FOUND],
    ['USER_EMAIL_NOT_FOUND', NOT_FOUND],
    ['USER_ALREADY_EXISTS', EXISTS],
    ['USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', EXISTS],
    ['PASSWORD_TOO_SHORT', 'Password must be at least 8 characters and include an uppercase letter and a number'],
    ['PASSWORD_TOO_LONG', 'Password must be at most 128 characters'],
    ['EMAIL_NOT_VERIFIED', 'Please verify your email address, then log in'],
    ['FAILED_TO_CREATE_USER', OTHER],
    ['INVALID_TOKEN', OTHER],
  ])('%s', (code, message) => {
    expect(authErrorMessage(code)).toBe(message);
  });
});

describe('authErrorMessage: Firebase synonyms of the required codes', () => {
  it.each([
    ['auth/invalid-credential', INCORRECT],
    ['auth/invalid-login-credentials', INCORRECT],
    ['auth/weak-password', 'Password must be at least 8 characters and include an uppercase letter and a number'],
  ])('%s', (code, message) => {
    expect(authErrorMessage(code)).toBe(message);
  });
});

describe('knownAuthErrorMessage', () => {
  it('is undefined for codes without a text of their own', () => {
    expect(knownAuthErrorMessage('auth/network-request-failed')).toBeUndefined();
    expect(knownAuthErrorMessage(undefined)).toBeUndefined();
    expect(knownAuthErrorMessage('auth/email-already-in-use')).toBe(EXISTS);
  });
});

describe('normaliseAuthCode', () => {
  it('strips the auth/ prefix and unifies case and separators', () => {
    expect(normaliseAuthCode('auth/wrong-password')).toBe('wrong-password');
    expect(normaliseAuthCode(' AUTH/Wrong-Password ')).toBe('wrong-password');
    expect(normaliseAuthCode('USER_ALREADY_EXISTS')).toBe('user-already-exists');
  });
});

describe('errorCode and errorText', () => {
  it('read the code and message of thrown values of any shape', () => {
    const firebase = Object.assign(new Error('Firebase: Error (auth/wrong-password).'), {
      code: 'auth/wrong-password',
    });
    expect(errorCode(firebase)).toBe('auth/wrong-password');
    expect(errorText(firebase)).toBe('Firebase: Error (auth/wrong-password).');
    expect(errorCode({ code: 'USER_NOT_FOUND', message: 'User not found' })).toBe('USER_NOT_FOUND');
    expect(errorCode({ code: 404 })).toBeUndefined();
    expect(errorCode({ code: '' })).toBeUndefined();
    expect(errorCode('boom')).toBeUndefined();
    expect(errorCode(null)).toBeUndefined();
    expect(errorText('  boom ')).toBe('boom');
    expect(errorText('')).toBeUndefined();
    expect(errorText({ message: 42 })).toBeUndefined();
    expect(errorText({ message: '  ' })).toBeUndefined();
    expect(errorText(undefined)).toBeUndefined();
  });
});
