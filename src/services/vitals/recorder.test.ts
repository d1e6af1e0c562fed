import { describe, expect, it } from 'vitest';
import { firstDayOf, utcDay } from './recorder.ts';

describe('the roll-up days', () => {
  it('files a sample under its UTC day, whatever the time of day in New Zealand', () => {
    expect(utcDay(new Date('2026-11-28T23:59:59Z'))).toBe('2026-11-28');
    expect(utcDay(new Date('2026-11-29T00:00:00Z'))).toBe('2026-11-29');
    expect(utcDay(new Date('2026-11-29T09:00:00+13:00'))).toBe('2026-11-28');
  });

  it('starts a window of n days n - 1 days before today, so --since 1d is today alone', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(firstDayOf(1, now)).toBe('2026-11-28');
    expect(firstDayOf(7, now)).toBe('2026-11-22');
    expect(firstDayOf(35, new Date('2026-03-01T00:30:00Z'))).toBe('2026-01-26');
  });
});
