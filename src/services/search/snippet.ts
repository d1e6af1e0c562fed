/**
 * Snippets (`attributesToSnippet`, `_snippetResult`): a window of N words (`attr:N`, 10 by default, as
 * Algolia) of an already highlighted value, around its first highlighted word, with `…` where text was cut
 * (Algolia's default `snippetEllipsisText`). Pure.
 */

/** `title` or `title:5` as attribute and word count. */
export function snippetSpec(spec: string): { attribute: string; words: number } {
  const match = /^(.+):(\d+)$/.exec(spec);
  return match ? { attribute: match[1] ?? spec, words: Math.max(1, Number(match[2])) } : { attribute: spec, words: 10 };
}

/** The snippet of a highlighted value: `words` words around the first one holding `pre`. */
export function snippet(highlighted: string, pre: string, words: number): string {
  const tokens = highlighted.split(/\s+/).filter(Boolean);
  if (tokens.length <= words) return tokens.join(' ');
  const first = Math.max(
    0,
    tokens.findIndex((token) => token.includes(pre)),
  );
  const start = Math.max(0, Math.min(first - Math.floor((words - 1) / 2), tokens.length - words));
  const end = start + words;
  return `${start > 0 ? '… ' : ''}${tokens.slice(start, end).join(' ')}${end < tokens.length ? ' …' : ''}`;
}
