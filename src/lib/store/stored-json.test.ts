import { describe, expect, it } from 'vitest';
import { isJsonObject, parseStoredJson } from './stored-json.ts';

describe('parseStoredJson', () => {
  it('tells nothing stored from text that is not JSON', () => {
    expect(parseStoredJson(null)).toEqual({ kind: 'absent' });
    expect(parseStoredJson(undefined)).toEqual({ kind: 'absent' });
    expect(parseStoredJson('{broken')).toEqual({ kind: 'unreadable' });
    expect(parseStoredJson('')).toEqual({ kind: 'unreadable' });
    expect(parseStoredJson('undefined')).toEqual({ kind: 'unreadable' });
  });

  it('parses JSON, null included', () => {
    expect(parseStoredJson('[1]')).toEqual({ kind: 'json', value: [1] });
    expect(parseStoredJson('null')).toEqual({ kind: 'json', value: null });
  });
});

describe('isJsonObject', () => {
  it('is true for objects only, not null or arrays', () => {
    expect(isJsonObject({ a: 1 })).toBe(true);
    expect(isJsonObject(null)).toBe(false);
    expect(isJsonObject([])).toBe(false);
    expect(isJsonObject('a')).toBe(false);
  });
});
