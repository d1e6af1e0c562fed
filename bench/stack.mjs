#!/usr/bin/env node
// `npm run bench -- --stack`: the cache tier under load (docs/deployment.md, "The cache tier"). One
// `npm run stack` (Varnish in front of two instances on PostgreSQL), then, with wrk (else autocannon; --client
// wrk|autocannon) from the same machine at 200 connections, in turn:
//   - the `--load` mix (the static page, the knowledge hub, a search, /api/values, in turn) through the
//     cache, then straight to one instance;
//   - content pages alone (the hub and three kept pages, in turn) through the cache, then straight to one instance.
// Each: requests/s, p50/p99 latency, errors, timeouts, non-2xx, the 1-minute load average; through the cache
// also Varnish's hit ratio over the run (varnishstat: hits / all client requests).
//   npm run bench -- --stack [--reuse] [--dir <outDir>] [--duration 60] [--connections 200] [--runs 1] [--port 47330]
// --runs N repeats the four and prints the medians. Results: bench/results/stack.json and a Markdown table.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { hasWrk, runWrk, wrkMeasures } from './wrk.mjs';
import { ROOT, benchDatabase, build, hasBuild, median } from './server.mjs';

const { values: args } = parseArgs({
  allowPositionals: true,
  options: {
    stack: { type: 'boolean', default: true },
    reuse: { type: 'boolean', default: false },
    dir: { type: 'string', default: 'test-results/bench-site' },
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '200' },
    runs: { type: 'string', default: '1' },
    port: { type: 'string', default: '47330' },
    out: { type: 'string', default: 'bench/results/stack.json' },
    dataset: { type: 'string', default: process.env.CONTENT_DATASET || 'content/dataset.ndjson' },
    client: { type: 'string', default: '' },
  },
});
// wrk (in C) when installed: autocannon, a Node process on the same cores, was the bottleneck through the
// cache (it used about three times Varnish's CPU time), so it measured itself rather than the tier.
const client = args.client || (hasWrk() ? 'wrk' : 'autocannon');
if (client === 'wrk' && !hasWrk())
  throw new Error('stack bench: --client wrk, but wrk is not installed (Debian: apt-get install wrk).');

const JSON_HEADERS = { 'content-type': 'application/json' };
const SEARCH_BODY = JSON.stringify({
  requests: [{ indexName: 'site', query: 'design', hitsPerPage: 20, page: 0, facets: ['kind'] }],
});
/** The `--load` mix (bench/load.mjs), one of each in turn. */
const MIX = [
  { method: 'GET', path: '/offline/' },
  { method: 'GET', path: '/knowledge-hub/' },
  { method: 'POST', path: '/1/indexes/*/queries', headers: JSON_HEADERS, body: SEARCH_BODY },
  { method: 'GET', path: '/api/values' },
];
/** Content pages the instances render and keep (and so does the cache). */
const CONTENT = ['/knowledge-hub/', '/nz/about-us/', '/nz/products/kestrel-civil/', '/'].map((path) => ({
  method: 'GET',
  path,
}));
/** Browsers ask for brotli or gzip: the cache keeps one copy per encoding. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

const duration = Number(args.duration);
const connections = Number(args.connections);
const runs = Math.max(1, Number(args.runs));
const port = Number(args.port);
const outDir = args.dir;

if (!args.reuse || !hasBuild(resolve(ROOT, outDir))) {
  console.log(`stack bench: building the site from ${args.dataset} into ${outDir} ...`);
  const seconds = build(outDir, { dataset: args.dataset, quiet: true });
  console.log(`stack bench: built in ${seconds.toFixed(1)} s`);
}

/** Starts `npm run stack` on this build; resolves with its URL, the instances' origins and Varnish's working folder. */
async function startStack(env) {
  const child = spawn(process.execPath, ['scripts/stack.mjs', '--dir', outDir], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise((done, fail) => {
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      output += chunk;
      if (output.includes('stack: ready at ')) done();
    });
    child.once('exit', (code) => fail(new Error(`the stack exited (${code}) before it was ready`)));
  });
  // Keep draining its output (the instances' logs) so they never block on a full pipe.
  child.stdout.resume();
  const url = /stack: ready at (\S+)/.exec(output)?.[1] ?? '';
  const instances = [...output.matchAll(/stack: instance \w+ pid \d+ on (\S+)/g)].map((match) => match[1]);
  const varnishDir = /varnishstat -n (\S+)\)/.exec(output)?.[1] ?? '';
  return {
    origin: url.replace(/\/$/, ''),
    instances,
    varnishDir,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}

/** Varnish's counters now (varnishstat), those a hit ratio needs. */
function varnishCounters(varnishDir) {
  const result = spawnSync(
    'varnishstat',
    [
      '-n',
      varnishDir,
      '-1',
      '-j',
      '-f',
      'MAIN.client_req',
      '-f',
      'MAIN.cache_hit',
      '-f',
      'MAIN.cache_miss',
      '-f',
      'MAIN.s_pass',
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`varnishstat failed: ${result.stderr}`);
  const parsed = JSON.parse(result.stdout);
  const counters = parsed.counters ?? parsed;
  const value = (name) => Number(counters[name]?.value ?? 0);
  return {
    requests: value('MAIN.client_req'),
    hits: value('MAIN.cache_hit'),
    misses: value('MAIN.cache_miss'),
    passes: value('MAIN.s_pass'),
  };
}

/** One run over `requests` in turn on every connection (wrk, else autocannon). */
async function load(origin, requests, seconds) {
  if (client === 'wrk') {
    const result = await runWrk(
      origin,
      requests.map((request) => ({ ...request, headers: { ...BROWSER, ...request.headers } })),
      { connections, seconds, timeoutSeconds: 10 },
    );
    return { ...wrkMeasures(result), load1: Math.round(loadavg()[0] * 100) / 100 };
  }
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    timeout: 10,
    requests: requests.map(({ method, path, headers, body }) => ({
      method,
      path,
      headers: { ...BROWSER, ...headers },
      body,
    })),
  });
  return {
    requests: result.requests.total,
    perSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    load1: Math.round(loadavg()[0] * 100) / 100,
  };
}

const rows = [];
const dataDir = mkdtempSync(join(tmpdir(), 'tasman-stack-bench-'));
const database = await benchDatabase('bench_stack');
const stack = await startStack({
  STACK_PORT: String(port),
  STACK_INSTANCE_PORTS: `${port + 1},${port + 2}`,
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  CONTENT_DATASET: args.dataset,
  // Every request comes from 127.0.0.1: the search limit per address out of the way (still counted).
  RATE_LIMIT_SEARCH_PER_MINUTE: '1000000',
});
try {
  console.log(`stack bench: ${stack.origin} in front of ${stack.instances.join(' and ')}`);
  // Warm: pages rendered and kept by the instances and the cache, search indexes built, the JIT warm.
  for (const target of [stack.origin, ...stack.instances]) await load(target, [...MIX, ...CONTENT], 3);
  for (let run = 0; run < runs; run++) {
    for (const [name, requests] of [
      ['mix', MIX],
      ['content pages', CONTENT],
    ]) {
      for (const [via, origin] of [
        ['cache', stack.origin],
        ['one instance', stack.instances[0]],
      ]) {
        const before = via === 'cache' ? varnishCounters(stack.varnishDir) : undefined;
        const row = {
          run: run + 1,
          set: name,
          via,
          connections,
          seconds: duration,
          ...(await load(origin, requests, duration)),
        };
        if (before) {
          const after = varnishCounters(stack.varnishDir);
          const served = after.requests - before.requests;
          row.hitRatio = served > 0 ? Math.round(((after.hits - before.hits) / served) * 1000) / 1000 : 0;
          row.passes = after.passes - before.passes;
          row.misses = after.misses - before.misses;
        }
        rows.push(row);
        console.log(
          `stack bench: run ${row.run} ${name} via ${via} @${connections}: ${row.perSecond} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, errors ${row.errors}, timeouts ${row.timeouts}, non-2xx ${row.non2xx}${row.hitRatio === undefined ? '' : `, hit ratio ${row.hitRatio}`} (load ${row.load1})`,
        );
      }
    }
  }
} finally {
  await stack.stop();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** Medians over the runs, per request set and route. */
const medians = [];
for (const name of ['mix', 'content pages']) {
  for (const via of ['cache', 'one instance']) {
    const these = rows.filter((row) => row.set === name && row.via === via);
    const pick = (field) =>
      these.some((row) => row[field] !== undefined) ? median(these.map((row) => row[field])) : undefined;
    medians.push({
      set: name,
      via,
      runs: these.length,
      perSecond: pick('perSecond'),
      p50Ms: pick('p50Ms'),
      p99Ms: pick('p99Ms'),
      errors: pick('errors'),
      timeouts: pick('timeouts'),
      non2xx: pick('non2xx'),
      hitRatio: pick('hitRatio'),
      load1: pick('load1'),
    });
  }
}
const table = [
  '| requests | via | req/s | p50 ms | p99 ms | errors | timeouts | non-2xx | hit ratio | load avg |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...medians.map(
    (row) =>
      `| ${row.set} | ${row.via} | ${row.perSecond} | ${row.p50Ms} | ${row.p99Ms} | ${row.errors} | ${row.timeouts} | ${row.non2xx} | ${row.hitRatio ?? '–'} | ${row.load1} |`,
  ),
].join('\n');
const ratio = (name) => {
  const cache = medians.find((row) => row.set === name && row.via === 'cache')?.perSecond ?? 0;
  const one = medians.find((row) => row.set === name && row.via === 'one instance')?.perSecond ?? 0;
  return one > 0 ? (cache / one).toFixed(1) : '–';
};
console.log(
  `\nThrough Varnish and straight to one instance (${client} from the same machine, ${connections} connections, ${duration} s each, medians of ${runs} run(s)):\n`,
);
console.log(table);
console.log(`\nThrough the cache / one instance: mix ${ratio('mix')}x, content pages ${ratio('content pages')}x`);
mkdirSync(resolve(ROOT, 'bench/results'), { recursive: true });
writeFileSync(
  resolve(ROOT, args.out),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, client, build: outDir, connections, seconds: duration, runs: rows, medians }, null, 2)}\n`,
);
console.log(`stack bench: wrote ${args.out}`);
