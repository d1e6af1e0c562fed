import { describe, expect, it } from 'vitest';
import { appCodeSchema, factorCodeSchema, recoveryCodeSchema, secretOf } from './second-factor.ts';

describe('the second-factor forms', () => {
  it('takes 6 digits from the app, spaces dropped', () => {
    expect(appCodeSchema.parse({ code: ' 123 456 ' })).toEqual({ code: '123456' });
  });

  it('takes the code that turns the factor off by the same rule', () => {
    expect(factorCodeSchema.parse({ factorCode: '654 321' })).toEqual({ factorCode: '654321' });
    expect(factorCodeSchema.safeParse({ factorCode: '65432' }).success).toBe(false);
  });

  it('refuses anything else with the rule in words', () => {
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const parsed = appCodeSchema.safeParse({ code });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('Please enter the 6 digits your authenticator app shows');
    }
  });

  it('takes a recovery code as typed, trimmed, and requires one', () => {
    expect(recoveryCodeSchema.parse({ code: ' AbCdE-12345 ' })).toEqual({ code: 'AbCdE-12345' });
    expect(recoveryCodeSchema.safeParse({ code: '   ' }).error?.issues[0]?.message).toBe('This field is required');
  });

  it("shows the app's secret in groups of four, and nothing for a broken URI", () => {
    expect(secretOf('otpauth://totp/Tasman%20CAD:ana%40example.test?secret=JBSWY3DPEHPK3PXPAB&issuer=Tasman')).toBe(
      'JBSW Y3DP EHPK 3PXP AB',
    );
    expect(secretOf('not a uri')).toBe('');
  });
});
