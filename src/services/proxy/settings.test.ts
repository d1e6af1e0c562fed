import { describe, expect, it } from 'vitest';
import { proxySettings } from './settings.ts';

describe('TRUSTED_PROXY', () => {
  it('trusts no proxy when unset or blank', () => {
    expect(proxySettings({})).toEqual({ trusted: [] });
    expect(proxySettings({ TRUSTED_PROXY: ' , ' })).toEqual({ trusted: [] });
  });

  it('reads comma-separated IPv4 and IPv6 addresses and CIDR ranges, trimmed', () => {
    expect(proxySettings({ TRUSTED_PROXY: ' 10.0.0.0/8,127.0.0.1 , ::1, fd00::/8,2001:db8::5 ' }).trusted).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      '2001:db8::5',
    ]);
  });

  it("accepts proxy-addr's names for the usual private ranges", () => {
    expect(proxySettings({ TRUSTED_PROXY: 'loopback,uniquelocal' }).trusted).toEqual(['loopback', 'uniquelocal']);
  });

  it.each([
    ['a host name', 'proxy.internal'],
    ['a range too wide for IPv4', '10.0.0.0/33'],
    ['a range too wide for IPv6', '::1/129'],
    ['a malformed address', '10.0.0'],
  ])('refuses %s, naming the variable and the entry', (_, entry) => {
    expect(() => proxySettings({ TRUSTED_PROXY: `127.0.0.1, ${entry}` })).toThrow(
      new RegExp(`^Bad environment, set: TRUSTED_PROXY: "${entry.replaceAll('.', '\\.')}" is not an IP address`),
    );
  });
});
