import { readFileSync } from 'node:fs';
import { applyPatch, incremental } from 'mendoza';
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../../schemas/json.ts';
import { createEffects, createPatch, type MendozaPatch } from './mendoza-encode.ts';
import { createRng } from '../../../../content/generator/random.ts';

type JsonObject = { [key: string]: JsonValue };

/**
 * Apply a patch with both of the decoder's patchers (the Studio previews with the simple one and
 * walks history with the incremental one), checking that neither changes the left value.
 */
function applyBoth(left: JsonValue | null, patch: MendozaPatch): { simple: unknown; tracked: unknown } {
  const before = structuredClone(left);
  const simple: unknown = applyPatch(left, patch);
  const tracked = incremental.unwrap(incremental.applyPatch(incremental.wrap(left, 'left'), patch, 'right'));
  expect(left).toEqual(before);
  return { simple, tracked };
}

function expectRoundTrip(a: JsonValue | null, b: JsonValue | null) {
  const { apply, revert } = createEffects(a, b);
  const forward = applyBoth(a, apply);
  expect(forward.simple, JSON.stringify({ a, b, apply })).toEqual(b);
  expect(forward.tracked, JSON.stringify({ a, b, apply })).toEqual(b);
  const back = applyBoth(b, revert);
  expect(back.simple, JSON.stringify({ a, b, revert })).toEqual(a);
  expect(back.tracked, JSON.stringify({ a, b, revert })).toEqual(a);
}

const size = (value: unknown): number => JSON.stringify(value).length;

/** How many parameters each opcode takes. */
const ARITY = [1, 0, 0, 0, 1, 0, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 0, 2, 1, 1, 1, 2, 1, 2];

/** The opcodes of a patch, in order. */
function opcodesOf(patch: MendozaPatch): number[] {
  const opcodes: number[] = [];
  for (let at = 0; at < patch.length;) {
    const opcode = patch[at] as number;
    opcodes.push(opcode);
    at += 1 + (ARITY[opcode] ?? 0);
  }
  return opcodes;
}

/** The dataset generator's seeded generator (mulberry32), so a failure names a seed that reproduces it. */
function random(seed: number) {
  const rng = createRng(seed);
  return {
    next: () => rng.next(),
    int: (below: number) => rng.int(0, below - 1),
    pick: <T>(items: readonly T[]) => rng.pick(items),
    chance: (p: number) => rng.chance(p),
  };
}
type Random = ReturnType<typeof random>;

/** Pieces strings are made of: ASCII, accents, CJK, emoji (surrogate pairs), a combining mark, a lone surrogate. */
const PIECES = [
  'a',
  'b',
  'z',
  ' ',
  'Strata',
  '-',
  'é',
  'ü',
  '中',
  '文',
  '😀',
  '👍🏽',
  'e\u0301',
  '\ud800',
  '"',
  '\\',
  '\n',
];

/** Mostly short strings, some long enough that reusing their prefix and suffix pays. */
const randomString = (rng: Random, max = 12): string =>
  Array.from({ length: rng.int((rng.chance(0.2) ? 4 : 1) * max + 1) }, () => rng.pick(PIECES)).join('');

const randomKey = (rng: Random): string =>
  rng.pick(['a', 'b', 'c', 'title', 'name', 'x', 'é', '中', '_type', '10', '']);

function randomScalar(rng: Random): JsonValue {
  switch (rng.int(6)) {
    case 0:
      return null;
    case 1:
      return rng.chance(0.5);
    case 2:
      return rng.int(2000) - 1000;
    case 3:
      return Math.round(rng.next() * 1e6) / 100 + 0.5;
    default:
      return randomString(rng);
  }
}

function randomValue(rng: Random, depth: number): JsonValue {
  if (depth <= 0 || rng.chance(0.35)) return randomScalar(rng);
  switch (rng.int(4)) {
    case 0:
      return Array.from({ length: rng.int(5) }, () => randomValue(rng, depth - 1));
    case 1:
      return keyedItems(rng, depth - 1);
    default: {
      const object: JsonObject = {};
      for (let count = rng.int(5); count > 0; count--) object[randomKey(rng)] = randomValue(rng, depth - 1);
      return object;
    }
  }
}

let keyCounter = 0;
const newKey = (): string => `k${(keyCounter++).toString(36)}`;

function keyedItems(rng: Random, depth: number): JsonValue[] {
  return Array.from({ length: rng.int(5) }, () => ({
    _key: newKey(),
    _type: rng.pick(['item', 'reference', 'block']),
    value: randomValue(rng, depth - 1),
  }));
}

const span = (rng: Random): JsonObject => ({ _type: 'span', _key: newKey(), text: randomString(rng, 30), marks: [] });
const block = (rng: Random): JsonObject => ({
  _type: 'block',
  _key: newKey(),
  style: rng.pick(['normal', 'h2']),
  markDefs: [],
  children: Array.from({ length: 1 + rng.int(3) }, () => span(rng)),
});

/** A document shaped like the site's: nested objects, references, keyed variants with prices, Portable Text. */
function sanityDocument(rng: Random): JsonObject {
  return {
    _id: `product-${rng.int(100)}`,
    _type: 'productFamily',
    _createdAt: '2024-02-01T00:00:00Z',
    title: randomString(rng, 6),
    slug: { _type: 'slug', current: `strata-${rng.int(100)}` },
    regions: Array.from({ length: rng.int(3) }, () => ({ _type: 'reference', _key: newKey(), _ref: 'region-nz' })),
    products: Array.from({ length: rng.int(4) }, () => ({
      _key: newKey(),
      product_id: `P-${rng.int(9999)}`,
      hidden: rng.chance(0.2),
      prices: Array.from({ length: rng.int(3) }, () => ({
        _key: newKey(),
        currency: rng.pick(['NZD', 'AUD']),
        amount: `${rng.int(5000)}.00`,
        territories: [rng.pick(['NZ', 'AU'])],
      })),
    })),
    overview: Array.from({ length: rng.int(4) }, () => block(rng)),
    seo: rng.chance(0.5) ? { title: randomString(rng) } : {},
  };
}

/** One random edit somewhere in the value: what an editor (or a bad day) does. */
function edit(rng: Random, value: JsonValue): JsonValue {
  if (Array.isArray(value)) {
    const items = [...value];
    const choice = rng.int(7);
    if (items.length > 0 && choice === 0) items.splice(rng.int(items.length), 1);
    else if (choice === 1)
      items.splice(rng.int(items.length + 1), 0, rng.chance(0.5) ? block(rng) : randomValue(rng, 2));
    else if (items.length > 1 && choice === 2) {
      const [moved] = items.splice(rng.int(items.length), 1);
      items.splice(rng.int(items.length + 1), 0, moved ?? null);
    } else if (items.length > 1 && choice === 3) items.reverse();
    else if (items.length > 0) {
      const at = rng.int(items.length);
      items[at] = edit(rng, items[at] ?? null);
    } else items.push(randomValue(rng, 2));
    return items;
  }
  if (typeof value === 'object' && value !== null) {
    const object: JsonObject = { ...value };
    const keys = Object.keys(object);
    const choice = rng.int(6);
    if (keys.length > 0 && choice === 0) delete object[rng.pick(keys)];
    else if (choice === 1) object[randomKey(rng)] = randomValue(rng, 2);
    else if (keys.length > 0 && choice === 2) {
      const from = rng.pick(keys);
      const to = randomKey(rng);
      const moved = object[from] ?? null;
      delete object[from];
      object[to] = moved;
    } else if (keys.length > 0) {
      const key = rng.pick(keys);
      object[key] = edit(rng, object[key] ?? null);
    } else object[randomKey(rng)] = randomValue(rng, 2);
    return object;
  }
  if (typeof value === 'string' && value !== '' && rng.chance(0.7)) {
    const at = rng.int(value.length + 1);
    const cut = rng.int(4);
    return value.slice(0, at) + (rng.chance(0.6) ? randomString(rng, 3) : '') + value.slice(at + cut);
  }
  return rng.chance(0.8) ? randomScalar(rng) : rng.pick<JsonValue>([{}, [], '', randomValue(rng, 2)]);
}

function edits(rng: Random, value: JsonValue): JsonValue {
  let result = value;
  for (let count = 1 + rng.int(3); count > 0; count--) result = edit(rng, result);
  return result;
}

const datasetDocuments = (): JsonObject[] =>
  readFileSync(new URL('../../../../content/dataset.ndjson', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as JsonObject);

describe('createPatch: small cases', () => {
  it('is empty for equal values, whatever their key order', () => {
    expect(createPatch({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toEqual([]);
  });

  it('creates a document from nothing with its value, and deletes one with null', () => {
    expect(createPatch(null, { _id: 'a' })).toEqual([0, { _id: 'a' }]);
    expect(createPatch({ _id: 'a' }, null)).toEqual([0, null]);
    expect(createPatch(null, null)).toEqual([]);
  });

  it('sets and deletes fields of the document in place, by the index of the sorted old keys', () => {
    expect(createPatch({ b: 2, a: 1 }, { a: 1, b: 3 })).toEqual([17, 3, 'b']);
    expect(createPatch({ b: 2, a: 1 }, { b: 2 })).toEqual([19, 0]);
  });

  it('enters a nested object to change one field of it', () => {
    const left = { user: { name: 'Michael Bluth', address: { zip: 1234, city: 'Newport Beach' } } };
    const right = { user: { name: 'Michael Bluth', address: { zip: 4321, city: 'Newport Beach' } } };
    expect(createPatch(left, right)).toEqual([10, 0, 10, 0, 17, 4321, 'zip', 15, 15]);
  });

  it('renames a field by copying its old value', () => {
    const skills = ['Go', 'Patching', 'Playing', 'Diffing'];
    expect(createPatch({ skills, age: 30 }, { abilities: skills, age: 30 })).toEqual([19, 1, 10, 1, 14, 'abilities']);
  });

  it('copies unchanged runs of an array as slices: an insert and a move cost a few numbers', () => {
    const items = ['alpha', 'bravo', 'charlie', 'delta', 'echo'].map((name) => ({
      _key: name,
      name,
      body: `${name} `.repeat(5),
    }));
    const inserted = { _key: 'new', name: 'new', body: 'x' };
    expect(createPatch(items, [items[0], items[1], inserted, items[2], items[3], items[4]] as JsonValue)).toEqual([
      2,
      21,
      0,
      2,
      20,
      inserted,
      21,
      2,
      5,
    ]);
    expect(createPatch(items, [items[4], items[0], items[1], items[2], items[3]] as JsonValue)).toEqual([
      2, 21, 4, 5, 21, 0, 4,
    ]);
  });

  it('keeps the unchanged prefix and suffix of a long string', () => {
    const left = 'Strata BIM is design software for architects and engineers.';
    const right = 'Strata BIM is the design software for architects and engineers.';
    const patch = createPatch({ text: left }, { text: right });
    expect(patch).toEqual([11, 0, 23, 0, 14, 22, 'the ', 23, 14, left.length, 15]);
    expect(applyPatch({ text: left }, patch)).toEqual({ text: right });
  });

  it('slices the suffix after non-ASCII text by UTF-8 bytes, which both of the decoder`s patchers read right', () => {
    const left = { text: 'Café — design software for architects and engineers' };
    const right = { text: 'Café — the design software for architects and engineers' };
    const patch = createPatch(left, right);
    expect(patch).toEqual([11, 0, 23, 0, 10, 22, 'the ', 23, 10, 54, 15]);
    expectRoundTrip(left, right);
  });
});

type Pair = [JsonValue, JsonValue];

/** The random pairs, by seed: the same pairs every run. */
const corpora: Record<string, () => Pair[]> = {
  'random JSON pairs, unrelated and edited': () => {
    const rng = random(1);
    return Array.from({ length: 1500 }, () => {
      const a = randomValue(rng, 4);
      return [a, rng.chance(0.3) ? randomValue(rng, 4) : edits(rng, a)];
    });
  },
  'Sanity-like documents under edits: fields, keyed arrays, Portable Text, moves, type changes': () => {
    const rng = random(2);
    return Array.from({ length: 1500 }, () => {
      const a = sanityDocument(rng);
      return [a, edits(rng, a)];
    });
  },
  'every document of the demo dataset under random edits': () => {
    const rng = random(3);
    return datasetDocuments().flatMap((document) =>
      Array.from({ length: 4 }, (): Pair => [document, edits(rng, document)]),
    );
  },
  'long strings under small edits, emoji and accents at the edges': () => {
    const rng = random(4);
    return Array.from({ length: 1000 }, () => {
      const a = Array.from({ length: 10 + rng.int(20) }, () => rng.pick(PIECES)).join('');
      return [{ text: a }, { text: edit(rng, a) }];
    });
  },
};

describe('createPatch: property tests, both directions, both of the decoder`s patchers', () => {
  for (const [name, pairs] of Object.entries(corpora))
    it(`round-trips ${name}`, () => {
      for (const [a, b] of pairs()) expectRoundTrip(a, b);
    });

  it('the random pairs reach every opcode the encoder emits (PushElement alone never pays off)', () => {
    const seen = new Set<number>();
    for (const pairs of Object.values(corpora))
      for (const [a, b] of pairs()) for (const opcode of opcodesOf(createPatch(a, b))) seen.add(opcode);
    expect([...seen].sort((x, y) => x - y)).toEqual([0, 2, 6, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]);
  });
});

describe('createPatch: size', () => {
  it('changes the title of a demo product (and its _updatedAt) with a patch of well under 1% of the document', () => {
    const product = datasetDocuments().find((document) => document._id === 'product-strata-bim');
    const title = product?.['title'];
    if (!product || typeof title !== 'string')
      throw new Error('the demo dataset has no product-strata-bim with a title');
    const edited = { ...product, title: `${title} (edited)`, _updatedAt: '2026-05-04T10:00:00Z' };
    const { apply, revert } = createEffects(product, edited);
    expect(size(apply)).toBeLessThan(100);
    expect(size(revert)).toBeLessThan(100);
    expect(size(product)).toBeGreaterThan(100 * size(apply));
    expect(apply).toContain(' (edited)');
    expect(apply).not.toContain(edited.title); // the old title is reused, not sent again
    expect(applyPatch(product, apply)).toEqual(edited);
  });
});
