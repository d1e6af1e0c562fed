import { describe, expect, it } from 'vitest';
import { newPasswordSchema, resetTokenOf } from './reset-password.ts';

describe('new password form', () => {
  it('takes the token of the embedded server link or the oobCode of a Firebase link', () => {
    expect(resetTokenOf('?token=abc')).toBe('abc');
    expect(resetTokenOf('?mode=resetPassword&oobCode=xyz')).toBe('xyz');
    expect(resetTokenOf('?error=INVALID_TOKEN')).toBeUndefined();
  });

  it('refuses a weak password with the password rule and a mismatch on the confirmation', () => {
    const weak = newPasswordSchema.safeParse({ password: 'short', confirmPassword: 'short' });
    expect(weak.error?.issues.map((issue) => issue.message)).toContain(
      'Password must be at least 8 characters and include an uppercase letter and a number',
    );
    const mismatch = newPasswordSchema.safeParse({ password: 'Str0ngPass', confirmPassword: 'Str0ngPasz' });
    expect(mismatch.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: 'Passwords do not match' }),
    ]);
  });
});
