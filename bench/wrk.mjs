// wrk (https://github.com/wg/wrk), a load client in C, for `npm run bench -- --load` (bench/load.mjs):
// it keeps every connection busy where autocannon, in Node on the same cores, falls behind and so
// under-reports the server's tail. Each run gets a Lua script that sets the request (method, headers,
// body, or a body per request from a list) and prints wrk's summary as one JSON line when done:
// requests, bytes, the latency percentiles (microseconds) and the errors wrk counts.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Whether `wrk` can be run (Debian: apt-get install wrk). */
export const hasWrk = () => spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;

/** A Lua string literal. */
const lua = (text) => `"${text.replace(/[\\"]/g, (c) => `\\${c}`).replace(/\n/g, '\\n')}"`;

/** A Lua table of headers. */
const luaHeaders = (headers) =>
  `{${Object.entries(headers)
    .map(([name, value]) => `[${lua(name)}] = ${lua(value)}`)
    .join(', ')}}`;

/**
 * The Lua script of several requests asked in turn on each connection (formatted once, when each
 * thread starts), like autocannon's `requests` list.
 */
function rotationLines(requests) {
  return [
    'local specs = {',
    ...requests.map(
      ({ method, path, headers = {}, body }) =>
        `  {${lua(method)}, ${lua(path)}, ${luaHeaders(headers)}, ${body === undefined ? 'nil' : lua(body)}},`,
    ),
    '}',
    'local formatted = {}',
    'local n = 0',
    'init = function(args) for i, spec in ipairs(specs) do formatted[i] = wrk.format(spec[1], spec[2], spec[3], spec[4]) end end',
    'request = function() n = n % #formatted + 1; return formatted[n] end',
  ];
}

/** The Lua lines of one request: fixed, or its body taken in turn from `bodies`. */
function oneRequestLines({ method, path, headers = {}, body }, bodies) {
  const lines = [
    `wrk.method = ${lua(method)}`,
    `wrk.path = ${lua(path)}`,
    ...Object.entries(headers).map(([name, value]) => `wrk.headers[${lua(name)}] = ${lua(value)}`),
    ...(body !== undefined ? [`wrk.body = ${lua(body)}`] : []),
  ];
  if (bodies) {
    lines.push(
      `local bodies = {${bodies.map(lua).join(',\n')}}`,
      'local n = 0',
      'request = function() n = n % #bodies + 1; return wrk.format(nil, nil, nil, bodies[n]) end',
    );
  }
  return lines;
}

/**
 * The Lua script of one request (fixed, or its body taken in turn from `bodies`), or of a list of
 * requests asked in turn; it prints the summary as one JSON line when done.
 */
function script(request, bodies) {
  const lines = Array.isArray(request) ? rotationLines(request) : oneRequestLines(request, bodies);
  lines.push(
    'done = function(summary, latency, requests)',
    '  local e = summary.errors',
    '  io.write(string.format(\'{"requests":%d,"bytes":%d,"durationUs":%d,"p50Us":%d,"p90Us":%d,"p99Us":%d,"maxUs":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\\n\',',
    '    summary.requests, summary.bytes, summary.duration, latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max, e.connect, e.read, e.write, e.status, e.timeout))',
    'end',
  );
  return `${lines.join('\n')}\n`;
}

const ms = (us) => Math.round(us / 100) / 10;

/** A wrk summary as the benches' rows have it: requests/s, latencies in ms, errors, timeouts, non-2xx. */
export function wrkMeasures(result) {
  return {
    requests: result.requests,
    perSecond: Math.round(result.requests / (result.durationUs / 1e6)),
    p50Ms: ms(result.p50Us),
    p90Ms: ms(result.p90Us),
    p99Ms: ms(result.p99Us),
    maxMs: ms(result.maxUs),
    errors: result.connect + result.read + result.write,
    timeouts: result.timeout,
    non2xx: result.status,
  };
}

/**
 * Runs wrk against `origin` with `connections` for `seconds` (threads: at most 2 and at most the
 * connections); a request slower than `timeoutSeconds` counts as a timeout. Resolves to the summary.
 */
export function runWrk(
  origin,
  request,
  { connections, seconds, threads = Math.min(2, connections), timeoutSeconds = 10, bodies },
) {
  const dir = mkdtempSync(join(tmpdir(), 'tasman-wrk-'));
  const file = join(dir, 'request.lua');
  writeFileSync(file, script(request, bodies));
  return new Promise((resolve, reject) => {
    const child = spawn(
      'wrk',
      [
        '-t',
        String(threads),
        '-c',
        String(connections),
        '-d',
        `${seconds}s`,
        '--timeout',
        `${timeoutSeconds}s`,
        '-s',
        file,
        origin,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    // 'close', not 'exit': the process can exit before its last output is read from the pipe, and a
    // summary lost that way failed a whole bench run now and then ("wrk exited with 0:").
    child.once('close', (code) => {
      rmSync(dir, { recursive: true, force: true });
      const line = output.split('\n').find((text) => text.startsWith('{"requests"'));
      if (code !== 0 || !line) reject(new Error(`wrk exited with ${code}: ${output.slice(-500)}`));
      else resolve(JSON.parse(line));
    });
  });
}
