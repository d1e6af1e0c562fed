import type { APIRoute } from 'astro';
import { metricsAnswer } from '../features/operations/metrics.server.ts';

export const prerender = false;

/** GET /metrics: Prometheus metrics with Authorization: Bearer <METRICS_TOKEN>; 404 without METRICS_TOKEN (docs/operations.md). */
export const GET: APIRoute = ({ request }) => metricsAnswer(request);
