import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce.ts';

const timers = {
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

describe('live preview debounce (300 ms quiet, 1.5 s at most)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('applies a burst of edits once, 300 ms after the last', () => {
    const run = vi.fn();
    const changed = debounce(run, 300, 1500, timers);
    changed();
    vi.advanceTimersByTime(100);
    changed();
    vi.advanceTimersByTime(299);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('while edits keep coming, applies them within 1.5 s of the first, then again for later ones', () => {
    const run = vi.fn();
    const changed = debounce(run, 300, 1500, timers);
    for (let elapsed = 0; elapsed <= 1400; elapsed += 200) {
      changed();
      vi.advanceTimersByTime(200);
    }
    // Edits at 0, 200, ... 1400 ms: the first burst is applied at 1500 ms at the latest.
    expect(run).toHaveBeenCalledTimes(1);
    changed();
    vi.advanceTimersByTime(300);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('cancel drops a pending call', () => {
    const run = vi.fn();
    const changed = debounce(run, 300, 1500, timers);
    changed();
    changed.cancel();
    vi.advanceTimersByTime(2000);
    expect(run).not.toHaveBeenCalled();
  });
});
