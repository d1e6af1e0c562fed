/**
 * The operator's field report (GET /api/admin/vitals, `npm run admin -- vitals`): the 75th percentile
 * of each metric per template over the last days, from the daily roll-up, rated as Google rates it.
 */
import { z } from 'zod';
import { services } from '../../services/config.ts';
import { vitalsCountsSince } from '../../services/db/web-vitals.ts';
import { parseDuration } from '../../services/operations/duration.ts';
import { firstDayOf, KEEP_DAYS } from '../../services/vitals/recorder.ts';
import { failsFieldBudget, templateReport } from './distribution.ts';
import { METRIC_NAMES, type MetricName } from './vitals.ts';

const DAY_MS = 86_400_000;

/** `?since=`: how many days back, in whole days (`7d`, `30d`); default 7 days, at most the days kept. */
export const vitalsQuerySchema = z.object({
  since: z
    .string()
    .default('7d')
    .transform((text, context) => {
      const ms = parseDuration(text);
      if (ms === undefined || ms < DAY_MS || ms % DAY_MS !== 0 || ms / DAY_MS > KEEP_DAYS) {
        context.addIssue({
          code: 'custom',
          message: `since must be a number of days from 1d to ${KEEP_DAYS}d, e.g. 7d`,
        });
        return z.NEVER;
      }
      return ms / DAY_MS;
    }),
});

/** The report's answer (its schema describes it in the OpenAPI document). */
export const vitalsReportSchema = z.object({
  /** The first UTC day counted (`YYYY-MM-DD`); the window ends today. */
  firstDay: z.string(),
  /** Days in the window. */
  days: z.int(),
  /** One line per template and metric with samples. */
  templates: z.array(
    z.object({
      template: z.string(),
      metric: z.enum(METRIC_NAMES),
      /** Samples in the window. */
      samples: z.int(),
      /** The 75th percentile: ms, CLS a score (the upper bound of its bucket). */
      p75: z.number(),
      rating: z.enum(['good', 'needs-improvement', 'poor']),
    }),
  ),
  /** Whether some template's 75th percentile is poor (`--check` fails). */
  poor: z.boolean(),
});
export type VitalsReport = z.infer<typeof vitalsReportSchema>;

const isMetric = (name: string): name is MetricName => (METRIC_NAMES as readonly string[]).includes(name);

/** The report of the last `days` days (today included), as of `now`. */
export async function vitalsReport(days: number, now = new Date()): Promise<VitalsReport> {
  const firstDay = firstDayOf(days, now);
  const rows = await vitalsCountsSince(await services().database(), firstDay);
  const templates = templateReport(
    rows.flatMap(({ metric, template, bucket, count }) =>
      isMetric(metric) ? [{ metric, template, bucket, count }] : [],
    ),
  );
  return { firstDay, days, templates, poor: failsFieldBudget(templates) };
}
