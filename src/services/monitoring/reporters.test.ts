import { afterEach, describe, expect, it, vi } from 'vitest';
import { logReporter, withoutRequestData } from './port.ts';
import { sentryReporter, type SentrySdk } from './sentry.ts';

/** A database error as drizzle throws it: the statement and its parameters in the message. */
function queryError(): Error {
  const error = new Error('Failed query: insert into "contacts" ("email") values ($1)\nparams: ann@example.com');
  error.name = 'DrizzleQueryError';
  return error;
}

function fakeSdk() {
  const captured: { error: unknown; hint: unknown }[] = [];
  const tags: Record<string, string> = {};
  const sdk = {
    captureException: (error: unknown, hint?: unknown) => {
      captured.push({ error, hint });
      return 'event-id';
    },
    getIsolationScope: () => ({
      setTag: (key: string, value: string) => {
        tags[key] = value;
      },
    }),
  } as unknown as SentrySdk;
  return { sdk, captured, tags };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('error reporters', () => {
  it('keep the stack frames of an answered failure but not the data of the request', () => {
    const safe = withoutRequestData(queryError());
    expect(safe.message).toBe('a database query failed');
    expect(safe.name).toBe('DrizzleQueryError');
    expect(safe.stack).toMatch(/^DrizzleQueryError: a database query failed\n\s+at /);
    expect(safe.stack).not.toContain('ann@example.com');
  });

  it('the server log: an answered /api failure is one line with the request id and no personal data', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logReporter.reportAnswered(queryError(), { requestId: 'req-12345678', path: 'POST /api/contacts' });
    expect(log).toHaveBeenCalledOnce();
    const line = log.mock.calls[0]?.join(' ') ?? '';
    expect(line).toContain('request req-12345678 POST /api/contacts: failed.');
    expect(line).not.toContain('ann@example.com');
  });

  it('Sentry: an answered /api failure is captured with its request id (the SDK middleware never sees it)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { sdk, captured, tags } = fakeSdk();
    const reporter = sentryReporter(() => Promise.resolve(sdk));
    // Reported before the SDK finished loading: captured once it has.
    reporter.reportAnswered(queryError(), { requestId: 'req-first-1', path: 'POST /api/forms' });
    await vi.waitFor(() => {
      expect(captured).toHaveLength(1);
    });
    reporter.tagRequest('req-second-2');
    expect(tags).toEqual({ request_id: 'req-second-2' });
    reporter.reportAnswered(new TypeError('x is undefined'), { requestId: 'req-second-2', path: 'GET /api/orders' });
    expect(captured).toHaveLength(2);
    const [first, second] = captured;
    expect(String(first?.error)).toBe('DrizzleQueryError: a database query failed');
    expect(JSON.stringify(first)).not.toContain('ann@example.com');
    expect(first?.hint).toEqual({ tags: { request_id: 'req-first-1', path: 'POST /api/forms' } });
    expect(second?.hint).toEqual({ tags: { request_id: 'req-second-2', path: 'GET /api/orders' } });
  });

  it('Sentry: a page failure is left to the SDK middleware (not captured twice), and logged', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { sdk, captured } = fakeSdk();
    sentryReporter(() => Promise.resolve(sdk)).report(new Error('boom'), {
      requestId: 'req-page-1',
      path: '/products/',
    });
    expect(captured).toEqual([]);
    expect(log).toHaveBeenCalledOnce();
  });
});
