import { afterEach, describe, expect, it } from 'vitest';
import { zonedTime, zoneOffsetMs } from './nz-time.ts';

const HOUR = 3_600_000;

describe('zonedTime in Pacific/Auckland', () => {
  it('uses +12:00 in winter (NZST)', () => {
    expect(zonedTime('2025-06-10', 4).toISOString()).toBe('2025-06-09T16:00:00.000Z');
    expect(zonedTime('2025-06-20', 19).toISOString()).toBe('2025-06-20T07:00:00.000Z');
  });

  it('uses +13:00 in summer (NZDT)', () => {
    expect(zonedTime('2025-01-10', 4).toISOString()).toBe('2025-01-09T15:00:00.000Z');
    expect(zonedTime('2025-01-15', 19).toISOString()).toBe('2025-01-15T06:00:00.000Z');
  });

  it('is right on the day daylight saving starts (last Sunday of September, 02:00 → 03:00)', () => {
    expect(zonedTime('2025-09-28', 4).toISOString()).toBe('2025-09-27T15:00:00.000Z');
    expect(zonedTime('2025-09-28', 19).toISOString()).toBe('2025-09-28T06:00:00.000Z');
    expect(zonedTime('2025-09-27', 19).toISOString()).toBe('2025-09-27T07:00:00.000Z');
  });

  it('is right on the day daylight saving ends (first Sunday of April, 03:00 → 02:00)', () => {
    expect(zonedTime('2025-04-06', 4).toISOString()).toBe('2025-04-05T16:00:00.000Z');
    expect(zonedTime('2025-04-06', 19).toISOString()).toBe('2025-04-06T07:00:00.000Z');
    expect(zonedTime('2025-04-05', 19).toISOString()).toBe('2025-04-05T06:00:00.000Z');
  });

  it('handles year ends and leap days', () => {
    expect(zonedTime('2024-12-31', 19).toISOString()).toBe('2024-12-31T06:00:00.000Z');
    expect(zonedTime('2028-02-29', 4).toISOString()).toBe('2028-02-28T15:00:00.000Z');
  });

  it('rejects a malformed date', () => {
    expect(() => zonedTime('10/06/2025', 4)).toThrow(RangeError);
  });

  it('works for other zones too', () => {
    expect(zonedTime('2025-06-10', 4, 0, 'Australia/Sydney').toISOString()).toBe('2025-06-09T18:00:00.000Z');
    expect(zonedTime('2025-06-10', 4, 30, 'UTC').toISOString()).toBe('2025-06-10T04:30:00.000Z');
  });
});

describe('zoneOffsetMs', () => {
  it('reads NZ offsets either side of a change', () => {
    expect(zoneOffsetMs(Date.parse('2025-09-27T13:59:00Z'), 'Pacific/Auckland')).toBe(12 * HOUR); // 01:59 NZST
    expect(zoneOffsetMs(Date.parse('2025-09-27T14:00:00Z'), 'Pacific/Auckland')).toBe(13 * HOUR); // 03:00 NZDT
  });
});

describe('whatever the process time zone', () => {
  const original = process.env['TZ'];
  afterEach(() => {
    if (original === undefined) delete process.env['TZ'];
    else process.env['TZ'] = original;
  });

  it.each(['America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Chatham', 'UTC'])(
    'gives the same instant with TZ=%s',
    (zone) => {
      process.env['TZ'] = zone;
      expect(zonedTime('2025-09-28', 4).toISOString()).toBe('2025-09-27T15:00:00.000Z');
      expect(zonedTime('2025-06-20', 19).toISOString()).toBe('2025-06-20T07:00:00.000Z');
    },
  );
});
