import { describe, expect, it } from 'vitest';
import { allowedTypos, DEFAULT_TYPO_SETTINGS, keepByTypos, osaDistance, TypoIndex } from './typo.ts';

describe('typo tolerance as Algolia counts it', () => {
  it('counts insertion, deletion, substitution and transposition as one typo each', () => {
    expect(osaDistance('widgte', 'widget')).toBe(1);
    expect(osaDistance('widgt', 'widget')).toBe(1);
    expect(osaDistance('widgets', 'widget')).toBe(1);
    expect(osaDistance('widgel', 'widget')).toBe(1);
    expect(osaDistance('wdigte', 'widget')).toBe(2);
    expect(osaDistance('ca', 'abc')).toBe(3); // optimal string alignment: no edit after a swap
  });

  it('allows 1 typo from 4 letters and 2 from 8, per the settings', () => {
    expect([3, 4, 7, 8].map((n) => allowedTypos('x'.repeat(n), DEFAULT_TYPO_SETTINGS))).toEqual([0, 1, 1, 2]);
    expect(allowedTypos('abc', { ...DEFAULT_TYPO_SETTINGS, minWordSizefor1Typo: 2, minWordSizefor2Typos: 3 })).toBe(2);
    expect(allowedTypos('abcdefgh', { ...DEFAULT_TYPO_SETTINGS, typoTolerance: false })).toBe(0);
  });

  it('finds the words within the typos through the index, as whole words or prefixes', () => {
    const index = new TypoIndex(['widget', 'widgets', 'wide', 'strata', 'kestrel', 'street']);
    expect(index.match('widgte', 1, false)).toEqual(new Map([['widget', 1]]));
    expect(index.match('stata', 1, false)).toEqual(new Map([['strata', 1]]));
    expect(index.match('widg', 0, true)).toEqual(
      new Map([
        ['widget', 0],
        ['widgets', 0],
      ]),
    );
    expect(index.match('kestl', 1, true).get('kestrel')).toBe(1);
    expect(index.match('zzzz', 1, true).size).toBe(0);
  });

  it('agrees with the reference distance on every word of a vocabulary', () => {
    const vocabulary = ['design', 'signed', 'desing', 'dseign', 'resign', 'designer', 'desk', 'dine', 'sign'];
    const index = new TypoIndex(vocabulary);
    for (const query of ['design', 'desgin', 'dsign', 'sign']) {
      for (const max of [1, 2]) {
        const expected = vocabulary
          .filter((word) => osaDistance(query, word) <= max)
          .map((word): [string, number] => [word, osaDistance(query, word)]);
        expect(new Map([...index.match(query, max, false)].sort())).toEqual(new Map(expected.sort()));
      }
    }
  });

  it('keeps the fewest (min) or two fewest (strict) typo counts', () => {
    const items = [0, 1, 2, 1, 2];
    expect(keepByTypos(items, (n) => n, true)).toEqual(items);
    expect(keepByTypos(items, (n) => n, 'min')).toEqual([0]);
    expect(keepByTypos(items, (n) => n, 'strict')).toEqual([0, 1, 1]);
    expect(keepByTypos([2, 1], (n) => n, 'min')).toEqual([1]);
  });
});
