/**
 * The one building block every body schema uses against hostile text: no control characters
 * (tab, line feed and carriage return only where a field holds several lines), no invalid UTF-16 (a lone
 * surrogate such as "\ud800", which PostgreSQL and every mail header refuse), and JSON values of bounded
 * size and nesting. Pure and framework-free, so the browser's forms and the server refuse the same text.
 */
import * as z from 'zod/mini';
import { jsonProblem, textProblem } from './text-rules.ts';

export { isUnstorableText, jsonProblem, textProblem } from './text-rules.ts';

/**
 * A zod check for a text field: refuses invalid UTF-16 and control characters (tab and line breaks
 * allowed with `multiline`). `label` starts the message ("Phone must be a single line …").
 */
export const plainText = (label: string, options: { multiline?: boolean } = {}) =>
  z.superRefine((text: string, ctx) => {
    const problem = textProblem(text, options);
    if (problem) ctx.issues.push({ code: 'custom', message: `${label} ${problem}`, input: text });
  });

/**
 * A JSON value within JSON_LIMITS; the message names what is wrong ("marketingInfo: The value is nested
 * …"). Bodies reach it only after readBody's own depth check (lib/http/json-response.ts), so zod's
 * recursive JSON parse never meets a value nested thousands deep.
 */
export const boundedJson = () =>
  z.json().check(
    z.superRefine((value, ctx) => {
      const problem = jsonProblem(value);
      if (problem) ctx.issues.push({ code: 'custom', message: `The value ${problem}`, input: value });
    }),
  );
