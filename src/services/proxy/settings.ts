/**
 * Which reverse proxies the server believes (TRUSTED_PROXY), read from the environment. Pure (takes
 * the environment as a value), like the other settings services/config.ts collects.
 *
 * Only a request whose socket peer is one of these may say, in X-Forwarded-For/-Proto/-Host, who the
 * client is and which URL it asked for; from anyone else those headers are dropped (scripts/serve.mjs
 * applies the list: it learns it from GET /api/health, see src/pages/api/health.ts).
 */
import proxyaddr from 'proxy-addr';
import { z } from 'zod';
import { badEnvironment, settingOf, type Environment } from '../environment.ts';

export interface ProxySettings {
  /**
   * Addresses and ranges of the trusted proxies, as written (IPv4 or IPv6, optionally CIDR `/bits`, or
   * proxy-addr's names `loopback`, `linklocal`, `uniquelocal`). Empty: no proxy is trusted.
   */
  trusted: readonly string[];
}

/** True when proxy-addr, which scripts/serve.mjs matches peers with, accepts `entry`. */
function isProxyEntry(entry: string): boolean {
  try {
    proxyaddr.compile(entry);
    return true;
  } catch {
    return false;
  }
}

const trustedProxySchema = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  )
  .pipe(
    z.array(
      z.string().refine(isProxyEntry, {
        error: (issue) =>
          `"${String(issue.input)}" is not an IP address, a CIDR range (e.g. 10.0.0.0/8, fd00::/8) or loopback/linklocal/uniquelocal`,
      }),
    ),
  );

/**
 * Reads TRUSTED_PROXY: comma-separated addresses or CIDR ranges (e.g. `10.0.0.0/8, 2001:db8::1`).
 * Unset or empty trusts no proxy. A bad entry throws a message naming the variable and the entry.
 */
export function proxySettings(env: Environment): ProxySettings {
  const parsed = trustedProxySchema.safeParse(settingOf(env, 'TRUSTED_PROXY') ?? '');
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => issue.message);
    throw badEnvironment([`TRUSTED_PROXY: ${problems.join(', ')}`]);
  }
  return { trusted: parsed.data };
}

/** Hosts of an origin only this machine can reach. */
const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Behind a TLS proxy, session cookies are Secure only because AUTH_BASE_URL says https (they follow
 * the public origin, not the request). So with TRUSTED_PROXY set, AUTH_BASE_URL must be given and be
 * https; otherwise sessions would travel without Secure, and the start is refused with what to set.
 * An explicit http origin on this machine's loopback (a proxy on the same machine, for development or
 * tests) is allowed: nothing reaches it over a network. `authBaseUrl` is AUTH_BASE_URL as given
 * (undefined when unset). Returns the problem in the words of `Bad environment, set: …`, or undefined.
 */
export function proxyOriginProblem(trusted: readonly string[], authBaseUrl: string | undefined): string | undefined {
  if (trusted.length === 0) return undefined;
  const fix =
    'the public origin browsers use, e.g. AUTH_BASE_URL=https://www.example.com, so that session cookies are Secure';
  if (authBaseUrl === undefined) return `AUTH_BASE_URL: required with TRUSTED_PROXY: ${fix}`;
  const url = new URL(authBaseUrl);
  if (url.protocol === 'https:' || LOOPBACK_HOSTNAMES.has(url.hostname)) return undefined;
  return `AUTH_BASE_URL: ${url.origin} is http, but TRUSTED_PROXY says a proxy is in front: set ${fix}`;
}
