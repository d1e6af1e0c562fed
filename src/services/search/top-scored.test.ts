import { describe, expect, it } from 'vitest';
import { topScored, type ScoredList, type TopScoredInput } from './top-scored.ts';

/** Postings of one word: records with their contributions, sorted best first (ties by record), as the index keeps them. */
const list = (entries: Record<number, number>, weight = 1): ScoredList => {
  const sorted = Object.entries(entries)
    .map(([record, contribution]) => [Number(record), contribution] as const)
    .sort(([a, x], [b, y]) => y - x || a - b);
  return {
    records: sorted.map(([record]) => record),
    contributions: sorted.map(([, contribution]) => contribution),
    weight,
  };
};

/** A repeatable random whole number below `below` (mulberry32). */
const randomFrom =
  (seed: number) =>
  (below: number): number => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * below);
  };

/** A record's score from the lists (what the index computes by random access). */
const scoreFrom =
  (lists: readonly ScoredList[]) =>
  (record: number): number =>
    lists.reduce((sum, { records, contributions, weight }) => {
      const at = Array.from(records).indexOf(record);
      return at === -1 ? sum : sum + weight * (contributions[at] ?? 0);
    }, 0);

const input = (
  lists: ScoredList[],
  count: number,
  eligible: (record: number) => boolean = () => true,
): TopScoredInput => {
  const candidates = [...new Set(lists.flatMap(({ records }) => Array.from(records)))]
    .filter(eligible)
    .sort((a, b) => a - b);
  return { lists, candidates, recordCount: 1_000, eligible, score: scoreFrom(lists), tieBreak: (a, b) => a - b, count };
};

/** Every candidate scored and sorted: what the early-terminating answer must equal. */
const bruteForce = ({ candidates, score, tieBreak, count }: TopScoredInput): number[] =>
  Array.from(candidates)
    .sort((a, b) => score(b) - score(a) || tieBreak(a, b))
    .slice(0, count);

describe('topScored: the best records from postings sorted by contribution', () => {
  it('returns the best records of one word in order, and none when none are asked', () => {
    const word = list({ 1: 0.5, 2: 3, 3: 2, 4: 1 });
    expect(topScored(input([word], 2))).toEqual([2, 3]);
    expect(topScored(input([word], 0))).toEqual([]);
  });

  it('scores only the top of a long list when its bound falls below the records kept', () => {
    const long = list(Object.fromEntries(Array.from({ length: 1_000 }, (_, record) => [record, 1_000 - record])));
    const scored: number[] = [];
    const all = input([long], 3);
    expect(
      topScored({
        ...all,
        score: (record) => {
          scored.push(record);
          return all.score(record);
        },
      }),
    ).toEqual([0, 1, 2]);
    expect(scored.length).toBeLessThan(10);
  });

  it('ranks a word with a single posting', () => {
    expect(topScored(input([list({ 7: 1.25 })], 10))).toEqual([7]);
  });

  it('breaks ties by the tie-break, also across the cut: a record not yet read may tie the last one kept', () => {
    // Records 5 and 2 tie at 2: 2 comes first by the tie-break though 5 is read first.
    const lists = [list({ 5: 2, 9: 3 }), list({ 2: 2, 8: 1 })];
    expect(topScored(input(lists, 2))).toEqual([9, 2]);
    expect(topScored(input(lists, 3))).toEqual([9, 2, 5]);
  });

  it('sums a record over the words it holds, each counted as often as the query counts it', () => {
    const lists = [list({ 1: 5, 2: 1 }), list({ 2: 3, 3: 2 }, 2)];
    // 1: 5; 2: 1 + 2 × 3 = 7; 3: 2 × 2 = 4.
    expect(topScored(input(lists, 3))).toEqual([2, 1, 3]);
  });

  it('finds a record whose words each rank low but whose sum ranks first (beyond the top of every list)', () => {
    const lists = [list({ 1: 10, 2: 1, 9: 6 }), list({ 3: 10, 4: 1, 9: 6 })];
    expect(topScored(input(lists, 1))).toEqual([9]);
  });

  it('ranks only the eligible records (one group of the ranking), the others read but not kept', () => {
    const lists = [list({ 1: 9, 2: 8, 3: 7, 4: 6, 5: 5 })];
    expect(topScored(input(lists, 2, (record) => record % 2 === 1))).toEqual([1, 3]);
  });

  it('gives page 2 its records: the top 200 of many postings equal a full sort, in order', () => {
    const next = randomFrom(11);
    // Contributions from few distinct values: many ties, as records of equal length holding a word have.
    const word = (records: number) =>
      list(Object.fromEntries(Array.from({ length: records }, () => [next(1_000), 1 + next(20) / 4])));
    const lists = [word(900), word(40), word(1)];
    const all = input(lists, 200);
    const top = topScored(all);
    expect(top).toHaveLength(200);
    expect(top).toEqual(bruteForce(all));
    expect(top.slice(100, 200)).toEqual(bruteForce(all).slice(100, 200));
  });

  it('answers as a full sort for random postings, counts and weights (reading lists or scoring outright)', () => {
    const next = randomFrom(3);
    for (let round = 0; round < 200; round++) {
      const lists = Array.from({ length: 1 + next(6) }, () =>
        list(
          Object.fromEntries(Array.from({ length: 1 + next(60) }, () => [next(80), (1 + next(8)) / 2])),
          1 + next(2),
        ),
      );
      const all = input(lists, next(90), (record) => record % 5 !== 0);
      expect(topScored(all)).toEqual(bruteForce(all));
    }
  });
});
