/**
 * The Core Web Vitals histograms of GET /metrics (docs/operations.md): one per metric, labelled by
 * template, region and device class (closed lists, so the series stay few), in seconds as Prometheus
 * prefers (CLS a score), buckets at Google's thresholds (vitals.ts). On the process's one registry,
 * each made with its first sample.
 */
import { Histogram } from 'prom-client';
import { metrics } from '../../services/operations/metrics.ts';
import { HISTOGRAM_BUCKETS, type DeviceClass, type MetricName, type PageRegion, type PageTemplate } from './vitals.ts';

const LABELS = ['template', 'region', 'device'] as const;
type VitalsHistogram = Histogram<(typeof LABELS)[number]>;

/** The exposed name of a metric's histogram: `web_vitals_lcp_seconds`, …, `web_vitals_cls`. */
export const histogramName = (metric: MetricName): string =>
  metric === 'CLS' ? 'web_vitals_cls' : `web_vitals_${metric.toLowerCase()}_seconds`;

/** A metric's value in the histogram's unit. */
const exposed = (metric: MetricName, value: number): number => (metric === 'CLS' ? value : value / 1000);

function histogram(metric: MetricName): VitalsHistogram {
  const { registry } = metrics();
  const name = histogramName(metric);
  // One registry per process (services/operations/metrics.ts): a module loaded twice finds its histogram there.
  const known = registry.getSingleMetric(name);
  if (known instanceof Histogram) return known;
  return new Histogram({
    name,
    help: `${metric} of visitors' page views (Core Web Vitals, POST /api/vitals), by template, region and device class.`,
    labelNames: LABELS,
    buckets: HISTOGRAM_BUCKETS[metric].map((bound) => exposed(metric, bound)),
    registers: [registry],
  });
}

/** Counts one sample. */
export function observeVital(
  metric: MetricName,
  value: number,
  labels: { template: PageTemplate; region: PageRegion; device: DeviceClass },
): void {
  histogram(metric).observe(labels, exposed(metric, value));
}
