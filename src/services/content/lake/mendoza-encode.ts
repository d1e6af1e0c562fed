/**
 * A mendoza encoder: the patch that turns one JSON value into another, in the format Sanity's listener
 * events and transaction log carry as `effects` (`{apply, revert}`). The `mendoza` package only decodes
 * (`applyPatch`); this writes what it reads. Pure.
 *
 * A patch is a program for a small stack machine: an input stack walking the left value and an output
 * stack building the right one. The encoder walks both values together and reuses what did not change:
 * objects are diffed key by key (unchanged fields cost nothing, a field is entered only when something
 * in it changed), arrays item by item (items matched by `_key`, else by equal value, else by position;
 * runs of unchanged items are copied as slices, so moves, inserts and deletes cost a few numbers),
 * strings by their common prefix and suffix. At every level the whole new value is the fallback, and
 * the smaller encoding wins. The patch is not minimal (the Go reference searches the whole left value
 * for reusable subtrees), only small for the edits an editor makes.
 *
 * Two quirks of the JavaScript decoder shape the output:
 * - its simple patcher misplaces the end of a string slice that starts after non-ASCII text (it counts
 *   from the start's UTF-16 index as if it were a byte offset); a slice that runs to the end of the
 *   string is unaffected, so strings reuse only their prefix and their suffix, never a middle part;
 * - its incremental patcher (the Studio's history) shares the element list of a copied array, so an
 *   array is always rebuilt from blank (slices of the old one), never copied and appended to.
 * It has no `PushParent`, which this encoder never needs.
 */
import type { JsonValue } from '../../../schemas/json.ts';

/** A mendoza patch in its JSON form: opcodes followed by their parameters, in one flat array. */
export type MendozaPatch = JsonValue[];

/** What a listener event or a transaction carries for one document: the patch forward and back. */
export interface MendozaEffects {
  apply: MendozaPatch;
  revert: MendozaPatch;
}

/** The operations this encoder emits, by mendoza's opcode numbers. */
const Op = {
  /** Push a JSON value onto the output. */
  Value: 0,
  /** Push the input value onto the output. */
  Copy: 1,
  /** Push an empty value (string, array or object, by what is written into it next). */
  Blank: 2,
  /** Enter the n-th field (of the input object's sorted keys). */
  PushField: 6,
  /** Enter the n-th element of the input array. */
  PushElement: 7,
  PushFieldCopy: 10,
  PushFieldBlank: 11,
  PushElementCopy: 12,
  PushElementBlank: 13,
  /** Store the output value under a new key, and leave the field. */
  ReturnIntoObjectPop: 14,
  /** Store the output value under the key it was entered by, and leave the field. */
  ReturnIntoObjectSameKeyPop: 15,
  /** Append the output value to the array below it, and leave the element. */
  ReturnIntoArrayPop: 16,
  /** Set a field to a JSON value: value, key. */
  ObjectSetFieldValue: 17,
  /** Copy the n-th field unchanged into the output object. */
  ObjectCopyField: 18,
  /** Delete the n-th field (of the input's sorted keys) from the output object. */
  ObjectDeleteField: 19,
  ArrayAppendValue: 20,
  /** Append input elements [from, to). */
  ArrayAppendSlice: 21,
  StringAppendString: 22,
  /** Append input bytes [from, to), counted in UTF-8. */
  StringAppendSlice: 23,
} as const;

type JsonObject = { [key: string]: JsonValue };

/** Operations that push exactly one output value equal to a target, and the patch's JSON length they add. */
interface Encoding {
  ops: MendozaPatch;
  size: number;
}

/** The patch that `applyPatch(left, patch)` turns into (a value deep-equal to) `right`; `null` is "no document". */
export function createPatch(left: JsonValue | null, right: JsonValue | null): MendozaPatch {
  if (deepEqual(left, right)) return [];
  const { ops } = encode(left, right);
  // The decoder starts with the left value on the output stack already: no need to copy it there.
  return ops[0] === Op.Copy ? ops.slice(1) : ops;
}

/** A document's change both ways, `_rev` left to the caller (the Studio applies effects to documents without it). */
export const createEffects = (before: JsonValue | null, after: JsonValue | null): MendozaEffects => ({
  apply: createPatch(before, after),
  revert: createPatch(after, before),
});

const COPY: Encoding = { ops: [Op.Copy], size: 2 };

/** The JSON length a token adds to the patch (its text and a comma). */
const tokenSize = (token: JsonValue): number => JSON.stringify(token).length + 1;

const asValue = (value: JsonValue): Encoding => ({ ops: [Op.Value, value], size: 2 + tokenSize(value) });

const smaller = (a: Encoding, b: Encoding | undefined): Encoding => (b !== undefined && b.size < a.size ? b : a);

/** Operations that, with `left` on top of the input, push `right` onto the output. */
function encode(left: JsonValue | null, right: JsonValue | null): Encoding {
  if (deepEqual(left, right)) return COPY;
  if (right === null) return asValue(null);
  let best = asValue(right);
  if (isObject(left) && isObject(right) && Object.keys(right).length > 0 && !hasProtoKey(left) && !hasProtoKey(right))
    best = smaller(best, encodeObject(left, right));
  else if (Array.isArray(left) && Array.isArray(right) && right.length > 0)
    best = smaller(best, encodeArray(left, right));
  else if (typeof left === 'string' && typeof right === 'string' && right !== '')
    best = smaller(best, encodeString(left, right));
  return best;
}

/** Enter a field or element, rebuild it, return it: the push and the first op fused where mendoza has a composite. */
function enter(push: 'field' | 'element', index: number, inner: Encoding): Encoding {
  const [first, ...rest] = inner.ops;
  const fused =
    first === Op.Copy
      ? [push === 'field' ? Op.PushFieldCopy : Op.PushElementCopy, index, ...rest]
      : first === Op.Blank
        ? [push === 'field' ? Op.PushFieldBlank : Op.PushElementBlank, index, ...rest]
        : [push === 'field' ? Op.PushField : Op.PushElement, index, ...inner.ops];
  const back = push === 'field' ? Op.ReturnIntoObjectSameKeyPop : Op.ReturnIntoArrayPop;
  const unfused = first === Op.Copy || first === Op.Blank ? 0 : 2;
  return { ops: [...fused, back], size: inner.size + unfused + tokenSize(index) + 3 };
}

/**
 * Two ways to build an object, the smaller kept: copy the old one and delete, set and rebuild fields
 * (few fields gone), or start blank and copy, set and rebuild fields (most fields gone).
 */
function encodeObject(left: JsonObject, right: JsonObject): Encoding {
  const leftKeys = Object.keys(left).sort(); // the decoder's order: UTF-16 code units
  const indexOf = new Map(leftKeys.map((key, index) => [key, index]));
  const fromCopy: Encoding = { ops: [Op.Copy], size: 2 };
  const fromBlank: Encoding = { ops: [Op.Blank], size: 2 };
  const add = (target: Encoding, part: Encoding) => {
    target.ops.push(...part.ops);
    target.size += part.size;
  };

  leftKeys.forEach((key, index) => {
    if (!Object.hasOwn(right, key)) add(fromCopy, { ops: [Op.ObjectDeleteField, index], size: 2 + tokenSize(index) });
  });
  let leftByValue: Map<string, number> | undefined;
  for (const [key, value] of Object.entries(right)) {
    const setField: Encoding = {
      ops: [Op.ObjectSetFieldValue, value, key],
      size: 2 + tokenSize(value) + tokenSize(key),
    };
    const index = indexOf.get(key);
    if (index !== undefined) {
      const inner = encode(left[key] ?? null, value);
      if (inner === COPY) {
        add(fromBlank, { ops: [Op.ObjectCopyField, index], size: 2 + tokenSize(index) });
        continue;
      }
      const edit = smaller(setField, enter('field', index, inner));
      add(fromCopy, edit);
      add(fromBlank, edit);
      continue;
    }
    // A new key: a renamed field when an old field holds the same value (worth it for more than a scalar).
    let edit = setField;
    if (typeof value === 'object' && value !== null) {
      leftByValue ??= new Map(leftKeys.map((leftKey, leftIndex) => [canonical(left[leftKey] ?? null), leftIndex]));
      const renamedFrom = leftByValue.get(canonical(value));
      if (renamedFrom !== undefined)
        edit = smaller(edit, {
          ops: [Op.PushFieldCopy, renamedFrom, Op.ReturnIntoObjectPop, key],
          size: 4 + tokenSize(renamedFrom) + tokenSize(key),
        });
    }
    add(fromCopy, edit);
    add(fromBlank, edit);
  }
  return smaller(fromCopy, fromBlank);
}

/** An array item's `_key`, when it is an object that has one. */
const keyOf = (value: JsonValue | undefined): string | undefined =>
  isObject(value) && typeof value['_key'] === 'string' ? value['_key'] : undefined;

/** Which of object, array, string or other a value is: items of the same kind may be rebuilt from one another. */
const kindOf = (value: JsonValue | undefined): string =>
  Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;

/**
 * An array rebuilt from blank: each new item is matched with an old one (the same `_key`; for items
 * without one, an equal value, else the item after the last one matched, if of the same kind), copied
 * when equal (runs of old items in order become one slice), rebuilt when changed, or sent as a value.
 */
function encodeArray(left: JsonValue[], right: JsonValue[]): Encoding {
  const byKey = new Map<string, number>();
  left.forEach((item, index) => {
    const key = keyOf(item);
    if (key !== undefined && !byKey.has(key)) byKey.set(key, index);
  });
  const rightKeys = new Set(right.map(keyOf).filter((key) => key !== undefined));
  let byValue: Map<string, number[]> | undefined;
  const equalItemAfter = (item: JsonValue, after: number): number | undefined => {
    if (byValue === undefined) {
      byValue = new Map();
      left.forEach((leftItem, index) => {
        const text = canonical(leftItem);
        const indices = byValue?.get(text);
        if (indices) indices.push(index);
        else byValue?.set(text, [index]);
      });
    }
    const indices = byValue.get(canonical(item));
    return indices?.find((index) => index > after) ?? indices?.[0];
  };

  const result: Encoding = { ops: [Op.Blank], size: 2 };
  let run: { from: number; to: number } | undefined;
  const flush = () => {
    if (!run) return;
    result.ops.push(Op.ArrayAppendSlice, run.from, run.to);
    result.size += 2 + tokenSize(run.from) + tokenSize(run.to);
    run = undefined;
  };
  let previous = -1;
  for (const item of right) {
    const key = keyOf(item);
    let match: number | undefined;
    if (key !== undefined) match = byKey.get(key);
    else {
      const next = previous + 1 < left.length ? previous + 1 : undefined;
      if (next !== undefined && deepEqual(left[next] ?? null, item)) match = next;
      else match = equalItemAfter(item, previous);
      const nextItem = next === undefined ? undefined : left[next];
      const nextKey = keyOf(nextItem);
      const nextIsFree = nextItem !== undefined && (nextKey === undefined || !rightKeys.has(nextKey));
      if (match === undefined && nextIsFree && kindOf(nextItem) === kindOf(item)) match = next;
    }
    if (match === undefined) {
      flush();
      result.ops.push(Op.ArrayAppendValue, item);
      result.size += 2 + tokenSize(item);
      continue;
    }
    previous = match;
    const inner = encode(left[match] ?? null, item);
    if (inner === COPY) {
      if (run && run.to === match) run.to += 1;
      else {
        flush();
        run = { from: match, to: match + 1 };
      }
      continue;
    }
    flush();
    const edit = smaller(
      { ops: [Op.ArrayAppendValue, item], size: 2 + tokenSize(item) },
      enter('element', match, inner),
    );
    result.ops.push(...edit.ops);
    result.size += edit.size;
  }
  flush();
  return result;
}

/** A string rebuilt from blank: the common prefix and suffix sliced from the old string, the middle sent as text. */
function encodeString(left: string, right: string): Encoding {
  const prefix = commonPrefixUnits(left, right);
  const suffix = commonSuffixUnits(left, right, prefix);
  const result: Encoding = { ops: [Op.Blank], size: 2 };
  const slice = (from: number, to: number) => {
    result.ops.push(Op.StringAppendSlice, from, to);
    result.size += 2 + tokenSize(from) + tokenSize(to);
  };
  if (prefix > 0) slice(0, utf8Size(left.slice(0, prefix)));
  const middle = right.slice(prefix, right.length - suffix);
  if (middle !== '') {
    result.ops.push(Op.StringAppendString, middle);
    result.size += 2 + tokenSize(middle);
  }
  if (suffix > 0) slice(utf8Size(left.slice(0, left.length - suffix)), utf8Size(left));
  return result;
}

/**
 * A string's length in UTF-8 bytes as the decoder counts it: a surrogate pair is 4 bytes, a lone
 * surrogate 3 (what its own counting gives), so offsets agree with the decoder on any string.
 */
function utf8Size(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.codePointAt(index) ?? 0;
    if (code > 0xffff) index++;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code <= 0xffff ? 3 : 4;
  }
  return bytes;
}

/** The UTF-16 length of the longest common prefix that ends between code points in both strings. */
function commonPrefixUnits(a: string, b: string): number {
  let index = 0;
  while (index < a.length && index < b.length) {
    const code = a.codePointAt(index);
    if (code !== b.codePointAt(index)) break;
    index += code !== undefined && code > 0xffff ? 2 : 1;
  }
  return index;
}

/** The code point that ends just before `end` and how many UTF-16 units it takes. */
function codePointBefore(text: string, end: number): { code: number; units: 1 | 2 } {
  const last = text.charCodeAt(end - 1);
  const before = end >= 2 ? text.charCodeAt(end - 2) : 0;
  const isPair = last >= 0xdc00 && last <= 0xdfff && before >= 0xd800 && before <= 0xdbff;
  return isPair ? { code: text.codePointAt(end - 2) ?? 0, units: 2 } : { code: last, units: 1 };
}

/** The UTF-16 length of the longest common suffix, whole code points in both, not reaching into the prefix. */
function commonSuffixUnits(a: string, b: string, prefix: number): number {
  let units = 0;
  const room = Math.min(a.length, b.length) - prefix;
  while (units < room) {
    const inA = codePointBefore(a, a.length - units);
    const inB = codePointBefore(b, b.length - units);
    if (inA.code !== inB.code || inA.units !== inB.units || units + inA.units > room) break;
    units += inA.units;
  }
  return units;
}

/** The decoder copies fields by assignment, which turns an own `__proto__` field into a prototype: send such objects whole. */
const hasProtoKey = (value: JsonObject): boolean => Object.hasOwn(value, '__proto__');

function isObject(value: JsonValue | null | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON equality: key order does not matter. */
function deepEqual(a: JsonValue | null, b: JsonValue | null): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => deepEqual(item, b[index] ?? null));
  }
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && deepEqual(a[key] ?? null, b[key] ?? null));
}

/** A value's JSON with sorted keys: equal values, equal text. */
function canonical(value: JsonValue): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value))
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key] ?? null)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}
