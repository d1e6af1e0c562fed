/**
 * The hostile-request corpus: generated, not hand-listed, so every endpoint meets every kind of
 * bad input. Each endpoint has a body that would be accepted; the corpus replaces one value at a time
 * (every path of the body) with each hostile value, sends bodies that are not what any endpoint expects,
 * and asks every path with every method. Pure: it only describes requests.
 */

/** One request of the corpus. */
export interface HostileRequest {
  /** What the request tries, for the report. */
  kind: 'value' | 'body' | 'huge' | 'method' | 'path';
  method: string;
  path: string;
  body?: string | Buffer;
  /** Needs the signed-in customer's session cookie. */
  signedIn: boolean;
  headers?: Record<string, string>;
}

/** Values that have broken servers before: control characters, broken UTF-16, huge, nested, odd types. */
export const HOSTILE_VALUES: readonly unknown[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u001b[31mred',
  'line\r\nBcc: victim@example.com',
  '\u202eevil',
  '\u0085next',
  'x'.repeat(10_001),
  "' OR 1=1 --<script>",
  '💥'.repeat(300),
  null,
  -1,
  1e308,
  3.5,
  true,
  [],
  { '\u0000': 1 },
  nested(50),
];

/** What replaces a whole object or list of a body (its own values get HOSTILE_VALUES one by one). */
const HOSTILE_BRANCHES: readonly unknown[] = ['\u0000', null, [], nested(50)];

/** An object nested `depth` levels deep. */
function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
}

/** Bodies no endpoint expects, as raw text or bytes. */
export const HOSTILE_BODIES: readonly (string | Buffer)[] = [
  '',
  'not json',
  '{',
  '[]',
  'null',
  '"text"',
  '1e999',
  '{"a":1,"a":2}',
  '\u0000',
  '{"\ud800":1}',
  `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
  `{"x":"${'\\u0000'}"}`,
  Buffer.from([0xff, 0xfe, 0x7b, 0x7d]),
  Buffer.from('{"x":"\xc3\x28"}', 'latin1'),
  `[${'['.repeat(3000)}${']'.repeat(3000)}]`,
];

/**
 * A well-formed JSON body far over every limit (20 MB; the largest any request may declare is 256 kB):
 * sent whole by a client that does not wait for an answer, it must still read its 413. One buffer,
 * shared by every endpoint's request.
 */
export const HUGE_BODY: Buffer = Buffer.from(JSON.stringify({ text: 'x'.repeat(20 * 1024 * 1024) }));

/** Every path of a JSON value (`['data', 'line_items', 0, 'quantity']`), leaves and branches. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const entries = Array.isArray(value) ? value.map((item, index) => [index, item] as const) : Object.entries(value);
  return [...(prefix.length > 0 ? [prefix] : []), ...entries.flatMap(([key, item]) => pathsOf(item, [...prefix, key]))];
}

/** The value at `path` of `value`. */
function valueAt(value: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>(
    (current, key) =>
      typeof current === 'object' && current !== null ? (current as Record<string, unknown>)[String(key)] : undefined,
    value,
  );
}

/** `value` with the value at `path` replaced by `replacement` (a deep copy). */
function replaced(value: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value))
    return (value as unknown[]).map((item, index) => (index === head ? replaced(item, rest, replacement) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [String(head)]: replaced(record[String(head)], rest, replacement) };
}

/** An endpoint with a body it would accept. */
export interface BodyEndpoint {
  method: string;
  path: string;
  body: unknown;
  signedIn: boolean;
}

/** Every value and body mutation of `endpoints`, and every method on `paths`. */
export function generateCorpus(
  endpoints: readonly BodyEndpoint[],
  paths: readonly string[],
  methods: readonly string[],
): HostileRequest[] {
  const corpus: HostileRequest[] = [];
  for (const endpoint of endpoints) {
    for (const path of pathsOf(endpoint.body)) {
      const branch = typeof valueAt(endpoint.body, path) === 'object' && valueAt(endpoint.body, path) !== null;
      for (const value of branch ? HOSTILE_BRANCHES : HOSTILE_VALUES) {
        corpus.push({
          kind: 'value',
          method: endpoint.method,
          path: endpoint.path,
          body: JSON.stringify(replaced(endpoint.body, path, value)),
          signedIn: endpoint.signedIn,
        });
      }
    }
    for (const body of HOSTILE_BODIES)
      corpus.push({ kind: 'body', method: endpoint.method, path: endpoint.path, body, signedIn: endpoint.signedIn });
    corpus.push({
      kind: 'huge',
      method: endpoint.method,
      path: endpoint.path,
      body: HUGE_BODY,
      signedIn: endpoint.signedIn,
    });
  }
  for (const path of paths) {
    for (const method of methods) corpus.push({ kind: 'method', method, path, signedIn: false });
  }
  return corpus;
}

/** Paths that are themselves hostile: NUL and broken escapes in route parameters, unknown API paths. */
export const HOSTILE_PATHS: readonly string[] = [
  '/pay/%00',
  '/pay/%ff',
  '/pay/%E0%A4%A',
  '/pay/..%2f..%2fetc%2fpasswd',
  '/pay/' + 'W'.repeat(5000),
  '/api/nope',
  '/api/auth/nope',
  '/api/auth/verify-email?token=%00',
  '/api/auth/verify-email?token=%ud800',
  '/api/auth/reset-password/%00',
  '/api/auth/reset-password/%00?callbackURL=%00',
  '/api/web-orders/%00',
  '/api/%00',
  '/1/indexes/%00/query',
  '/1/indexes/%ff/queries',
  '/1/nope',
  '/api/payments/test/%00',
  '/api/account/%00',
  '/api/account/sessions/%00',
  '/api/account/sessions/%ff',
  '/knowledge-hub/?q=%00',
  '/search?q=%00%ud800',
  '/app/%00',
  '/%00',
  '/%ff%fe',
];
