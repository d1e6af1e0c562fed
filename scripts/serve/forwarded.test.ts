import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { forwardedHeaderFilter, SERVE_PROBE_HEADER } from './forwarded.ts';

/** A request as Node's http server hands it over: from `peer`, with `headers`. */
function request(peer: string, headers: Record<string, string>): IncomingMessage {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: peer });
  const req = new IncomingMessage(socket);
  req.headers = { host: 'app.internal:4321', ...headers };
  return req;
}

const forged = {
  'x-forwarded-for': '6.6.6.6',
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'evil.example',
  forwarded: 'for=6.6.6.6',
  'x-real-ip': '6.6.6.6',
  [SERVE_PROBE_HEADER]: '1',
};

describe('forwarded headers without TRUSTED_PROXY', () => {
  const filter = forwardedHeaderFilter([]);

  it("ignores a browser's claims: the client is the socket peer, over its own scheme and Host", () => {
    const req = request('203.0.113.9', forged);
    expect(filter(req)).toEqual({ client: '203.0.113.9', protocol: 'http', host: undefined });
    expect(req.headers).toEqual({
      host: 'app.internal:4321',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'http',
    });
  });
});

describe('forwarded headers from a trusted proxy', () => {
  const filter = forwardedHeaderFilter(['10.0.0.0/8', '::1']);

  it('takes the client, scheme and host the proxy reports', () => {
    const req = request('10.1.2.3', {
      'x-forwarded-for': '198.51.100.7',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'www.tasmancad.example',
    });
    expect(filter(req)).toEqual({ client: '198.51.100.7', protocol: 'https', host: 'www.tasmancad.example' });
    expect(req.headers).toMatchObject({
      host: 'www.tasmancad.example',
      'x-forwarded-for': '198.51.100.7',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'www.tasmancad.example',
    });
  });

  it('takes the right-most address that is not a trusted proxy, so a forged left part changes nothing', () => {
    const req = request('10.1.2.3', { 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.9.9.9' });
    expect(filter(req).client).toBe('198.51.100.7');
  });

  it('trusts IPv6 peers and ranges too', () => {
    expect(filter(request('::1', { 'x-forwarded-for': '2001:db8::42' })).client).toBe('2001:db8::42');
  });

  it('keeps the peer when the proxy sent no X-Forwarded-For, and its own scheme when the proto is not http(s)', () => {
    expect(filter(request('10.1.2.3', { 'x-forwarded-proto': 'ftp' }))).toEqual({
      client: '10.1.2.3',
      protocol: 'http',
      host: undefined,
    });
  });

  it('refuses a forwarded host that could bend a URL', () => {
    for (const host of ['evil.example/path', 'a b', 'user@host', '']) {
      expect(filter(request('10.1.2.3', { 'x-forwarded-host': host })).host).toBeUndefined();
    }
    expect(filter(request('10.1.2.3', { 'x-forwarded-host': '[2001:db8::1]:8443' })).host).toBe('[2001:db8::1]:8443');
  });

  it('still ignores the same headers from a peer outside the list, and never passes the probe marker on', () => {
    const req = request('192.0.2.50', forged);
    expect(filter(req)).toEqual({ client: '192.0.2.50', protocol: 'http', host: undefined });
    expect(req.headers[SERVE_PROBE_HEADER]).toBeUndefined();
    expect(req.headers['x-real-ip']).toBeUndefined();
  });
});
