import type { Redirect } from '../content/schemas/index.ts';

/**
 * A legacy redirect rule, as content `redirect` documents and `redirects.ts` hold it.
 * `fromPath` is a path (`/old`), a prefix wildcard (`/old/*`) or a leading wildcard (`*suffix`).
 * Left out, `ignoreCase` is true and `redirectInBrowser` false, as in the content schema.
 */
export type RedirectRule = Pick<Redirect, 'fromPath' | 'toPath' | 'statusCode'> &
  Partial<Pick<Redirect, 'isPermanent' | 'ignoreCase' | 'redirectInBrowser'>>;

/** Where a matched request goes: `Location` and the rule's status. */
export interface RedirectTarget {
  location: string;
  status: 301 | 302;
}

/** The part of a URL the matcher reads (a `URL`, or the browser's `location`). */
export type RequestPath = Pick<URL, 'pathname'> & Partial<Pick<URL, 'search'>>;

type Kind = 'exact' | 'prefix' | 'suffix' | 'contains';

interface CompiledRule {
  /** Position in the rule list: the earlier rule wins between equals. */
  index: number;
  kind: Kind;
  /** The literal part of `fromPath`, trailing slash removed, lower-cased when `ignoreCase`. */
  pattern: string;
  /** For prefix rules: `/x/*` matches `/x` and below it, `/x*` any path that starts with `/x`. */
  boundary: boolean;
  ignoreCase: boolean;
  target: RedirectTarget;
}

interface RedirectTable {
  exact: Map<string, CompiledRule>;
  exactIgnoreCase: Map<string, CompiledRule>;
  /** Most specific (longest literal) first, then in rule order. */
  wildcards: CompiledRule[];
}

/** Rules compiled once for per-request matching: server rules and browser-only rules apart. */
export interface CompiledRedirects {
  server: RedirectTable;
  browser: RedirectTable;
}

const safeDecode = (path: string): string => {
  try {
    return decodeURI(path);
  } catch {
    return path; // a malformed escape: match the path as it came
  }
};

/** Decode `%xx` (legacy paths may hold spaces) and drop trailing slashes: `/old/` is `/old`. */
export function normalizePath(pathname: string): string {
  return safeDecode(pathname).replace(/\/+$/, '') || '/';
}

const isExternal = (target: string): boolean => /^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('//');
const withoutQuery = (path: string): string => path.replace(/[?#].*$/, '');

function compileRule(rule: RedirectRule, index: number): CompiledRule {
  const ignoreCase = rule.ignoreCase ?? true;
  let from = safeDecode(withoutQuery(rule.fromPath.trim()));
  const leading = from.startsWith('*');
  if (leading) from = from.slice(1);
  const trailing = from.endsWith('*');
  if (trailing) from = from.slice(0, -1);
  const boundary = trailing && from.endsWith('/');
  const literal = from.replace(/\/+$/, '');
  const kind: Kind = leading ? (trailing ? 'contains' : 'suffix') : trailing ? 'prefix' : 'exact';
  const pattern = kind === 'exact' ? literal || '/' : literal;
  const toPath = rule.toPath.trim();
  const location = isExternal(toPath) || toPath.startsWith('/') ? toPath : `/${toPath}`;
  return {
    index,
    kind,
    boundary,
    ignoreCase,
    pattern: ignoreCase ? pattern.toLowerCase() : pattern,
    target: { location, status: rule.statusCode },
  };
}

function buildTable(rules: readonly CompiledRule[]): RedirectTable {
  const table: RedirectTable = { exact: new Map(), exactIgnoreCase: new Map(), wildcards: [] };
  for (const rule of rules) {
    if (rule.kind !== 'exact') table.wildcards.push(rule);
    else {
      const map = rule.ignoreCase ? table.exactIgnoreCase : table.exact;
      if (!map.has(rule.pattern)) map.set(rule.pattern, rule);
    }
  }
  table.wildcards.sort((a, b) => b.pattern.length - a.pattern.length || a.index - b.index);
  return table;
}

/**
 * Compile rules once into a lookup structure (a Map per exact path, a short wildcard list). Rules
 * that say `redirectInBrowser` go to the browser table only; the rest to the server table.
 */
export function compileRedirects(rules: readonly RedirectRule[]): CompiledRedirects {
  const compiled = rules.map((rule, index) => ({ rule, compiled: compileRule(rule, index) }));
  const pick = (inBrowser: boolean) =>
    compiled.filter(({ rule }) => (rule.redirectInBrowser ?? false) === inBrowser).map((entry) => entry.compiled);
  return { server: buildTable(pick(false)), browser: buildTable(pick(true)) };
}

function wildcardMatches(rule: CompiledRule, path: string, folded: string): boolean {
  const candidate = rule.ignoreCase ? folded : path;
  switch (rule.kind) {
    case 'prefix':
      return rule.boundary
        ? candidate === rule.pattern || candidate.startsWith(`${rule.pattern}/`)
        : candidate.startsWith(rule.pattern);
    case 'suffix':
      return candidate.endsWith(rule.pattern);
    case 'contains':
      return candidate.includes(rule.pattern);
    default:
      return false;
  }
}

/** A target that is the request's own path would loop: such a rule is passed over. */
function loops(target: string, path: string): boolean {
  return !isExternal(target) && normalizePath(withoutQuery(target)) === path;
}

/**
 * The redirect for a request path, if a rule matches (docs/requirements.md#redirects): trailing-slash-insensitive,
 * case-insensitive for `ignoreCase` rules, exact rules before wildcards (the most specific wildcard
 * first), the query string (tracking parameters included) ignored. The target is returned as the rule
 * gives it (external URLs too). `inBrowser` matches only the browser-only rules; the server skips them.
 */
export function matchRedirect(
  url: RequestPath,
  rules: readonly RedirectRule[] | CompiledRedirects,
  { inBrowser = false }: { inBrowser?: boolean } = {},
): RedirectTarget | undefined {
  const compiled = 'server' in rules ? rules : compileRedirects(rules);
  const table = inBrowser ? compiled.browser : compiled.server;
  const path = normalizePath(url.pathname);
  const folded = path.toLowerCase();
  const exact = [table.exact.get(path), table.exactIgnoreCase.get(folded)]
    .filter((rule): rule is CompiledRule => rule !== undefined)
    .sort((a, b) => a.index - b.index);
  const candidates = [...exact, ...table.wildcards.filter((rule) => wildcardMatches(rule, path, folded))];
  return candidates.find((rule) => !loops(rule.target.location, path))?.target;
}
