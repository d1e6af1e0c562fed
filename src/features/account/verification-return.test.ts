import { describe, expect, it } from 'vitest';
import { VERIFICATION_RETURN, verificationOutcome } from './verification-return.ts';

describe('the return from the email verification link', () => {
  it('goes to the Login screen with the marker', () => {
    expect(VERIFICATION_RETURN).toBe('/app/?verified=1');
  });

  it('reads verified, failed (the identity server added an error), or nothing to say', () => {
    expect(verificationOutcome('?verified=1')).toBe('verified');
    expect(verificationOutcome('?verified=1&error=TOKEN_EXPIRED')).toBe('failed');
    expect(verificationOutcome('')).toBeUndefined();
    expect(verificationOutcome('?verified=0')).toBeUndefined();
  });
});
