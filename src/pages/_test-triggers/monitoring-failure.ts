/**
 * POST /api/monitoring-test/failure: a database query that fails, with the visitor's email among its
 * parameters, as a real failure would (the middleware answers 500 and reports it). Exists only in a
 * build made with SENTRY_TEST_TRIGGERS=1 and SENTRY_SPOTLIGHT (integrations/monitoring.ts), for
 * tests/vendors/spotlight.spec.ts and sentry-pages.spec.ts; the leading `_` of its folder keeps Astro from routing it otherwise.
 */
import type { APIRoute } from 'astro';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { problem } from '../../lib/http/json-response.ts';
import { services } from '../../services/config.ts';

export const prerender = false;

const bodySchema = z.object({ email: z.email() });

export const POST: APIRoute = async ({ request }) => {
  const body = bodySchema.safeParse(await request.json().catch(() => undefined));
  if (!body.success) return problem('Send {"email": "<an address>"}.', 400);
  const db = await services().database();
  await db.execute(sql`select * from monitoring_test_missing_table where email = ${body.data.email}`);
  return Response.json({ data: null });
};
