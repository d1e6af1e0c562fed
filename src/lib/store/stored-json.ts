/**
 * Reading a persisted store's raw localStorage text without its schema, for the display-only readers
 * the header runs on every page (cart badge, account link): they must not load the store, which the
 * islands use. What such a reader shows is never a decision; ordering, pricing and emptying read the
 * value through the store and its readers (stored-shapes.ts).
 */

/** A stored text as JSON: nothing stored, text that is not JSON, or the parsed value. */
export type StoredJson = { kind: 'absent' } | { kind: 'unreadable' } | { kind: 'json'; value: unknown };

/** Parse a stored text (`Storage.getItem`'s answer). Never throws. */
export function parseStoredJson(raw: string | null | undefined): StoredJson {
  if (raw === null || raw === undefined) return { kind: 'absent' };
  try {
    return { kind: 'json', value: JSON.parse(raw) };
  } catch {
    return { kind: 'unreadable' };
  }
}

/** A JSON object (not null, not an array), whose fields may be read one by one. */
export const isJsonObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
