import { describe, expect, it } from 'vitest';
import { base32Bytes, totp, wrongCode } from '../support/totp.ts';

describe('the test authenticator (RFC 6238)', () => {
  // RFC 6238 appendix B: the SHA-1 secret is the ASCII "12345678901234567890"; its 6 low digits.
  const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

  it('decodes base-32 as the RFC spells the test secret', () => {
    expect(base32Bytes(secret).toString('ascii')).toBe('12345678901234567890');
  });

  it('gives the RFC test vectors', () => {
    expect(totp(secret, new Date(59_000))).toBe('287082');
    expect(totp(secret, new Date(1_111_111_109_000))).toBe('081804');
    expect(totp(secret, new Date(2_000_000_000_000))).toBe('279037');
  });

  it('makes a wrong code that is none of the accepted window', () => {
    const at = new Date(1_111_111_109_000);
    expect(wrongCode(secret, at)).not.toBe(totp(secret, at));
  });
});
