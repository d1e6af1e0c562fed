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
import { badEnvironment, type Environment } from '../environment.ts';

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
  .transform((value) => value.split(',').map((entry) => entry.trim()).filter((entry) => entry !== ''))
  .pipe(z.array(z.string().refine(isProxyEntry, {
    error: (issue) => `"${String(issue.input)}" is not an IP address, a CIDR range (e.g. 10.0.0.0/8, fd00::/8) or loopback/linklocal/uniquelocal`,
  })));

/**
 * Reads TRUSTED_PROXY: comma-separated addresses or CIDR ranges (e.g. `10.0.0.0/8, 2001:db8::1`).
 * Unset or empty trusts no proxy. A bad entry throws a message naming the variable and the entry.
 */
export function proxySettings(env: Environment): ProxySettings {
  const parsed = trustedProxySchema.safeParse(env['TRUSTED_PROXY'] ?? '');
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => issue.message);
    throw badEnvironment([`TRUSTED_PROXY: ${problems.join(', ')}`]);
  }
  return { trusted: parsed.data };
}
