import { describe, expect, it } from 'vitest';
import { snippet, snippetSpec } from './snippet.ts';

describe('snippets', () => {
  it('reads attr and attr:N', () => {
    expect(snippetSpec('description')).toEqual({ attribute: 'description', words: 10 });
    expect(snippetSpec('description:3')).toEqual({ attribute: 'description', words: 3 });
  });

  it('cuts N words around the first highlighted word, with ellipses where text was cut', () => {
    const text = 'one two three four <em>five</em> six seven eight nine';
    expect(snippet(text, '<em>', 3)).toBe('… four <em>five</em> six …');
    expect(snippet(text, '<em>', 20)).toBe(text);
    expect(snippet('a b c d e', '<em>', 2)).toBe('a b …');
    expect(snippet('a b c <em>d</em> e', '<em>', 4)).toBe('… b c <em>d</em> e');
  });
});
