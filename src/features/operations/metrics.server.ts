/**
 * GET /metrics: the process's metrics (services/operations/metrics.ts) to a scraper holding
 * METRICS_TOKEN; without METRICS_TOKEN there is nothing there (404).
 */
import { services } from '../../services/config.ts';
import { metricsText } from '../../services/operations/metrics.ts';
import { sameSecret } from '../../lib/security/same-secret.server.ts';
import { bearerOf } from './bearer.server.ts';

const plain = (text: string, status: number, headers: Record<string, string> = {}): Response =>
  new Response(`${text}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });

export async function metricsAnswer(request: Request): Promise<Response> {
  const expected = services().config.operations.metricsToken;
  if (!expected) return plain('Not found.', 404);
  if (!sameSecret(bearerOf(request.headers.get('authorization')), expected)) {
    return plain('This needs Authorization: Bearer <METRICS_TOKEN>.', 401, { 'WWW-Authenticate': 'Bearer' });
  }
  const { body, contentType } = await metricsText();
  return new Response(body, { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } });
}
