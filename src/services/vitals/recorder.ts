/**
 * Where the Core Web Vitals beacons' samples go on their way to the database (db/web-vitals.ts): added
 * up in memory per day, metric, template, region and bucket, and written together every FLUSH_EVERY_MS
 * (a beacon never waits for the database, and a flood of them is a few upserts), and when the server
 * stops. Each write also deletes days older than KEEP_DAYS, at most once an hour, so the table stays
 * bounded. A failed write keeps its counts for the next one (logged).
 */
import type { Database } from '../db/database.server.ts';
import { addVitalsCounts, forgetVitalsBefore, type VitalsCount } from '../db/web-vitals.ts';
import { logFailure } from '../log-failure.ts';

/** How long counted samples wait in memory before they are written. */
export const FLUSH_EVERY_MS = 2_000;
/** Days of samples the table keeps (today included); `npm run admin -- vitals --since` reaches this far back. */
export const KEEP_DAYS = 35;
const SWEEP_EVERY_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The UTC day of `at`, as `YYYY-MM-DD`. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** The first day a window of `days` days ending today (`now`) holds. */
export const firstDayOf = (days: number, now: Date): string => utcDay(new Date(now.getTime() - (days - 1) * DAY_MS));

export interface VitalsRecorder {
  /** Counts samples (the day is taken from `now`). */
  add(samples: ReadonlyArray<Omit<VitalsCount, 'day' | 'count'>>, now?: Date): void;
  /** Writes what is counted now (tests, a stop). */
  flush(): Promise<void>;
}

/** A recorder writing into `database`. */
export function createVitalsRecorder(database: () => Promise<Database>): VitalsRecorder {
  const pending = new Map<string, VitalsCount>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastSweep = 0;

  async function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const counts = [...pending.values()];
    pending.clear();
    if (counts.length === 0) return;
    try {
      const db = await database();
      await addVitalsCounts(db, counts);
      const now = Date.now();
      if (now - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = now;
        await forgetVitalsBefore(db, firstDayOf(KEEP_DAYS, new Date(now)));
      }
    } catch (error) {
      logFailure('web vitals: the counted samples could not be written; tried again with the next ones.', error);
      for (const count of counts) keep(count);
    }
  }

  function keep(count: VitalsCount): void {
    const key = `${count.day}|${count.metric}|${count.template}|${count.region}|${count.bucket}`;
    const known = pending.get(key);
    pending.set(key, known ? { ...known, count: known.count + count.count } : count);
  }

  return {
    flush,
    add(samples, now = new Date()) {
      const day = utcDay(now);
      for (const sample of samples) keep({ ...sample, day, count: 1 });
      // The timer does not hold the process open; a stop writes what is left (config.ts).
      timer ??= setTimeout(() => void flush(), FLUSH_EVERY_MS).unref();
    },
  };
}
