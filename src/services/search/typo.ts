/**
 * Typo tolerance as Algolia counts it: an insertion, a deletion, a substitution and a swap of
 * two neighbouring letters are one typo each (Damerau-Levenshtein, optimal string alignment), so
 * "widgte" is one typo from "widget". Pure: no IO.
 *
 * The vocabulary goes into a trie ONCE per record set; a query word walks it carrying the edit-distance
 * rows, and a branch is left as soon as every cell of its row exceeds the allowed typos (a row's minimum
 * never decreases with depth, transpositions included), so a query visits a small part of the vocabulary
 * instead of measuring every word.
 */

export type TypoTolerance = boolean | 'min' | 'strict';

export interface TypoSettings {
  typoTolerance: TypoTolerance;
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
}

export const DEFAULT_TYPO_SETTINGS: TypoSettings = {
  typoTolerance: true,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
};

/** Typos allowed in a query word: 1 from `minWordSizefor1Typo` letters, 2 from `minWordSizefor2Typos`, none when off. */
export function allowedTypos(word: string, settings: TypoSettings): number {
  if (settings.typoTolerance === false) return 0;
  const letters = [...word].length;
  return letters >= settings.minWordSizefor2Typos ? 2 : letters >= settings.minWordSizefor1Typo ? 1 : 0;
}

/** Optimal-string-alignment distance between two words (used by tests and as the trie's reference). */
export function osaDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const rows: number[][] = [Array.from({ length: y.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= x.length; i++) {
    rows[i] = nextRow(rows[i - 1] ?? [], rows[i - 2], x[i - 1] ?? '', x[i - 2], y, i);
  }
  return rows[x.length]?.[y.length] ?? 0;
}

/** The distance row for one more letter of the text (`char`, after `previousChar`) against the query. */
function nextRow(
  previous: readonly number[],
  beforePrevious: readonly number[] | undefined,
  char: string,
  previousChar: string | undefined,
  query: readonly string[],
  depth: number,
): number[] {
  const row = [depth];
  for (let j = 1; j <= query.length; j++) {
    const cost = query[j - 1] === char ? 0 : 1;
    let value = Math.min(
      (previous[j] ?? Infinity) + 1,
      (row[j - 1] ?? Infinity) + 1,
      (previous[j - 1] ?? Infinity) + cost,
    );
    if (beforePrevious && j > 1 && char === query[j - 2] && previousChar === query[j - 1]) {
      value = Math.min(value, (beforePrevious[j - 2] ?? Infinity) + 1);
    }
    row[j] = value;
  }
  return row;
}

interface Node {
  children: Map<string, Node>;
  /** The vocabulary word ending here. */
  word?: string;
}

/** The vocabulary of a record set, for finding the words within a query word's typos. */
export class TypoIndex {
  readonly #root: Node = { children: new Map() };

  constructor(words: Iterable<string>) {
    for (const word of words) {
      let node = this.#root;
      for (const char of word) {
        let child = node.children.get(char);
        if (!child) {
          child = { children: new Map() };
          node.children.set(char, child);
        }
        node = child;
      }
      node.word = word;
    }
  }

  /**
   * Vocabulary words matching `query` with at most `maxTypos` typos, each with its typo count: the whole
   * word, or (with `prefix`) any word that starts with something within the typos of `query`, as Algolia
   * matches the word being typed.
   */
  match(query: string, maxTypos: number, prefix: boolean): Map<string, number> {
    const letters = [...query];
    const found = new Map<string, number>();
    const note = (word: string, typos: number) => {
      if (typos < (found.get(word) ?? Infinity)) found.set(word, typos);
    };
    const collect = (node: Node, typos: number) => {
      if (node.word !== undefined) note(node.word, typos);
      for (const child of node.children.values()) collect(child, typos);
    };
    // `best`: the typos with which this subtree was already collected as a prefix match; deeper rows
    // are walked only while they could still find fewer.
    const visit = (
      node: Node,
      char: string,
      previousChar: string | undefined,
      previous: number[],
      beforePrevious: number[] | undefined,
      depth: number,
      best: number,
    ) => {
      const row = nextRow(previous, beforePrevious, char, previousChar, letters, depth);
      const typos = row[letters.length] ?? Infinity;
      let collected = best;
      if (prefix && typos <= maxTypos && typos < best) {
        collect(node, typos);
        collected = typos;
      } else if (node.word !== undefined && typos <= maxTypos) {
        note(node.word, typos);
      }
      if (Math.min(...row) > Math.min(maxTypos, collected - 1)) return;
      for (const [next, child] of node.children) visit(child, next, char, row, previous, depth + 1, collected);
    };
    const first = Array.from({ length: letters.length + 1 }, (_, j) => j);
    for (const [char, child] of this.#root.children) visit(child, char, undefined, first, undefined, 1, Infinity);
    return found;
  }
}

/**
 * Keep the records `typoTolerance` keeps: all (`true`/`false`), those with the fewest typos (`min`), or
 * with the two fewest typo counts (`strict`), as Algolia does.
 */
export function keepByTypos<T>(items: readonly T[], typosOf: (item: T) => number, tolerance: TypoTolerance): T[] {
  if (tolerance !== 'min' && tolerance !== 'strict') return [...items];
  const counts = [...new Set(items.map(typosOf))].sort((a, b) => a - b).slice(0, tolerance === 'min' ? 1 : 2);
  return items.filter((item) => counts.includes(typosOf(item)));
}
