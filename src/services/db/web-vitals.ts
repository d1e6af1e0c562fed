/**
 * The daily roll-up of Core Web Vitals samples (schema.ts `web_vitals_daily`): counts added with one
 * upsert per write (several instances on one PostgreSQL add up), read back over a window of days, and
 * days past the kept window deleted.
 */
import { gte, lt, sql } from 'drizzle-orm';
import type { Database } from './database.server.ts';
import { webVitalsDaily } from './schema.ts';

/** Samples of one metric on one template and region that fell in one bucket on one UTC day (`YYYY-MM-DD`). */
export interface VitalsCount {
  day: string;
  metric: string;
  template: string;
  region: string;
  bucket: number;
  count: number;
}

/** Adds `counts` to the stored ones (keys distinct within one call). */
export async function addVitalsCounts(db: Database, counts: readonly VitalsCount[]): Promise<void> {
  if (counts.length === 0) return;
  await db
    .insert(webVitalsDaily)
    .values([...counts])
    .onConflictDoUpdate({
      target: [
        webVitalsDaily.day,
        webVitalsDaily.metric,
        webVitalsDaily.template,
        webVitalsDaily.region,
        webVitalsDaily.bucket,
      ],
      set: { count: sql`${webVitalsDaily.count} + excluded.count` },
    });
}

/** The stored counts of `firstDay` (`YYYY-MM-DD`) and later. */
export async function vitalsCountsSince(db: Database, firstDay: string): Promise<VitalsCount[]> {
  return db.select().from(webVitalsDaily).where(gte(webVitalsDaily.day, firstDay));
}

/** Deletes the counts of days before `firstKeptDay`. */
export async function forgetVitalsBefore(db: Database, firstKeptDay: string): Promise<void> {
  await db.delete(webVitalsDaily).where(lt(webVitalsDaily.day, firstKeptDay));
}
