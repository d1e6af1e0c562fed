/**
 * Which requests count against a per-address limit, and the 429 a request over it gets:
 * `Retry-After` in seconds and a message saying when to try again. The counting is the composition
 * root's limiter (services/limits/limiter.ts), in the database.
 */
import { services } from '../../services/config.ts';
import type { LimitedEndpoint } from '../../services/limits/settings.ts';
import { metrics } from '../../services/operations/metrics.ts';
import { problem } from './json-response.ts';

/** The limited endpoint a request is for, if any: POSTs only (other methods are refused anyway). */
export function limitedEndpointOf(method: string, pathname: string): LimitedEndpoint | undefined {
  if (method !== 'POST') return undefined;
  if (pathname === '/api/forms') return 'forms';
  if (pathname === '/api/web-orders') return 'webOrders';
  if (pathname === '/api/contacts') return 'contacts';
  if (pathname === '/api/vitals') return 'vitals';
  if (pathname.startsWith('/1/indexes/')) return 'search';
  return undefined;
}

/** The 429 answer after `retryAfterSeconds`. */
export function tooManyRequests(retryAfterSeconds: number): Response {
  const wait = retryAfterSeconds === 1 ? '1 second' : `${retryAfterSeconds} seconds`;
  return problem(`Too many requests from your address. Please try again in ${wait}.`, 429, {
    'Retry-After': String(retryAfterSeconds),
  });
}

/** A 429 when `clientAddress` is over its limit for this request's endpoint, else undefined (and the request is counted). */
export async function refuseOverLimit(
  method: string,
  pathname: string,
  clientAddress: string,
): Promise<Response | undefined> {
  const endpoint = limitedEndpointOf(method, pathname);
  if (!endpoint) return undefined;
  const verdict = await services().rateLimiter().hit(endpoint, clientAddress);
  if (verdict.allowed) return undefined;
  metrics().refusals.inc({ endpoint });
  return tooManyRequests(verdict.retryAfterSeconds);
}
