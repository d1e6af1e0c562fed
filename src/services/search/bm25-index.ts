/**
 * The embedded search's relevance score: BM25 exactly as Orama 3 computed it when it ranked
 * the matches (the same tokenizer, the same parameters k 1.2, b 0.75, d 0.5, the title weighing 3), from
 * term statistics taken once when the index is built, so a query scores only the records it ranks.
 *
 * Orama's own rules, kept so the order of hits does not change (docs/search.md):
 * - a field's words are Orama's tokens (lowercased, split on anything but a-z, àèéìòóù, digits, `_'-`,
 *   accents removed), each counted once: a word's frequency in a field is 1 / the field's distinct words;
 * - a query word (with its typo variants) is a list of tokens, each matching every indexed word it begins;
 *   a word begun by two tokens counts twice;
 * - a record's score for a query word sums field by field, token by token, word by word in the order
 *   Orama's word tree lists them (floating-point sums depend on their order; equal scores must stay equal).
 */
import { tokenizer as oramaTokenizer } from '@orama/orama/components';

const TOKENIZER = oramaTokenizer.createTokenizer();

/** A text's tokens as Orama indexes them (distinct, in order of first appearance). */
export const oramaTokens = (text: string): string[] => TOKENIZER.tokenize(text, undefined, undefined, false);

const K1 = 1.2;
const B = 0.75;
const D = 0.5;

/** Orama's BM25 for a word in a field: `tf` its frequency there, `matching` the records whose field holds it. */
export function bm25(
  tf: number,
  matching: number,
  records: number,
  fieldLength: number,
  averageFieldLength: number,
): number {
  const idf = Math.log(1 + (records - matching + 0.5) / (matching + 0.5));
  return (idf * (D + tf * (K1 + 1))) / (tf + K1 * (1 - B + (B * fieldLength) / averageFieldLength));
}

/** The words a query word scores with: each word id and how many of its tokens begin it. */
export interface ScoredWords {
  /** The query word's tokens as Orama reads them (word ids of each token's first and past-last word). */
  tokenRanges: readonly (readonly [number, number])[];
  /** Per word id of the vocabulary: how many of the tokens begin it (0: not scored). */
  counts: Uint16Array;
  /** The word ids with a count, in vocabulary order. */
  words: readonly number[];
}

interface Field {
  boost: number;
  /** Distinct words of each record's field: `words[offsets[r] .. offsets[r + 1]]`. */
  offsets: Int32Array;
  words: Int32Array;
  /** How many records' field holds each word. */
  matching: Int32Array;
  /** Order in which each word first entered the field's word tree (-1: never). */
  firstSeen: Int32Array;
  averageLength: number;
}

/** A word's records, best contribution first (all fields summed, weighted): the postings early termination walks. */
export interface Postings {
  records: Int32Array;
  contributions: Float64Array;
}

/** Integer-like words come first in a JavaScript object's keys (Orama's word lists are objects), in numeric order. */
const arrayIndex = (word: string): number => {
  if (!/^(0|[1-9]\d*)$/.test(word)) return -1;
  const value = Number(word);
  return value < 2 ** 32 - 1 ? value : -1;
};

export class Bm25Index {
  readonly recordCount: number;
  /** Every token of every field, sorted (code units): the words a prefix begins are one run. */
  readonly vocabulary: readonly string[];
  readonly #fields: Field[];
  readonly #postings: { starts: Int32Array; records: Int32Array; contributions: Float64Array };
  /** Per field: the order of the field's word tree for words a prefix begins (see `#treeOrder`). */
  readonly #branchMemo: Map<string, number>[];

  /** `fieldTexts[f][r]`: the text of field `f` (in order of weight) of record `r`; the first field weighs `firstBoost`. */
  constructor(fieldTexts: readonly (readonly string[])[], recordCount: number, firstBoost = 3) {
    this.recordCount = recordCount;
    const tokens = fieldTexts.map((texts) => texts.map(oramaTokens));
    const vocabulary = [...new Set(tokens.flat(2))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    this.vocabulary = vocabulary;
    const ids = new Map(vocabulary.map((word, id) => [word, id]));
    this.#fields = tokens.map((fieldTokens, f) => {
      const offsets = new Int32Array(recordCount + 1);
      const matching = new Int32Array(vocabulary.length);
      const firstSeen = new Int32Array(vocabulary.length).fill(-1);
      let total = 0;
      for (let r = 0; r < recordCount; r++) total += fieldTokens[r]?.length ?? 0;
      const words = new Int32Array(total);
      let at = 0;
      let seen = 0;
      let averageLength = 0;
      for (let r = 0; r < recordCount; r++) {
        offsets[r] = at;
        const recordTokens = fieldTokens[r] ?? [];
        // Orama's running average, in its own arithmetic (the same rounding as its index had).
        averageLength = (averageLength * r + recordTokens.length) / (r + 1);
        for (const token of recordTokens) {
          const id = ids.get(token) ?? 0;
          words[at++] = id;
          matching[id] = (matching[id] ?? 0) + 1;
          if (firstSeen[id] === -1) firstSeen[id] = seen++;
        }
      }
      offsets[recordCount] = at;
      return { boost: f === 0 ? firstBoost : 1, offsets, words, matching, firstSeen, averageLength };
    });
    this.#branchMemo = this.#fields.map(() => new Map<string, number>());
    // A record's words in each field in the order Orama's tree lists them, so a record's sum follows it.
    for (const [f, field] of this.#fields.entries()) {
      const inField: number[] = [];
      for (let word = 0; word < vocabulary.length; word++) if ((field.firstSeen[word] ?? -1) !== -1) inField.push(word);
      const rank = new Int32Array(vocabulary.length);
      for (const [position, word] of inField.sort((a, b) => this.#treeOrder(f, a, b)).entries()) rank[word] = position;
      for (let r = 0; r < recordCount; r++) {
        const start = field.offsets[r] ?? 0;
        const end = field.offsets[r + 1] ?? 0;
        if (end - start > 1) field.words.subarray(start, end).sort((a, b) => (rank[a] ?? 0) - (rank[b] ?? 0));
      }
    }
    this.#postings = this.#buildPostings();
  }

  /** A word's contribution to a record's field (0 when the field does not hold it). */
  #fieldScore(field: Field, record: number, word: number): number {
    const length = (field.offsets[record + 1] ?? 0) - (field.offsets[record] ?? 0);
    return field.boost * bm25(1 / length, field.matching[word] ?? 0, this.recordCount, length, field.averageLength);
  }

  /** Every word's records with their contributions (fields summed in order), best first, in flat arrays. */
  #buildPostings(): { starts: Int32Array; records: Int32Array; contributions: Float64Array } {
    const words = this.vocabulary.length;
    const starts = new Int32Array(words + 1);
    const lastRecord = new Int32Array(words).fill(-1);
    for (let r = 0; r < this.recordCount; r++) {
      for (const field of this.#fields) {
        for (let i = field.offsets[r] ?? 0; i < (field.offsets[r + 1] ?? 0); i++) {
          const word = field.words[i] ?? 0;
          if (lastRecord[word] !== r) {
            lastRecord[word] = r;
            starts[word + 1] = (starts[word + 1] ?? 0) + 1;
          }
        }
      }
    }
    for (let word = 0; word < words; word++) starts[word + 1] = (starts[word + 1] ?? 0) + (starts[word] ?? 0);
    const total = starts[words] ?? 0;
    const records = new Int32Array(total);
    const contributions = new Float64Array(total);
    const next = starts.slice(0, words);
    const slotOf = new Int32Array(words);
    lastRecord.fill(-1);
    for (let r = 0; r < this.recordCount; r++) {
      for (const field of this.#fields) {
        for (let i = field.offsets[r] ?? 0; i < (field.offsets[r + 1] ?? 0); i++) {
          const word = field.words[i] ?? 0;
          const score = this.#fieldScore(field, r, word);
          if (lastRecord[word] === r) {
            const slot = slotOf[word] ?? 0;
            contributions[slot] = (contributions[slot] ?? 0) + score;
            continue;
          }
          lastRecord[word] = r;
          const slot = (next[word] = (next[word] ?? 0) + 1) - 1;
          slotOf[word] = slot;
          records[slot] = r;
          contributions[slot] = score;
        }
      }
    }
    // Best contribution first; of equal ones, the index's order (records were written in order).
    for (let word = 0; word < words; word++) {
      const start = starts[word] ?? 0;
      const end = starts[word + 1] ?? 0;
      if (end - start < 2) continue;
      const order = Array.from({ length: end - start }, (_, i) => start + i).sort(
        (a, b) => (contributions[b] ?? 0) - (contributions[a] ?? 0) || (records[a] ?? 0) - (records[b] ?? 0),
      );
      const sortedRecords = Int32Array.from(order, (slot) => records[slot] ?? 0);
      const sortedContributions = Float64Array.from(order, (slot) => contributions[slot] ?? 0);
      records.set(sortedRecords, start);
      contributions.set(sortedContributions, start);
    }
    return { starts, records, contributions };
  }

  /** A word's records, best contribution first. */
  postings(word: number): Postings {
    const start = this.#postings.starts[word] ?? 0;
    const end = this.#postings.starts[word + 1] ?? start;
    return {
      records: this.#postings.records.subarray(start, end),
      contributions: this.#postings.contributions.subarray(start, end),
    };
  }

  /** The first word id at or after `prefix` in the vocabulary. */
  #lowerBound(prefix: string): number {
    let low = 0;
    let high = this.vocabulary.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.vocabulary[middle] ?? '') < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The word ids a prefix begins: one run of the sorted vocabulary. */
  prefixRange(prefix: string): [number, number] {
    const start = this.#lowerBound(prefix);
    let end = start;
    while (end < this.vocabulary.length && (this.vocabulary[end] ?? '').startsWith(prefix)) end++;
    return [start, end];
  }

  /** The words a query word (and its typo variants, joined as Orama was asked) scores with. */
  scoredWords(term: string): ScoredWords {
    const counts = new Uint16Array(this.vocabulary.length);
    const tokenRanges = oramaTokens(term).map((token) => this.prefixRange(token));
    const words: number[] = [];
    for (const [start, end] of tokenRanges) {
      for (let word = start; word < end; word++) if ((counts[word] = (counts[word] ?? 0) + 1) === 1) words.push(word);
    }
    return { tokenRanges, counts, words: words.sort((a, b) => a - b) };
  }

  /**
   * A record's score for a query word, summed in Orama's order: field by field, then token by token, then
   * the record's words in the tree's order (the record's words are stored in that order). 0 when none match.
   */
  score(record: number, scored: ScoredWords): number {
    let sum = 0;
    for (const field of this.#fields) {
      const start = field.offsets[record] ?? 0;
      const end = field.offsets[record + 1] ?? 0;
      let matched = -1;
      let several = false;
      for (let i = start; i < end; i++) {
        if ((scored.counts[field.words[i] ?? 0] ?? 0) === 0) continue;
        if (matched !== -1) several = true;
        matched = i;
      }
      if (matched === -1) continue;
      if (!several) {
        // One word: added once per token that begins it (the same value, so token order does not matter).
        const word = field.words[matched] ?? 0;
        const value = this.#fieldScore(field, record, word);
        for (let n = scored.counts[word] ?? 0; n > 0; n--) sum += value;
        continue;
      }
      for (const [low, high] of scored.tokenRanges) {
        for (let i = start; i < end; i++) {
          const word = field.words[i] ?? 0;
          if (word >= low && word < high) sum += this.#fieldScore(field, record, word);
        }
      }
    }
    return sum;
  }

  /** Whether any field of the record holds a scored word (Orama found the record for the query word). */
  holds(record: number, scored: ScoredWords): boolean {
    for (const field of this.#fields) {
      for (let i = field.offsets[record] ?? 0; i < (field.offsets[record + 1] ?? 0); i++)
        if ((scored.counts[field.words[i] ?? 0] ?? 0) > 0) return true;
    }
    return false;
  }

  /**
   * Orama's order of two words of a field: a word's tree lists integer-like words first (object keys), then
   * depth first, a word before the words it begins, and of two branches the one whose first word came later
   * first (its tree walks a node's children from a stack).
   */
  #treeOrder(f: number, a: number, b: number): number {
    const x = this.vocabulary[a] ?? '';
    const y = this.vocabulary[b] ?? '';
    const ix = arrayIndex(x);
    const iy = arrayIndex(y);
    if (ix !== -1 || iy !== -1) return ix === -1 ? 1 : iy === -1 ? -1 : ix - iy;
    let common = 0;
    while (common < x.length && common < y.length && x[common] === y[common]) common++;
    if (common === x.length) return -1;
    if (common === y.length) return 1;
    return this.#branchStart(f, y.slice(0, common + 1)) - this.#branchStart(f, x.slice(0, common + 1));
  }

  /** When the first word of a field beginning with `prefix` entered the field's tree. */
  #branchStart(f: number, prefix: string): number {
    const memo = this.#branchMemo[f];
    const known = memo?.get(prefix);
    if (known !== undefined) return known;
    const firstSeen = this.#fields[f]?.firstSeen;
    const [start, end] = this.prefixRange(prefix);
    let first = Infinity;
    for (let word = start; word < end; word++) {
      const seen = firstSeen?.[word] ?? -1;
      if (seen !== -1 && seen < first) first = seen;
    }
    memo?.set(prefix, first);
    return first;
  }
}
