/**
 * The rules of safe-text.ts without zod: what is wrong with a text or a JSON value. The client store reads
 * localStorage with these (lib/store/stored-shapes.ts) on every island's start, where zod's schema
 * machinery would cost 10 kB gzip; safe-text.ts wraps them as zod checks for the schemas.
 */

/** C0 and C1 control characters and DEL, except tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- finding control characters is what these patterns are for
const CONTROL_IN_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Every C0 and C1 control character and DEL: a single-line field holds none. */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_IN_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F]/;

/** Longest text a user field may hold (user.ts). */
export const USER_TEXT_MAX_LENGTH = 500;

/** The message of a text with characters no field accepts. */
export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';
export const SINGLE_LINE_MESSAGE = 'must be a single line without control characters';
export const INVALID_TEXT_MESSAGE = 'must be valid Unicode text';

/** What is wrong with `text`, or undefined: invalid UTF-16, or a control character it may not hold. */
export function textProblem(text: string, { multiline = false }: { multiline?: boolean } = {}): string | undefined {
  if (!text.isWellFormed()) return INVALID_TEXT_MESSAGE;
  if (multiline ? CONTROL_IN_MULTILINE.test(text) : CONTROL_IN_SINGLE_LINE.test(text)) {
    return multiline ? CONTROL_CHARACTER_MESSAGE : SINGLE_LINE_MESSAGE;
  }
  return undefined;
}

/** True for text no field of the site accepts: a NUL or an invalid UTF-16 sequence. */
export const isUnstorableText = (text: string): boolean => !text.isWellFormed() || text.includes('\u0000');

/** Limits of a JSON value the site stores without a shape of its own (marketingInfo, opaque documents). */
export const JSON_LIMITS = { depth: 8, nodes: 1000, stringLength: 5000 } as const;

/**
 * What is wrong with a JSON value, or undefined: nested deeper than `depth`, more than `nodes` values,
 * a string (or key) longer than `stringLength` or with text `textProblem` refuses (line breaks allowed).
 * Iterative, so a value nested thousands deep cannot exhaust the stack.
 */
export function jsonProblem(
  value: unknown,
  limits: { depth: number; nodes: number; stringLength: number } = JSON_LIMITS,
): string | undefined {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  let nodes = 0;
  const stringProblem = (text: string) =>
    text.length > limits.stringLength
      ? `holds text longer than ${limits.stringLength} characters`
      : textProblem(text, { multiline: true });
  while (pending.length > 0) {
    const next = pending.pop();
    if (!next) break;
    nodes += 1;
    if (nodes > limits.nodes) return `holds more than ${limits.nodes} values`;
    const { value: current, depth } = next;
    if (typeof current === 'string') {
      const problem = stringProblem(current);
      if (problem) return problem;
    } else if (typeof current === 'object' && current !== null) {
      if (depth >= limits.depth) return `is nested more than ${limits.depth} levels deep`;
      const entries = Array.isArray(current) ? current.map((item) => ['', item] as const) : Object.entries(current);
      for (const [key, item] of entries) {
        const problem = key === '' ? undefined : stringProblem(key);
        if (problem) return problem;
        pending.push({ value: item, depth: depth + 1 });
      }
    }
  }
  return undefined;
}
