import { describe, expect, it } from 'vitest';
import { formatEventTime } from './event-time.ts';

describe('formatEventTime (webinars showed the raw timestamp)', () => {
  it('NZ and global pages: en-NZ on Auckland time, zone named', () => {
    expect(formatEventTime('2026-12-03T11:00:00+13:00', 'nz')).toBe('Thursday, 3 December 2026 at 11:00 am NZDT');
    expect(formatEventTime('2026-12-03T11:00:00+13:00', undefined)).toBe('Thursday, 3 December 2026 at 11:00 am NZDT');
    expect(formatEventTime('2025-05-28T13:00:00+10:00', undefined)).toBe('Wednesday, 28 May 2025 at 3:00 pm NZST');
  });

  it('AU: en-AU on Sydney time', () => {
    expect(formatEventTime('2026-12-03T11:00:00+13:00', 'au')).toBe('Thursday 3 December 2026 at 9:00 am AEDT');
    expect(formatEventTime('2025-05-28T13:00:00+10:00', 'au')).toBe('Wednesday 28 May 2025 at 1:00 pm AEST');
  });

  it('shows text that is not a timestamp as it is', () => {
    expect(formatEventTime('to be announced', 'nz')).toBe('to be announced');
  });
});
