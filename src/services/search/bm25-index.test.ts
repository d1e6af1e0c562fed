import { create, insertMultiple, search } from '@orama/orama';
import { describe, expect, it } from 'vitest';
import { Bm25Index, oramaTokens } from './bm25-index.ts';

/** Titles, descriptions and keywords with shared words, prefixes, repeats, accents and Orama's word characters. */
const FIELDS = [
  [
    'Design review',
    'Designer desk design',
    'Auto-CAD 2024 design',
    'Café layouts',
    'Survey',
    'Über design naïve',
    "O'Neil design notes",
    '12 design',
    '',
  ],
  [
    'A design for review and design notes',
    'desk',
    'Design designs designer designing 2024 12',
    '',
    'designs of the survey',
    'café',
    'snake_case design',
    'design 12 2024',
    'design',
  ],
  ['design', '', 'cad', 'design café', 'desk design', '', 'designer', '', 'review'],
];

describe('Bm25Index: the score Orama gave, from statistics taken at build', () => {
  it('tokenizes as Orama does: its alphabet, accents removed, each word once', () => {
    expect(oramaTokens("Auto-CAD naïve Café O'Neil café")).toEqual(['auto-cad', 'na', 've', 'cafe', "o'neil"]);
  });

  it("scores every record exactly as Orama's search did, for words, prefixes and several tokens", async () => {
    const db = create({ schema: { s0: 'string', s1: 'string', s2: 'string' } as const });
    const count = FIELDS[0]?.length ?? 0;
    await insertMultiple(
      db,
      Array.from({ length: count }, (_, r) => ({
        id: String(r),
        s0: FIELDS[0]?.[r] ?? '',
        s1: FIELDS[1]?.[r] ?? '',
        s2: FIELDS[2]?.[r] ?? '',
      })),
    );
    const index = new Bm25Index(FIELDS, count);
    for (const term of [
      'design',
      'des',
      'd',
      'design designer',
      'desig design d',
      '12',
      '2024 1',
      'cafe',
      'auto',
      'o',
      'survey rev',
      'na ve',
    ]) {
      const found = await search(db, {
        term,
        properties: ['s0', 's1', 's2'],
        tolerance: 0,
        boost: { s0: 3, s1: 1, s2: 1 },
        limit: count,
      });
      const words = index.scoredWords(term);
      const ours = Array.from({ length: count }, (_, r) => r)
        .filter((r) => index.holds(r, words))
        .map((r) => [String(r), index.score(r, words)]);
      expect(Object.fromEntries(ours), term).toEqual(Object.fromEntries(found.hits.map((hit) => [hit.id, hit.score])));
    }
  });

  it("keeps each word's records best contribution first, equal ones in the index's order, each its score for the word alone", () => {
    const index = new Bm25Index(FIELDS, FIELDS[0]?.length ?? 0);
    for (const wordText of ['design', 'survey', 'cafe']) {
      const [word] = index.prefixRange(wordText);
      const { records, contributions } = index.postings(word);
      expect(records.length).toBeGreaterThan(0);
      for (let i = 1; i < records.length; i++) {
        const [previous, current] = [contributions[i - 1] ?? 0, contributions[i] ?? 0];
        expect(previous > current || (previous === current && (records[i - 1] ?? 0) < (records[i] ?? 0))).toBe(true);
      }
      // "survey" and "cafe" begin no other word: a record's score for them is that one contribution.
      if (wordText !== 'design')
        for (let i = 0; i < records.length; i++)
          expect(contributions[i]).toBe(index.score(records[i] ?? 0, index.scoredWords(wordText)));
    }
  });
});
