/**
 * Algolia's filter languages, parsed into one form the engine applies: an AND-list of
 * OR-groups of (possibly negated) filters. Pure: no IO.
 *
 * - `filters`: `attr:value`, `attr:"quoted value"`, `attr:true`, `attr > 3` (`<` `<=` `=` `!=` `>=` `>`),
 *   `attr:1 TO 5` (inclusive), `_tags:x` or a bare `x`, AND / OR / NOT and parentheses, with Algolia's
 *   restrictions: no AND inside an OR, no NOT before parentheses, and an OR-group holds one type of filter.
 * - `facetFilters` (`attr:value`, `-attr:value` negated, `\-` escapes a leading minus), `numericFilters`
 *   (`attr > 3`, `attr:1 TO 5`) and `tagFilters` (`x`, `-x`): a string or AND-list of strings / OR-lists.
 * Facet values compare case-insensitively, tags case-sensitively (Algolia's rules).
 */

export type Comparison = '<' | '<=' | '=' | '!=' | '>=' | '>';

export type Filter =
  | { kind: 'facet'; attribute: string; value: string }
  | { kind: 'tag'; value: string }
  | { kind: 'numeric'; attribute: string; op: Comparison; value: number }
  | { kind: 'range'; attribute: string; low: number; high: number };

export interface Literal {
  negated: boolean;
  filter: Filter;
}
/** AND of OR-groups. */
export type Conjunction = Literal[][];

/** A filter the engine cannot read; the endpoint answers 400 with its message. */
export class FilterSyntaxError extends Error {}

type Token = { type: 'word' | 'quoted' | 'op' | '(' | ')' | ':'; text: string };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i] ?? '';
    if (/\s/.test(char)) {
      i++;
      continue;
    }
    if (char === '(' || char === ')' || char === ':') {
      tokens.push({ type: char, text: char });
      i++;
      continue;
    }
    if (char === '"' || char === "'") {
      let value = '';
      let j = i + 1;
      for (; j < text.length && text[j] !== char; j++)
        value += text[j] === '\\' && j + 1 < text.length ? text[++j] : text[j];
      if (j >= text.length) throw new FilterSyntaxError(`filters: unterminated quote at position ${i + 1}`);
      tokens.push({ type: 'quoted', text: value });
      i = j + 1;
      continue;
    }
    const op = /^(<=|>=|!=|<|>|=)/.exec(text.slice(i));
    if (op) {
      tokens.push({ type: 'op', text: op[0] });
      i += op[0].length;
      continue;
    }
    const word = /^[^\s():<>=!"']+/.exec(text.slice(i));
    if (!word) throw new FilterSyntaxError(`filters: unexpected "${char}" at position ${i + 1}`);
    tokens.push({ type: 'word', text: word[0] });
    i += word[0].length;
  }
  return tokens;
}

type Node =
  | { type: 'and' | 'or'; children: Node[]; parenthesised: boolean }
  | { type: 'not'; child: Node }
  | { type: 'filter'; filter: Filter };

const numberOf = (token: Token | undefined, context: string): number => {
  const value = token && token.type !== 'quoted' ? Number(token.text) : NaN;
  if (!token || token.text.trim() === '' || !Number.isFinite(value))
    throw new FilterSyntaxError(`${context}: "${token?.text ?? ''}" is not a number`);
  return value;
};

/** Recursive descent over the tokens: OR binds looser than AND, NOT tightest. */
class Parser {
  #at = 0;
  readonly tokens: Token[];
  readonly context: string;
  constructor(tokens: Token[], context: string) {
    this.tokens = tokens;
    this.context = context;
  }

  parse(): Node {
    const node = this.#or();
    if (this.#at < this.tokens.length)
      throw new FilterSyntaxError(`${this.context}: unexpected "${this.tokens[this.#at]?.text ?? ''}"`);
    return node;
  }

  #peekWord(word: string): boolean {
    const token = this.tokens[this.#at];
    return token?.type === 'word' && token.text === word;
  }

  #or(): Node {
    const children = [this.#and()];
    while (this.#peekWord('OR')) {
      this.#at++;
      children.push(this.#and());
    }
    return children.length === 1 && children[0] ? children[0] : { type: 'or', children, parenthesised: false };
  }

  #and(): Node {
    const children = [this.#unary()];
    while (this.#peekWord('AND')) {
      this.#at++;
      children.push(this.#unary());
    }
    return children.length === 1 && children[0] ? children[0] : { type: 'and', children, parenthesised: false };
  }

  #unary(): Node {
    if (this.#peekWord('NOT')) {
      this.#at++;
      return { type: 'not', child: this.#unary() };
    }
    const token = this.tokens[this.#at];
    if (token?.type === '(') {
      this.#at++;
      const inner = this.#or();
      if (this.tokens[this.#at]?.type !== ')') throw new FilterSyntaxError(`${this.context}: missing ")"`);
      this.#at++;
      return inner.type === 'and' || inner.type === 'or' ? { ...inner, parenthesised: true } : inner;
    }
    return { type: 'filter', filter: this.#filter() };
  }

  #filter(): Filter {
    const first = this.tokens[this.#at++];
    if (!first || (first.type !== 'word' && first.type !== 'quoted'))
      throw new FilterSyntaxError(`${this.context}: expected a filter, found "${first?.text ?? 'the end'}"`);
    const next = this.tokens[this.#at];
    if (next?.type === 'op') {
      this.#at++;
      return {
        kind: 'numeric',
        attribute: first.text,
        op: next.text as Comparison,
        value: numberOf(this.tokens[this.#at++], this.context),
      };
    }
    if (next?.type !== ':') return { kind: 'tag', value: first.text };
    this.#at++;
    const value = this.tokens[this.#at++];
    if (!value || (value.type !== 'word' && value.type !== 'quoted'))
      throw new FilterSyntaxError(`${this.context}: expected a value after "${first.text}:"`);
    if (this.#peekWord('TO')) {
      this.#at++;
      return {
        kind: 'range',
        attribute: first.text,
        low: numberOf(value, this.context),
        high: numberOf(this.tokens[this.#at++], this.context),
      };
    }
    return first.text === '_tags'
      ? { kind: 'tag', value: value.text }
      : { kind: 'facet', attribute: first.text, value: value.text };
  }
}

const typeOf = (filter: Filter): string => (filter.kind === 'range' ? 'numeric' : filter.kind);

function literalOf(node: Node, context: string): Literal {
  if (node.type === 'filter') return { negated: false, filter: node.filter };
  if (node.type === 'not' && node.child.type === 'filter') return { negated: true, filter: node.child.filter };
  if (node.type === 'not')
    throw new FilterSyntaxError(`${context}: NOT applies to one filter, not to a group in parentheses`);
  throw new FilterSyntaxError(`${context}: AND inside OR is not supported (write the conditions as ANDs of OR-groups)`);
}

function orGroup(node: Node, context: string): Literal[] {
  const literals =
    node.type === 'or' ? node.children.flatMap((child) => orGroup(child, context)) : [literalOf(node, context)];
  if (new Set(literals.map((literal) => typeOf(literal.filter))).size > 1) {
    throw new FilterSyntaxError(`${context}: an OR-group cannot mix filter types (facet, tag, numeric)`);
  }
  return literals;
}

/** Parse Algolia's `filters` string (empty: no filter). */
export function parseFilters(text: string): Conjunction {
  const tokens = tokenize(text);
  if (tokens.length === 0) return [];
  const root = new Parser(tokens, 'filters').parse();
  if (root.type === 'and' && root.parenthesised)
    throw new FilterSyntaxError('filters: a top-level AND cannot be put in parentheses');
  const conjuncts = root.type === 'and' ? root.children : [root];
  return conjuncts.map((node) => {
    if (node.type === 'and') throw new FilterSyntaxError('filters: AND in parentheses is not supported');
    return orGroup(node, 'filters');
  });
}

/** A list parameter (`facetFilters`, `numericFilters`, `tagFilters`) as AND of OR-groups of strings. */
export type FilterList = string | (string | string[])[];
const groupsOf = (list: FilterList | undefined): string[][] =>
  list === undefined
    ? []
    : typeof list === 'string'
      ? [[list]]
      : list.map((item) => (typeof item === 'string' ? [item] : item));

/** `facetFilters`: `attr:value`, `-attr:value` or `attr:-value` negated, `attr:\-value` a literal minus. */
export function parseFacetFilters(list: FilterList | undefined): Conjunction {
  return groupsOf(list).map((group) =>
    group.map((text) => {
      const colon = text.indexOf(':');
      if (colon <= 0) throw new FilterSyntaxError(`facetFilters: "${text}" is not attribute:value`);
      let attribute = text.slice(0, colon);
      let value = text.slice(colon + 1);
      let negated = false;
      if (attribute.startsWith('-')) {
        negated = true;
        attribute = attribute.slice(1);
      }
      if (value.startsWith('-')) {
        negated = true;
        value = value.slice(1);
      }
      value = value.replace(/^\\-/, '-').replace(/^"(.*)"$/, '$1');
      return { negated, filter: attribute === '_tags' ? { kind: 'tag', value } : { kind: 'facet', attribute, value } };
    }),
  );
}

/** `numericFilters`: `attr > 3`, `attr:1 TO 5`; no AND/OR/NOT inside a string (Algolia's rule). */
export function parseNumericFilters(list: FilterList | undefined): Conjunction {
  return groupsOf(list).map((group) =>
    group.map((text) => {
      const filter = new Parser(tokenize(text), 'numericFilters').parse();
      if (filter.type !== 'filter' || (filter.filter.kind !== 'numeric' && filter.filter.kind !== 'range')) {
        throw new FilterSyntaxError(`numericFilters: "${text}" is not a numeric comparison or range`);
      }
      return { negated: false, filter: filter.filter };
    }),
  );
}

/** `tagFilters`: `tag`, `-tag` negated; `""` (InstantSearch with no tag refinement) is no filter. */
export function parseTagFilters(list: FilterList | undefined): Conjunction {
  return groupsOf(list)
    .map((group) => group.filter((text) => text !== ''))
    .filter((group) => group.length > 0)
    .map((group) =>
      group.map((text) =>
        text.startsWith('-')
          ? { negated: true, filter: { kind: 'tag', value: text.slice(1) } }
          : { negated: false, filter: { kind: 'tag', value: text } },
      ),
    );
}

/** The values at a dotted attribute path of a record (arrays flattened: `industries.title`). */
export function valuesAt(record: unknown, path: string): unknown[] {
  let values: unknown[] = [record];
  for (const key of path.split('.')) {
    values = values.flatMap((value) => {
      const child: unknown =
        value !== null && typeof value === 'object' && !Array.isArray(value)
          ? (value as Record<string, unknown>)[key]
          : undefined;
      return Array.isArray(child) ? (child as unknown[]) : child === undefined || child === null ? [] : [child];
    });
  }
  return values;
}

const compare = (value: number, op: Comparison, bound: number): boolean =>
  op === '<'
    ? value < bound
    : op === '<='
      ? value <= bound
      : op === '='
        ? value === bound
        : op === '!='
          ? value !== bound
          : op === '>='
            ? value >= bound
            : value > bound;

function matchesFilter(record: unknown, filter: Filter): boolean {
  switch (filter.kind) {
    case 'tag':
      return valuesAt(record, '_tags').some((tag) => tag === filter.value);
    case 'facet': {
      const wanted = filter.value.toLowerCase();
      return valuesAt(record, filter.attribute).some((value) => String(value).toLowerCase() === wanted);
    }
    case 'numeric':
      return valuesAt(record, filter.attribute).some(
        (value) => typeof value === 'number' && compare(value, filter.op, filter.value),
      );
    case 'range':
      return valuesAt(record, filter.attribute).some(
        (value) => typeof value === 'number' && value >= filter.low && value <= filter.high,
      );
  }
}

/** Whether a record passes every OR-group. */
export const matchesConjunction = (record: unknown, conjunction: Conjunction): boolean =>
  conjunction.every((group) => group.some((literal) => matchesFilter(record, literal.filter) !== literal.negated));
