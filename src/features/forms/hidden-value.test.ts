import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hiddenValueAt, scheduleHiddenValue } from './hidden-value.ts';

const form = { hubspotHiddenFieldValue: 'webinar-registration' };

describe('the hidden value is set 2000 ms after the form mounts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is empty before 2000 ms and the form value from 2000 ms on', () => {
    expect(hiddenValueAt(form, 1999)).toBe('');
    expect(hiddenValueAt(form, 2000)).toBe('webinar-registration');
    expect(hiddenValueAt({}, 5000)).toBe('');
  });

  it('applies the value once the 2000 ms have passed, not before', () => {
    const apply = vi.fn();
    scheduleHiddenValue(form, apply);
    vi.advanceTimersByTime(1999);
    expect(apply).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(apply).toHaveBeenCalledExactlyOnceWith('webinar-registration');
  });

  it('does nothing when the form unmounts first, or has no hidden value', () => {
    const apply = vi.fn();
    const cancel = scheduleHiddenValue(form, apply);
    cancel();
    scheduleHiddenValue({}, apply);
    vi.advanceTimersByTime(10_000);
    expect(apply).not.toHaveBeenCalled();
  });
});
