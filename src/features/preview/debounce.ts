/** Timers, injectable so tests can drive time. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

const realTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

export interface Debounced {
  (): void;
  /** Drop a pending call. */
  cancel(): void;
}

/**
 * Calls `run` once calls have stopped for `quietMs`, but never later than `maxWaitMs` after the first
 * call of a burst: a burst of edits is applied once, and a change is applied within `maxWaitMs` of
 * when it happened even while edits keep coming.
 */
export function debounce(run: () => void, quietMs: number, maxWaitMs: number, timers: Timers = realTimers): Debounced {
  let timer: unknown;
  let firstCall: number | undefined;
  const fire = () => {
    timer = undefined;
    firstCall = undefined;
    run();
  };
  const debounced = () => {
    const now = timers.now();
    firstCall ??= now;
    if (timer !== undefined) timers.clearTimeout(timer);
    const wait = Math.max(0, Math.min(quietMs, firstCall + maxWaitMs - now));
    timer = timers.setTimeout(fire, wait);
  };
  return Object.assign(debounced, {
    cancel() {
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
      firstCall = undefined;
    },
  });
}
