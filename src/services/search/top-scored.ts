/**
 * The best `count` records by score without scoring every match: Fagin's threshold algorithm
 * over postings sorted by contribution. Lists are read a rank at a time; each record met is scored in full
 * (random access); once `count` records score above what any record not yet met could reach (the sum of
 * the lists' next contributions, each times its weight), the rest cannot enter. When the lists' bound
 * stays loose (many lists, few records each), reading them costs more than scoring the candidates
 * outright: past as many reads as there are candidates, the remaining candidates are scored directly.
 * Either way the answer is the same. Pure: no IO.
 */

/** A word's records, best contribution first, and how many times the query counts the word. */
export interface ScoredList {
  records: ArrayLike<number>;
  contributions: ArrayLike<number>;
  weight: number;
}

export interface TopScoredInput {
  lists: readonly ScoredList[];
  /** Every record that may be ranked (each appears in at least one list); `eligible` says the same of one. */
  candidates: ArrayLike<number>;
  /** Records are numbered from 0 to `recordCount` - 1. */
  recordCount: number;
  eligible: (record: number) => boolean;
  /** A record's full score: at most the sum of its lists' contributions times their weights (up to rounding). */
  score: (record: number) => number;
  /** Order of two records of equal score (negative: `a` first). */
  tieBreak: (a: number, b: number) => number;
  count: number;
}

/** Rounding between a record's score and the sum bounding it (sums of a few dozen terms in another order). */
const SLACK = 1e-9;

interface Entry {
  record: number;
  score: number;
}

/** A bounded heap keeping the best `limit` entries, the worst on top. */
class Best {
  readonly #items: Entry[] = [];
  readonly #limit: number;
  readonly #before: (a: Entry, b: Entry) => number;

  constructor(limit: number, before: (a: Entry, b: Entry) => number) {
    this.#limit = limit;
    this.#before = before;
  }

  get full(): boolean {
    return this.#items.length >= this.#limit;
  }

  get worst(): Entry | undefined {
    return this.#items[0];
  }

  /** Whether `a` is worse than `b` (heap order: the worst on top). */
  #worse(a: Entry | undefined, b: Entry | undefined): boolean {
    return a !== undefined && b !== undefined && this.#before(a, b) > 0;
  }

  offer(entry: Entry): void {
    const items = this.#items;
    if (this.#limit <= 0) return;
    if (items.length < this.#limit) {
      items.push(entry);
      let at = items.length - 1;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!this.#worse(items[at], items[parent])) break;
        [items[at], items[parent]] = [items[parent] as Entry, items[at] as Entry];
        at = parent;
      }
      return;
    }
    if (!this.#worse(items[0], entry)) return;
    items[0] = entry;
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let top = at;
      if (left < items.length && this.#worse(items[left], items[top])) top = left;
      if (right < items.length && this.#worse(items[right], items[top])) top = right;
      if (top === at) break;
      [items[at], items[top]] = [items[top] as Entry, items[at] as Entry];
      at = top;
    }
  }

  sorted(): Entry[] {
    return [...this.#items].sort(this.#before);
  }
}

/** The best `count` eligible records, best first: highest score, then `tieBreak`. */
export function topScored({
  lists,
  candidates,
  recordCount,
  eligible,
  score,
  tieBreak,
  count,
}: TopScoredInput): number[] {
  const before = (a: Entry, b: Entry): number => b.score - a.score || tieBreak(a.record, b.record);
  const best = new Best(count, before);
  if (count <= 0) return [];
  const met = new Uint8Array(recordCount);
  const meet = (record: number): void => {
    if (met[record] === 1) return;
    met[record] = 1;
    if (eligible(record)) best.offer({ record, score: score(record) });
  };
  const longest = lists.reduce((most, list) => Math.max(most, list.records.length), 0);
  let reads = 0;
  for (let rank = 0; rank < longest; rank++) {
    for (const list of lists) if (rank < list.records.length) meet(list.records[rank] ?? 0);
    reads += lists.length;
    let bound = 0;
    for (const list of lists)
      bound += rank + 1 < list.records.length ? list.weight * (list.contributions[rank + 1] ?? 0) : 0;
    const worst = best.worst;
    // Strictly above the bound: a record not met, even of equal score, cannot come before the worst kept.
    if (best.full && worst && worst.score > bound + Math.abs(bound) * SLACK)
      return best.sorted().map((entry) => entry.record);
    if (reads > candidates.length) {
      for (let i = 0; i < candidates.length; i++) meet(candidates[i] ?? 0);
      break;
    }
  }
  return best.sorted().map((entry) => entry.record);
}
