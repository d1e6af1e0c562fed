import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, nextRetry } from './backoff.ts';

const policy = { ...DEFAULT_RETRY_POLICY, jitter: 0 };
const written = new Date('2026-03-01T00:00:00Z');
const after = (ms: number) => new Date(written.getTime() + ms);
const waitAfter = (attempts: number, now = written) => {
  const next = nextRetry(policy, attempts, written, now);
  return 'retryAt' in next ? next.retryAt.getTime() - now.getTime() : 'give up';
};

describe('outbox retries: exponential backoff', () => {
  it('waits 1 s after the first failure and doubles each time', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempts) => waitAfter(attempts))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000,
    ]);
  });

  it('never waits more than an hour between two tries', () => {
    expect(waitAfter(12)).toBe(2_048_000);
    expect(waitAfter(13)).toBe(3_600_000);
    expect(waitAfter(500)).toBe(3_600_000);
  });

  it('gives up 24 h after the message was written', () => {
    expect(waitAfter(30, after(24 * 3_600_000 - 1))).toBe(3_600_000);
    expect(waitAfter(30, after(24 * 3_600_000))).toBe('give up');
  });

  it('adds at most the jitter share, at random', () => {
    const next = nextRetry({ ...policy, jitter: 0.1 }, 3, written, written, () => 0.999);
    expect('retryAt' in next && next.retryAt.getTime() - written.getTime()).toBe(4_400);
  });
});
