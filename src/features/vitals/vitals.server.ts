/**
 * POST /api/vitals (docs/api.md): a page view's Core Web Vitals, sent by the every-page script with
 * `navigator.sendBeacon` (features/vitals/report-vitals.ts). Each metric is counted in its /metrics
 * histogram (template, region, device class) and in the daily roll-up in the database (template, region,
 * bucket). The User-Agent is read for the device class and dropped; no cookie is read or set, and no
 * address, path or id is kept. Anything the schema refuses is a 4xx and counts nothing.
 */
import { readBody } from '../../lib/http/json-response.ts';
import { services } from '../../services/config.ts';
import { BEACON_MAX_BYTES, vitalsBeaconSchema } from './beacon.ts';
import { bucketOf } from './distribution.ts';
import { observeVital } from './vitals-metrics.server.ts';
import { deviceClassOf, METRIC_NAMES } from './vitals.ts';

/** Answers POST /api/vitals: 204 when counted, 4xx with a message otherwise. */
export async function handleVitalsPost(request: Request): Promise<Response> {
  const body = await readBody(request, vitalsBeaconSchema, BEACON_MAX_BYTES);
  if ('response' in body) return body.response;
  const { template, region, metrics } = body.data;
  const device = deviceClassOf(request.headers.get('user-agent'));
  const samples = [];
  for (const metric of METRIC_NAMES) {
    const value = metrics[metric];
    if (value === undefined) continue;
    observeVital(metric, value, { template, region, device });
    samples.push({ metric, template, region, bucket: bucketOf(metric, value) });
  }
  // Counted in memory, written in batches (services/vitals/recorder.ts): the beacon never waits for the database.
  services().vitals().add(samples);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
