import { describe, expect, it } from 'vitest';
import {
  bucketCount,
  bucketOf,
  failsFieldBudget,
  percentile75,
  templateReport,
  type CountRow,
} from './distribution.ts';
import { METRIC_NAMES, THRESHOLDS } from './vitals.ts';

describe('bucketOf: the bucket a sample is kept in', () => {
  it('files a value under the upper bound of its step (100 ms for LCP, 10 ms for INP, 0.01 for CLS)', () => {
    expect(bucketOf('LCP', 1234.5)).toBe(1300);
    expect(bucketOf('LCP', 1200)).toBe(1200);
    expect(bucketOf('INP', 48)).toBe(50);
    expect(bucketOf('CLS', 0.1234)).toBe(130);
    expect(bucketOf('TTFB', 0)).toBe(0);
  });

  it('keeps every threshold a bucket bound, so a value at it is rated as the raw value is', () => {
    for (const metric of METRIC_NAMES) {
      const { good, poor } = THRESHOLDS[metric];
      const unit = metric === 'CLS' ? 1000 : 1;
      expect(bucketOf(metric, good)).toBe(good * unit);
      expect(bucketOf(metric, poor)).toBe(poor * unit);
    }
  });

  it('steps coarser above the fine range and caps what is beyond the scale', () => {
    expect(bucketOf('LCP', 12_345)).toBe(13_000);
    expect(bucketOf('LCP', 3_600_000)).toBe(30_000);
    expect(bucketOf('CLS', 42)).toBe(3000);
  });

  it('has a bounded number of buckets per metric', () => {
    expect(bucketCount('LCP')).toBe(121);
    expect(bucketCount('INP')).toBe(141);
    for (const metric of METRIC_NAMES) expect(bucketCount(metric)).toBeLessThanOrEqual(150);
  });
});

describe('percentile75', () => {
  it('is the bucket holding the sample at rank ⌈0.75 n⌉', () => {
    // 4 samples: ranks 1..4, the 3rd is the 75th percentile.
    expect(
      percentile75('LCP', [
        { bucket: 1000, count: 2 },
        { bucket: 2000, count: 1 },
        { bucket: 5000, count: 1 },
      ]),
    ).toBe(2000);
    // 5 samples: rank 4.
    expect(
      percentile75('LCP', [
        { bucket: 5000, count: 1 },
        { bucket: 1000, count: 3 },
        { bucket: 2000, count: 1 },
      ]),
    ).toBe(2000);
  });

  it('answers CLS in its own unit, and nothing without samples', () => {
    expect(percentile75('CLS', [{ bucket: 120, count: 4 }])).toBe(0.12);
    expect(percentile75('CLS', [])).toBeUndefined();
    expect(percentile75('CLS', [{ bucket: 120, count: 0 }])).toBeUndefined();
  });
});

describe('templateReport: p75 per template and metric over any days and regions', () => {
  const rows: CountRow[] = [
    { template: 'product', metric: 'LCP', bucket: 2000, count: 60 },
    { template: 'product', metric: 'LCP', bucket: 4500, count: 40 },
    { template: 'home', metric: 'CLS', bucket: 50, count: 10 },
    { template: 'home', metric: 'LCP', bucket: 1500, count: 3 },
    { template: 'home', metric: 'LCP', bucket: 1500, count: 7 },
  ];

  it('sums rows of the same bucket, sorts templates by name and metrics in the usual order', () => {
    expect(templateReport(rows)).toEqual([
      { template: 'home', metric: 'LCP', samples: 10, p75: 1500, rating: 'good' },
      { template: 'home', metric: 'CLS', samples: 10, p75: 0.05, rating: 'good' },
      { template: 'product', metric: 'LCP', samples: 100, p75: 4500, rating: 'poor' },
    ]);
  });

  it("fails the field budget when any template's p75 is poor, and passes otherwise", () => {
    expect(failsFieldBudget(templateReport(rows))).toBe(true);
    expect(failsFieldBudget(templateReport(rows.filter((row) => row.template === 'home')))).toBe(false);
    expect(failsFieldBudget([])).toBe(false);
  });
});
