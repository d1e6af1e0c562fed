/**
 * The operator API's door: every /api/admin/* route asks `admitOperator` first. Without
 * ADMIN_TOKEN it answers 404 as if nothing were there; a missing or wrong token is a 401; an admitted
 * call is logged with who (the token's fingerprint), what and when (the log line's time).
 */
import { services } from '../../services/config.ts';
import { log } from '../../services/operations/log.ts';
import { problem } from '../../lib/http/json-response.ts';
import { sameSecret } from '../../lib/security/same-secret.server.ts';
import { bearerOf, tokenFingerprint } from './bearer.server.ts';

/** The answer to give instead, or the caller's fingerprint. */
export function admitOperator(request: Request, what: string): Response | { who: string } {
  const expected = services().config.operations.adminToken;
  const path = new URL(request.url).pathname;
  if (!expected) return problem(`There is nothing at ${path}.`, 404);
  const given = bearerOf(request.headers.get('authorization'));
  if (!sameSecret(given, expected)) {
    log().warn(
      { event: 'admin.refused', path, who: given ? tokenFingerprint(given) : undefined },
      'operator call refused: wrong or missing token',
    );
    return problem('This needs Authorization: Bearer <ADMIN_TOKEN>.', 401, { 'WWW-Authenticate': 'Bearer' });
  }
  const who = tokenFingerprint(given ?? '');
  log().info({ event: 'admin', who, what }, 'operator call');
  return { who };
}
