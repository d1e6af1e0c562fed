import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChangeHub } from './change-hub.ts';

describe('the preview change hub', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('listens once for all previews, tells each of them once per burst, and stops with the last', () => {
    let emit: () => void = () => undefined;
    const stop = vi.fn();
    const start = vi.fn((onChange: () => void) => {
      emit = onChange;
      return stop;
    });
    const hub = createChangeHub(start);
    const first = vi.fn();
    const second = vi.fn();
    const leaveFirst = hub.subscribe(first);
    const leaveSecond = hub.subscribe(second);
    expect(start).toHaveBeenCalledTimes(1);
    emit();
    emit();
    vi.advanceTimersByTime(1500);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    leaveFirst();
    expect(stop).not.toHaveBeenCalled();
    leaveSecond();
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
