import type { APIRoute } from 'astro';
import { z } from 'zod';
import { issueMessage, json, methodNotAllowed, problem } from '../../lib/http/json-response.ts';
import { locationQueryOf, locationQuerySchema } from '../../features/region/location-query.ts';
import { services } from '../../services/config.ts';

export const prerender = false;

/**
 * GET /api/location?lat&lon (docs/requirements.md#calls): `{country: "AU"}` from offline country boundaries, `{country:
 * null}` at sea; 400 with a message for a missing or bad number. The answer depends only on the query,
 * so browsers may keep it a day.
 */
export const GET: APIRoute = async ({ url }) => {
  const query = z.safeParse(locationQuerySchema, locationQueryOf(url.searchParams));
  if (!query.success) return problem(issueMessage(query.error), 400);
  const country = await services().geo().countryAt(query.data.lat, query.data.lon);
  return json({ country }, 200, { 'Cache-Control': 'public, max-age=86400' });
};

/** Any other method: 405 with a JSON message. */
export const ALL: APIRoute = ({ request }) => methodNotAllowed(request, '/api/location', ['GET']);
