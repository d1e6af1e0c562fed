/**
 * The in-memory side of the shared request limits: one instance's view of each key's window
 * in the database, and the hits it has counted but not written yet. Pure (no IO, no clock): the limiter
 * (limiter.ts) asks what to do with a hit, writes what this says to write, and hands back what the
 * database answered.
 *
 * A hit is decided here without the database while the count is far from the limit: the database's
 * count as of the last write, plus the hits in flight and those waiting to be written, plus this one.
 * That sum only ever falls short of the true count by what other instances counted since this one last
 * wrote, which the next write (every FLUSH_EVERY_MS: limiter.ts) brings in. So a flood from one address
 * is refused on every instance at most one write interval after the shared count passes the limit.
 * A key's first hit in a window, and every hit in the last quarter before the limit, waits for the
 * database instead: exact where it matters (a form's 60th and 61st submission), cheap everywhere else.
 */

/** One window of one key, as far as this instance knows it. */
interface Window {
  /** When the window started (ms), as the database has it. */
  startedAt: number;
  /** The database's count at its last answer (this instance's written hits and every other instance's). */
  counted: number;
  /** Hits written and not answered yet. */
  inFlight: number;
  /** Hits counted here and not written yet. */
  pending: number;
  /** When the latest pending hit came (ms): what they are written as. */
  lastHitAt: number;
}

/** What to do with one hit. */
export type HitDecision =
  | { kind: 'allow' }
  | { kind: 'refuse'; resetAt: number }
  /** Count it in the database now (with `hits`: this one and those pending), and decide by the answer. */
  | { kind: 'count'; hits: number };

/** A write of counted hits: `hits` more for `key`, as of `at` (ms). */
export interface PendingWrite {
  key: string;
  hits: number;
  at: number;
}

/** The database's answer for a key: its count after a write, and when its window started (ms). */
export interface CountedWindow {
  hits: number;
  startedAt: number;
}

export class WindowCounts {
  readonly #windowMs: number;
  readonly #maxKeys: number;
  readonly #windows = new Map<string, Window>();

  /** `maxKeys`: more keys than this are not kept (each of their hits goes to the database): memory stays bounded. */
  constructor(windowMs: number, maxKeys = 100_000) {
    this.#windowMs = windowMs;
    this.#maxKeys = maxKeys;
  }

  /** Keys this instance holds a window of (for tests and the sweep). */
  get size(): number {
    return this.#windows.size;
  }

  /**
   * Decides a hit of `key` at `now` against `limit`. 'allow' and 'refuse' count it here (written with the
   * next flush); 'count' leaves it, and what was pending, to the caller's write (`settle` after it).
   */
  hit(key: string, limit: number, now: number): HitDecision {
    const window = this.#windows.get(key);
    // A key not seen (or its window over): the database says when its window started and what others counted.
    // Hits still pending in a window that is over came before its end, so they count in no window to come:
    // they are dropped with it.
    if (!window || now >= window.startedAt + this.#windowMs) {
      this.#windows.delete(key);
      return { kind: 'count', hits: 1 };
    }
    const estimate = window.counted + window.inFlight + window.pending + 1;
    if (estimate > limit) {
      window.pending += 1;
      window.lastHitAt = now;
      return { kind: 'refuse', resetAt: window.startedAt + this.#windowMs };
    }
    if (estimate > limit - Math.ceil(limit / 4)) {
      const hits = window.pending + 1;
      window.pending = 0;
      window.inFlight += hits;
      return { kind: 'count', hits };
    }
    window.pending += 1;
    window.lastHitAt = now;
    return { kind: 'allow' };
  }

  /**
   * After the database counted `sent` hits for `key` (a 'count' decision or a flush) and answered
   * `answer` (undefined: the write failed). Answers can arrive out of order: the larger count of the
   * same window wins; a later window replaces an earlier one.
   */
  settle(key: string, sent: number, answer: CountedWindow | undefined): void {
    let window = this.#windows.get(key);
    if (window) window.inFlight = Math.max(0, window.inFlight - sent);
    if (!answer) {
      // Not written: counted again with the next flush, so no hit is lost to a passing database error.
      if (window) window.pending += sent;
      return;
    }
    if (!window) {
      if (this.#windows.size >= this.#maxKeys) return;
      window = {
        startedAt: answer.startedAt,
        counted: answer.hits,
        inFlight: 0,
        pending: 0,
        lastHitAt: answer.startedAt,
      };
      this.#windows.set(key, window);
      return;
    }
    if (answer.startedAt > window.startedAt) {
      window.startedAt = answer.startedAt;
      window.counted = answer.hits;
    } else if (answer.startedAt === window.startedAt) {
      window.counted = Math.max(window.counted, answer.hits);
    }
  }

  /** The hits waiting to be written, now marked in flight (each is `settle`d after its write). */
  takePending(): PendingWrite[] {
    const writes: PendingWrite[] = [];
    for (const [key, window] of this.#windows) {
      if (window.pending === 0) continue;
      writes.push({ key, hits: window.pending, at: window.lastHitAt });
      window.inFlight += window.pending;
      window.pending = 0;
    }
    return writes;
  }

  /** Forgets the windows over at `now` with nothing left to write. */
  sweep(now: number): void {
    for (const [key, window] of this.#windows) {
      if (now >= window.startedAt + this.#windowMs && window.pending === 0 && window.inFlight === 0)
        this.#windows.delete(key);
    }
  }
}
