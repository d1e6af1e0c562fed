import { describe, expect, it } from 'vitest';
import {
  cappedExpiry,
  DEFAULT_SESSION_LIFETIME,
  isRecentCheck,
  refreshEverySeconds,
  sessionExpiry,
} from './session-lifetime.ts';

const day = 86_400_000;
const signedIn = new Date('2026-11-01T09:00:00Z');
const at = (ms: number) => new Date(signedIn.getTime() + ms);

describe('session lifetime', () => {
  it('a session used now lives the idle timeout from now', () => {
    expect(sessionExpiry(signedIn, at(2 * day), DEFAULT_SESSION_LIFETIME)).toEqual(at(9 * day));
  });

  it('a session in daily use still ends 30 days after its sign-in', () => {
    expect(sessionExpiry(signedIn, at(29 * day), DEFAULT_SESSION_LIFETIME)).toEqual(at(30 * day));
    expect(cappedExpiry(at(36 * day), signedIn, DEFAULT_SESSION_LIFETIME)).toEqual(at(30 * day));
  });

  it('an expiry inside the maximum age is left as it is', () => {
    expect(cappedExpiry(at(7 * day), signedIn, DEFAULT_SESSION_LIFETIME)).toEqual(at(7 * day));
  });

  it('writes last-seen every 5 minutes, more often for a short idle timeout', () => {
    expect(refreshEverySeconds(DEFAULT_SESSION_LIFETIME)).toBe(300);
    expect(refreshEverySeconds({ idleTimeoutMs: 10 * 60_000, maxAgeMs: day })).toBe(60);
    expect(refreshEverySeconds({ idleTimeoutMs: 2_000, maxAgeMs: day })).toBe(1);
  });
});

describe('a recent password or passkey check', () => {
  const now = new Date('2026-11-01T12:00:00Z');
  it('counts for 5 minutes', () => {
    expect(isRecentCheck(new Date(now.getTime() - 4 * 60_000), now)).toBe(true);
    expect(isRecentCheck(new Date(now.getTime() - 5 * 60_000 - 1), now)).toBe(false);
  });

  it('never counts when there was none, or when it claims to be in the future', () => {
    expect(isRecentCheck(null, now)).toBe(false);
    expect(isRecentCheck(new Date(now.getTime() + 60_000), now)).toBe(false);
  });
});
