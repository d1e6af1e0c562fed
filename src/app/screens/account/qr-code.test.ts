import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrPath } from './QrCode.tsx';

describe('the QR code drawing', () => {
  it('draws one unit square per dark module, where it is', () => {
    expect(
      qrPath([
        [true, false],
        [false, true],
      ]),
    ).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
  });

  it('draws an otpauth URI as a square code with its quiet zone', () => {
    const modules = encode('otpauth://totp/Tasman%20CAD:ana?secret=JBSWY3DPEHPK3PXP', { ecc: 'M', border: 4 }).data;
    expect(modules.length).toBeGreaterThanOrEqual(21 + 8);
    expect(modules.every((row) => row.length === modules.length)).toBe(true);
    expect(modules[0]?.some(Boolean)).toBe(false);
    expect(qrPath(modules).split('z').length - 1).toBe(modules.flat().filter(Boolean).length);
  });
});
