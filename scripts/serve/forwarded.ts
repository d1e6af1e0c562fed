/**
 * Who asked, and for which URL: decided once per request by the server wrapper (scripts/serve.mjs),
 * before the app sees the request.
 *
 * Behind a reverse proxy every request comes from the proxy's address over plain http. When the
 * socket peer is a trusted proxy (TRUSTED_PROXY), the client is the right-most address in
 * X-Forwarded-For that is not itself a trusted proxy (proxy-addr's rule, the one Express uses), and
 * the scheme and host are the first values of X-Forwarded-Proto and X-Forwarded-Host. From anyone
 * else those headers are lies a browser may tell, so they are dropped.
 *
 * Either way the request leaves here with exactly one X-Forwarded-For (the client), X-Forwarded-Proto
 * and, from a proxy, X-Forwarded-Host and Host set to the public host: Astro reads them
 * (`security.allowedDomains` in astro.config.mjs) to build `Astro.url` and `clientAddress`, so the
 * origin check of form posts and every per-address limit see the real visitor.
 */
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyaddr from 'proxy-addr';

/**
 * Sent only by serve.mjs's own warm-up request on its private loopback port (the app reads it in
 * src/lib/http/serve-probe.ts: GET /api/health answers it with the trusted proxies, or with every bad
 * setting when the environment is bad); dropped from every request from outside.
 */
export const SERVE_PROBE_HEADER = 'x-tasman-serve-probe';

/** Every header a client could use to claim an address, scheme or host, and the probe's marker. */
const CLAIMS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  SERVE_PROBE_HEADER,
];

/** A host name, IPv4 or [IPv6] address, with an optional port: nothing that could bend a URL. */
const HOST = /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/** The first of a comma-separated header's values (a proxy chain may have appended more). */
function first(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  const head = text?.split(',')[0]?.trim();
  return head === '' ? undefined : head;
}

/** What one request says about its origin, once trust has been decided. */
export interface ForwardedFacts {
  /** The visitor's address (the socket peer unless a trusted proxy says otherwise). */
  client: string | undefined;
  protocol: 'http' | 'https';
  /** The public host a trusted proxy reports, if any. */
  host: string | undefined;
}

/** Reads a request's origin, believing X-Forwarded-* only from a peer that `trust` accepts. */
export function forwardedFacts(req: IncomingMessage, trust: (address: string, hop: number) => boolean): ForwardedFacts {
  const peer = req.socket.remoteAddress;
  const ownProtocol = (req.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http';
  if (peer === undefined || !trust(peer, 0)) return { client: peer, protocol: ownProtocol, host: undefined };
  const protocol = first(req.headers['x-forwarded-proto'])?.toLowerCase();
  const host = first(req.headers['x-forwarded-host']);
  return {
    client: proxyaddr(req, trust),
    protocol: protocol === 'https' || protocol === 'http' ? protocol : ownProtocol,
    host: host !== undefined && HOST.test(host) ? host.toLowerCase() : undefined,
  };
}

/**
 * A function that rewrites a request's headers to what serve.mjs decided: the claims of untrusted
 * peers removed, and the client, scheme and host set. `trusted` is TRUSTED_PROXY as the app parsed it.
 */
export function forwardedHeaderFilter(trusted: readonly string[]): (req: IncomingMessage) => ForwardedFacts {
  const trust = proxyaddr.compile([...trusted]);
  return (req) => {
    const facts = forwardedFacts(req, trust);
    for (const name of CLAIMS) delete req.headers[name];
    if (facts.client !== undefined) req.headers['x-forwarded-for'] = facts.client;
    req.headers['x-forwarded-proto'] = facts.protocol;
    if (facts.host !== undefined) {
      req.headers.host = facts.host;
      req.headers['x-forwarded-host'] = facts.host;
    }
    return facts;
  };
}
