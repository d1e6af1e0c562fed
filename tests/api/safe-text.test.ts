import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { boundedJson, jsonProblem, plainText, textProblem } from '../../src/schemas/safe-text.ts';

describe('safe text', () => {
  it('refuses NUL, other control characters and lone surrogates; line breaks only in multi-line text', () => {
    for (const text of [
      'a\u0000b',
      '\u001b[31m',
      'a\u007f',
      '\u0085',
      '\ud800',
      'x\udfffy',
      'line\nbreak',
      'tab\there',
    ]) {
      expect(textProblem(text), JSON.stringify(text)).toBeDefined();
    }
    expect(textProblem('line\r\nbreak\ttab', { multiline: true })).toBeUndefined();
    expect(textProblem('a\u0000b', { multiline: true })).toBe('must not contain control characters');
    expect(textProblem('Ōtautahi 💥 "quoted" <b>')).toBeUndefined();
  });

  it('names the field in a schema check', () => {
    const name = z.string().check(plainText('Name'));
    expect(z.safeParse(name, 'Ann\nBcc: x@example.com').error?.issues[0]?.message).toBe(
      'Name must be a single line without control characters',
    );
    expect(z.safeParse(name, '\ud800').error?.issues[0]?.message).toBe('Name must be valid Unicode text');
  });

  it('bounds JSON values: depth, count and text, without recursion for deep input', () => {
    let deep: unknown = 'bottom';
    for (let level = 0; level < 5000; level++) deep = { a: deep };
    expect(jsonProblem(deep)).toBe('is nested more than 8 levels deep');
    expect(jsonProblem(Array.from({ length: 1001 }, () => 1))).toBe('holds more than 1000 values');
    expect(jsonProblem({ ['k\u0000']: 1 })).toBe('must not contain control characters');
    expect(jsonProblem({ consent: true, at: '2026-01-01', lists: ['news'] })).toBeUndefined();
    expect(z.safeParse(boundedJson(), { a: 'x'.repeat(5001) }).error?.issues[0]?.message).toBe(
      'The value holds text longer than 5000 characters',
    );
  });
});
