import { describe, expect, it } from 'vitest';
import { describeFailure } from './log-failure.ts';

describe('describeFailure: what a failure logs', () => {
  it('keeps the database reason and code, never the statement or its parameters', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const failed = new Error(
      'Failed query: insert into "contacts" ("email", "first_name") values ($1, $2)\nparams: ann@example.com,Ann',
      { cause },
    );
    failed.name = 'DrizzleQueryError';
    const line = describeFailure(failed);
    expect(line).toBe('DrizzleQueryError: invalid byte sequence for encoding "UTF8": 0x00 [22021]');
    expect(line).not.toContain('ann@example.com');
    expect(describeFailure(new Error('Failed query: select 1\nparams: secret'))).toBe('Error: a database query failed');
  });

  it('keeps the first line of any other error', () => {
    expect(describeFailure(new TypeError('bad thing\n    at x (file.ts:1:1)'))).toBe('TypeError: bad thing');
    expect(describeFailure('text\nmore')).toBe('text');
  });
});
