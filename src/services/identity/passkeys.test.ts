import { describe, expect, it } from 'vitest';
import { relyingPartyId } from './passkeys.ts';

describe("a passkey's relying party", () => {
  it('is the host name of the public origin, without port or scheme', () => {
    expect(relyingPartyId('https://www.tasmancad.example')).toBe('www.tasmancad.example');
    expect(relyingPartyId('http://localhost:4321')).toBe('localhost');
  });

  it('is localhost for a loopback address, which browsers refuse as a relying party', () => {
    expect(relyingPartyId('http://127.0.0.1:27310')).toBe('localhost');
    expect(relyingPartyId('http://[::1]:4321')).toBe('localhost');
  });
});
