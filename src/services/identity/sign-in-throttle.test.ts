import { describe, expect, it } from 'vitest';
import { decideSignInAttempt, lockSeconds, throttleKey, type SignInLockoutPolicy } from './sign-in-throttle.ts';

const policy: SignInLockoutPolicy = {
  failuresBeforeLock: 3,
  firstLockSeconds: 30,
  maxLockSeconds: 200,
  forgetAfterSeconds: 3600,
};
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1) + seconds * 1000);

describe('lock delays', () => {
  it('locks nothing below the threshold, then doubles from the first lock up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 1000].map((failures) => lockSeconds(failures, policy))).toEqual([
      0, 0, 30, 60, 120, 200, 200, 200,
    ]);
  });
});

describe('deciding a sign-in attempt', () => {
  it('counts the first attempt for an email', () => {
    expect(decideSignInAttempt(undefined, at(0), policy)).toEqual({
      allowed: true,
      next: { failures: 1, lastAttemptAt: at(0), lockedUntil: null },
    });
  });

  it('locks the account when the attempt reaching the threshold starts, before its password is checked', () => {
    const decision = decideSignInAttempt({ failures: 2, lastAttemptAt: at(0), lockedUntil: null }, at(5), policy);
    expect(decision).toEqual({ allowed: true, next: { failures: 3, lastAttemptAt: at(5), lockedUntil: at(35) } });
  });

  it('refuses every attempt while locked, saying how long to wait, without counting it', () => {
    expect(decideSignInAttempt({ failures: 3, lastAttemptAt: at(5), lockedUntil: at(35) }, at(10.2), policy)).toEqual({
      allowed: false,
      retryAfterSeconds: 25,
    });
  });

  it('lets one attempt through when the lock has run out, and doubles the lock if it fails too', () => {
    expect(decideSignInAttempt({ failures: 3, lastAttemptAt: at(5), lockedUntil: at(35) }, at(35), policy)).toEqual({
      allowed: true,
      next: { failures: 4, lastAttemptAt: at(35), lockedUntil: at(95) },
    });
  });

  it('forgets a count left idle for the forget period', () => {
    expect(decideSignInAttempt({ failures: 9, lastAttemptAt: at(0), lockedUntil: at(200) }, at(3600), policy)).toEqual({
      allowed: true,
      next: { failures: 1, lastAttemptAt: at(3600), lockedUntil: null },
    });
  });

  it('keys accounts as better-auth stores emails', () => {
    expect(throttleKey('  Ann@Example.COM ')).toBe('ann@example.com');
  });
});
