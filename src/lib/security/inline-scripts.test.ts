import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { scriptHash, ZOD_JITLESS_SCRIPT } from './inline-scripts.ts';

describe('inline script hashes', () => {
  it("are the base64 SHA-256 of the script's text, as CSP wants them", async () => {
    const expected = createHash('sha256').update(ZOD_JITLESS_SCRIPT).digest('base64');
    expect(await scriptHash(ZOD_JITLESS_SCRIPT)).toBe(`sha256-${expected}`);
  });
});
