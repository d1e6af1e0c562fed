/**
 * How samples are kept and summed up (pure): a value is filed under the upper bound of a fixed bucket,
 * so a day's samples are a count per bucket (a bounded number of rows, whatever the traffic), days add
 * up, and the 75th percentile of any window is read from the summed counts. Google's thresholds are
 * bucket bounds, so a percentile is rated exactly as the raw samples would be; the value printed is the
 * bucket's upper bound (at most one step above the true percentile).
 */
import { METRIC_NAMES, rate, type MetricName, type Rating } from './vitals.ts';

/** Fine steps up to `fineUntil`, coarse steps up to `max`; a larger value counts as `max`. */
interface Scale {
  fine: number;
  fineUntil: number;
  coarse: number;
  max: number;
}

/** Milliseconds; CLS in thousandths (the stored unit is an integer). Every threshold is a bound. */
const SCALES: Readonly<Record<MetricName, Scale>> = {
  LCP: { fine: 100, fineUntil: 10_000, coarse: 1000, max: 30_000 },
  FCP: { fine: 100, fineUntil: 10_000, coarse: 1000, max: 30_000 },
  TTFB: { fine: 100, fineUntil: 10_000, coarse: 1000, max: 30_000 },
  INP: { fine: 10, fineUntil: 1000, coarse: 100, max: 5000 },
  CLS: { fine: 10, fineUntil: 1000, coarse: 100, max: 3000 },
};

/** The stored integer unit of a metric's value (CLS × 1000, the others in ms). */
const toUnits = (metric: MetricName, value: number): number => (metric === 'CLS' ? value * 1000 : value);
const fromUnits = (metric: MetricName, units: number): number => (metric === 'CLS' ? units / 1000 : units);

/** The bucket `value` is counted in, as its upper bound in the stored unit (an integer). */
export function bucketOf(metric: MetricName, value: number): number {
  const { fine, fineUntil, coarse, max } = SCALES[metric];
  // Rounded first, so a float such as 0.1 × 1000 = 100.00000000000001 stays in its bucket.
  const units = Math.min(Math.max(0, Math.round(toUnits(metric, value) * 1000) / 1000), max);
  if (units <= fineUntil) return Math.ceil(units / fine) * fine;
  return fineUntil + Math.ceil((units - fineUntil) / coarse) * coarse;
}

/** How many buckets a metric can have (what bounds a day's rows). */
export function bucketCount(metric: MetricName): number {
  const { fine, fineUntil, coarse, max } = SCALES[metric];
  return fineUntil / fine + 1 + (max - fineUntil) / coarse;
}

/** A count of samples in one bucket. */
export interface BucketCount {
  bucket: number;
  count: number;
}

/**
 * The 75th percentile of the counted samples, in the metric's own unit (ms, or the CLS score): the
 * upper bound of the bucket holding the sample at rank ⌈0.75 n⌉. Undefined without samples.
 */
export function percentile75(metric: MetricName, counts: readonly BucketCount[]): number | undefined {
  const sorted = counts.filter((entry) => entry.count > 0).toSorted((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((sum, entry) => sum + entry.count, 0);
  if (total === 0) return undefined;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const entry of sorted) {
    seen += entry.count;
    if (seen >= rank) return fromUnits(metric, entry.bucket);
  }
  return undefined;
}

/** One stored row: a day's count of one bucket of one metric on one template and region. */
export interface CountRow extends BucketCount {
  metric: MetricName;
  template: string;
}

/** One line of the report: a template's 75th percentile of one metric, and its rating. */
export interface TemplateReport {
  template: string;
  metric: MetricName;
  samples: number;
  p75: number;
  rating: Rating;
}

/**
 * The report of `rows` (any days, regions and devices, summed): one line per template and metric that
 * has samples, templates in name order and metrics in the order of METRIC_NAMES.
 */
export function templateReport(rows: readonly CountRow[]): TemplateReport[] {
  const grouped = new Map<string, Map<MetricName, BucketCount[]>>();
  for (const row of rows) {
    const byMetric = grouped.get(row.template) ?? new Map<MetricName, BucketCount[]>();
    grouped.set(row.template, byMetric);
    byMetric.set(row.metric, [...(byMetric.get(row.metric) ?? []), { bucket: row.bucket, count: row.count }]);
  }
  const report: TemplateReport[] = [];
  for (const template of [...grouped.keys()].toSorted()) {
    const byMetric = grouped.get(template);
    for (const metric of METRIC_NAMES) {
      const counts = byMetric?.get(metric) ?? [];
      const p75 = percentile75(metric, counts);
      if (p75 === undefined) continue;
      report.push({
        template,
        metric,
        samples: counts.reduce((sum, entry) => sum + entry.count, 0),
        p75,
        rating: rate(metric, p75),
      });
    }
  }
  return report;
}

/** Whether the field budget fails: some template's 75th percentile is poor. */
export const failsFieldBudget = (report: readonly TemplateReport[]): boolean =>
  report.some((line) => line.rating === 'poor');
