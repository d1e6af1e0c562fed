#!/usr/bin/env node
// `npm run bench -- --load`: the server under many visitors at once, with wrk (bench/wrk.mjs) when it is
// installed (Debian: apt-get install wrk), else autocannon. Four requests alone and their mix, at 50 and
// at 200 connections, on the embedded database (PGlite) and on PostgreSQL: requests/s, p50 and p99
// latency, errors (connection errors), timeouts and non-2xx answers, and the server's resident memory,
// event-loop delay and its own time per request (bench/event-loop-probe.mjs) after each database's runs.
// With wrk the mix is four wrk processes at once, a quarter of the connections each, one per request,
// so each request's own p99 is reported (the mix's row shows the worst); a request counts as a timeout
// only after 10 s, so a slow tail shows in the percentiles instead of disappearing into a count.
//   --client wrk|autocannon  (default: wrk when found; autocannon, in Node on the same cores, cannot keep
//                            200 connections busy and under-reports the tail)
//   npm run bench -- --load                      build into test-results/bench-site, then every run
//   npm run bench -- --load --reuse              the existing build (or --dir <outDir>)
//   --duration 10        seconds per request alone (default 10); --mix-duration 60 for the mix (default 60)
//   --connections 50,200 --databases pglite,postgres --requests static,hub,search,search-varied,values,mix
// The search alone asks the same thing each time (what a burst on one promoted product looks like, and what
// the engine's kept answers serve); `search-varied` cycles through up to 2,000 different queries made from
// the dataset's titles (words, their first letters as typed, pairs; 1,000 on the demo dataset), more than
// the engine keeps (500), so every search is searched: the engine's own cost.
//   --minutes 3          memory under load instead: the mix at 200 connections (or --connections) for that many
//                        runs of --mix-duration (60 s: minutes) in a row, and after each the server's resident memory
//                        and what holds it (its /metrics: the V8 heap, external memory and array buffers, the page
//                        cache, the search engine's kept answers, sockets; PGlite's WASM memory from /proc smaps);
//                        an instance must hold a flat line after the first (it fails past 10 % growth).
//   --port 47314         the server's port (the bench's own range; a second server gets port + 1)
//   --profile            the server under node --cpu-prof: where its CPU time went, in load.json (docs/performance.md)
//   --out <file>         where the results go (default bench/results/load.json)
// PostgreSQL: TEST_DATABASE_URL, else `node scripts/ensure-postgres.mjs` starts or finds the throwaway
// server; the bench creates its own database in it and drops it after. The search limit per address is
// raised out of the way (every request comes from 127.0.0.1); the limits are still counted.
// Results: bench/results/load.json and a Markdown table on stdout.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { summariseProfile } from './cpu-profile.mjs';
import { hasWrk, runWrk, wrkMeasures } from './wrk.mjs';
import { memoryBreakdown } from './memory.mjs';
import { ROOT, benchDatabase, build, hasBuild, rssMiB, serve } from './server.mjs';

const { values: args } = parseArgs({
  allowPositionals: true,
  options: {
    load: { type: 'boolean', default: true },
    reuse: { type: 'boolean', default: false },
    dir: { type: 'string', default: 'test-results/bench-site' },
    duration: { type: 'string', default: '10' },
    'mix-duration': { type: 'string', default: '60' },
    connections: { type: 'string', default: '' },
    minutes: { type: 'string', default: '' },
    databases: { type: 'string', default: 'pglite,postgres' },
    requests: { type: 'string', default: 'static,hub,search,search-varied,values,mix' },
    port: { type: 'string', default: '47314' },
    profile: { type: 'boolean', default: false },
    out: { type: 'string', default: 'bench/results/load.json' },
    dataset: { type: 'string', default: process.env.CONTENT_DATASET || 'content/dataset.ndjson' },
    client: { type: 'string', default: '' },
  },
});
const client = args.client || (hasWrk() ? 'wrk' : 'autocannon');
if (client === 'wrk' && !hasWrk())
  throw new Error('load: --client wrk, but wrk is not installed (Debian: apt-get install wrk).');
if (client === 'autocannon' && !args.client)
  console.log(
    'load: wrk not found, using autocannon (it under-reports the tail at 200 connections; apt-get install wrk)',
  );

const list = (value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const JSON_HEADERS = { 'content-type': 'application/json' };
/** What the site's search page asks (SearchPage.tsx): one query, 20 hits, the `kind` facet. */
const SEARCH_BODY = JSON.stringify({
  requests: [{ indexName: 'site', query: 'design', hitsPerPage: 20, page: 0, facets: ['kind'] }],
});
/** The four requests: a prerendered page (a file), the knowledge hub (rendered on demand, then kept), a search, the site values. */
const REQUESTS = {
  static: { label: 'static page (/offline/)', method: 'GET', path: '/offline/' },
  hub: { label: 'knowledge hub', method: 'GET', path: '/knowledge-hub/' },
  search: {
    label: 'search (POST /1/indexes/*/queries)',
    method: 'POST',
    path: '/1/indexes/*/queries',
    headers: JSON_HEADERS,
    body: SEARCH_BODY,
  },
  'search-varied': {
    label: 'search, 2,000 different queries',
    method: 'POST',
    path: '/1/indexes/*/queries',
    headers: JSON_HEADERS,
    body: SEARCH_BODY,
  },
  values: { label: '/api/values', method: 'GET', path: '/api/values' },
};

/** Up to 2,000 different search texts from the dataset's titles, in a fixed shuffled order. */
function variedQueries(datasetPath) {
  const titles = readFileSync(resolve(ROOT, datasetPath), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line))
    .flatMap((doc) => (typeof doc.title === 'string' ? [doc.title] : []));
  const words = [
    ...new Set(
      titles.flatMap((title) => title.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((word) => word.length >= 3),
    ),
  ];
  const texts = new Set();
  for (const word of words) for (let end = 2; end <= word.length; end++) texts.add(word.slice(0, end));
  for (let i = 0; i < words.length; i++) texts.add(`${words[i]} ${words[(i * 7 + 3) % words.length]}`);
  let seed = 28;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const shuffled = [...texts]
    .map((text) => [random(), text])
    .sort(([a], [b]) => a - b)
    .map(([, text]) => text);
  return shuffled.slice(0, 2000);
}
const queries = variedQueries(args.dataset);
REQUESTS['search-varied'].label = `search, ${queries.length} different queries in turn`;
let nextQuery = 0;
/** Each search-varied request asks the next query of the list. */
const variedSearchBody = (query) =>
  JSON.stringify({ requests: [{ indexName: 'site', query, hitsPerPage: 20, page: 0, facets: ['kind'] }] });
const variedBody = (request) => ({ ...request, body: variedSearchBody(queries[nextQuery++ % queries.length] ?? '') });

const minutes = Number(args.minutes || 0);
/** The memory mode (--minutes): the mix alone, at 200 connections unless told. */
const connectionCounts = list(args.connections || (minutes ? '200' : '50,200')).map(Number);
const requestNames = minutes ? ['mix'] : list(args.requests);
/** Growth of resident memory from the first run to the last that the memory mode accepts. */
const MAX_GROWTH = 0.1;
/** The bench's own token for the server's /metrics. */
const METRICS_TOKEN = randomBytes(24).toString('hex');
const duration = Number(args.duration);
const mixDuration = Number(args['mix-duration']);
const outDir = args.dir;
const resultsDir = resolve(ROOT, 'bench/results');
mkdirSync(resultsDir, { recursive: true });

if (!args.reuse || !hasBuild(resolve(ROOT, outDir))) {
  console.log(`load: building the site from ${args.dataset} into ${outDir} ...`);
  const seconds = build(outDir, { dataset: args.dataset, quiet: true });
  console.log(`load: built in ${seconds.toFixed(1)} s`);
}

const MIX = ['static', 'hub', 'search', 'values'];

/** One wrk run of one request; its row. */
async function wrkRow(origin, name, connections, seconds, threads) {
  const result = await runWrk(origin, REQUESTS[name], {
    connections,
    seconds,
    threads,
    ...(name === 'search-varied' ? { bodies: queries.map(variedSearchBody) } : {}),
  });
  return {
    request: REQUESTS[name].label,
    connections,
    seconds,
    ...wrkMeasures(result),
  };
}

/** One wrk run: a request alone, or the mix as four wrk processes at once (a quarter of the connections each). */
async function runWithWrk(origin, name, connections, seconds) {
  if (name !== 'mix')
    return { ...(await wrkRow(origin, name, connections, seconds)), load1: Math.round(loadavg()[0] * 100) / 100 };
  const share = Math.max(1, Math.floor(connections / MIX.length));
  const routes = await Promise.all(MIX.map((key) => wrkRow(origin, key, share, seconds, 1)));
  const sum = (key) => routes.reduce((total, route) => total + route[key], 0);
  const worst = (key) => Math.max(...routes.map((route) => route[key]));
  return {
    request: 'mix (the four at once, a quarter of the connections each; p50/p99: the worst request)',
    connections: share * MIX.length,
    seconds,
    requests: sum('requests'),
    perSecond: sum('perSecond'),
    p50Ms: worst('p50Ms'),
    p99Ms: worst('p99Ms'),
    maxMs: worst('maxMs'),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    non2xx: sum('non2xx'),
    routes,
    load1: Math.round(loadavg()[0] * 100) / 100,
  };
}

/** One run with the chosen client. */
const run = (origin, name, connections, seconds) =>
  client === 'wrk'
    ? runWithWrk(origin, name, connections, seconds)
    : runWithAutocannon(origin, name, connections, seconds);

/** One autocannon run; resolves to its summary. */
async function runWithAutocannon(origin, name, connections, seconds) {
  const requests =
    name === 'mix' ? ['static', 'hub', 'search', 'values'].map((key) => REQUESTS[key]) : [REQUESTS[name]];
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    timeout: 10,
    // Each connection cycles through the list: the mix is one of each in turn.
    requests: requests.map(({ method, path, headers, body }) => ({
      method,
      path,
      headers,
      body,
      ...(name === 'search-varied' ? { setupRequest: variedBody } : {}),
    })),
  });
  return {
    request: name === 'mix' ? 'mix (the four in turn)' : REQUESTS[name].label,
    connections,
    seconds,
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
const memory = [];
const profiles = [];
/** The memory mode's samples: per database, after each run. */
const samples = [];
const mib = (bytes) => (bytes === undefined ? '–' : String(Math.round(bytes / 1048576)));
const kib = (bytes) => (bytes === undefined ? '–' : `${Math.round(bytes / 1024)} KiB`);
for (const database of list(args.databases)) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tasman-load-'));
  const pgDatabase = database === 'postgres' ? await benchDatabase('bench_load') : undefined;
  const profileDir = args.profile ? mkdtempSync(join(tmpdir(), 'tasman-load-profile-')) : undefined;
  const server = await serve(
    outDir,
    Number(args.port),
    {
      CONTENT_DATASET: args.dataset,
      DATA_DIR: dataDir,
      RATE_LIMIT_SEARCH_PER_MINUTE: '1000000',
      METRICS_TOKEN,
      ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}),
      EVENT_LOOP_REPORT: join(dataDir, 'event-loop.json'),
    },
    {
      nodeArgs: [
        '--import',
        resolve(ROOT, 'bench/event-loop-probe.mjs'),
        ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      ],
    },
  );
  try {
    console.log(`load: ${database}, server ready in ${Math.round(server.readyMs)} ms, ${rssMiB(server.pid)} MiB`);
    // Warm: the hub rendered and kept, the search index built, the JIT warm.
    await run(server.origin, 'mix', 10, 3);
    // The probe's figures start over here: start-up and warm-up are not the load.
    process.kill(server.pid, 'SIGUSR2');
    if (minutes) {
      const held = await memoryBreakdown(server, METRICS_TOKEN);
      samples.push({ database, run: 0, ...held });
      console.log(`load: ${database} warm, before the load: ${describeMemory(held)}`);
    }
    for (const connections of connectionCounts) {
      for (const [turn, name] of (minutes ? Array.from({ length: minutes }, () => 'mix') : requestNames).entries()) {
        // Halfway through a run of the memory mode, what the server holds with every connection open.
        const during = minutes
          ? new Promise((resume) => setTimeout(resume, mixDuration * 500)).then(() =>
              memoryBreakdown(server, METRICS_TOKEN),
            )
          : undefined;
        const row = {
          database,
          ...(await run(server.origin, name, connections, name === 'mix' ? mixDuration : duration)),
        };
        if (during) {
          const [halfway, held] = [await during, await memoryBreakdown(server, METRICS_TOKEN)];
          samples.push({ database, run: turn + 1, connections, ...held, during: halfway });
          row.rssMiB = held.rssMiB;
          console.log(`load: ${database} halfway through run ${turn + 1}: ${describeMemory(halfway)}`);
          console.log(`load: ${database} after run ${turn + 1} of ${minutes}: ${describeMemory(held)}`);
        }
        rows.push(row);
        console.log(
          `load: ${database} ${row.request} @${connections}: ${row.perSecond} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, errors ${row.errors}, timeouts ${row.timeouts}, non-2xx ${row.non2xx} (load ${row.load1})`,
        );
        for (const route of row.routes ?? [])
          console.log(
            `load:   ${route.request} @${route.connections}: ${route.perSecond} req/s, p50 ${route.p50Ms} ms, p99 ${route.p99Ms} ms, max ${route.maxMs} ms, timeouts ${route.timeouts}`,
          );
      }
    }
    memory.push({ database, rssMiB: rssMiB(server.pid) });
  } finally {
    await server.stop();
    await pgDatabase?.drop();
  }
  try {
    const delay = JSON.parse(readFileSync(join(dataDir, 'event-loop.json'), 'utf8'));
    memory.at(-1).eventLoopDelay = delay;
    console.log(
      `load: ${database} after warm-up, event-loop delay: mean ${delay.meanMs} ms, p99 ${delay.p99Ms} ms, max ${delay.maxMs} ms; ` +
        `time in the server of ${delay.requests.count} requests: p50 ${delay.requests.p50Ms} ms, p99 ${delay.requests.p99Ms} ms, max ${delay.requests.maxMs} ms, ${delay.requests.over1s} over 1 s`,
    );
  } catch {
    // The server did not exit cleanly: no report.
  }
  rmSync(dataDir, { recursive: true, force: true });
  if (profileDir) {
    const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
    if (file) {
      const summary = summariseProfile(join(profileDir, file), { fromUs: server.readyAtUs, top: 25 });
      profiles.push({ database, ...summary });
      console.log(JSON.stringify(summary, null, 2));
    }
  }
}

/** One line of what holds a server's memory. */
function describeMemory(held) {
  return (
    `RSS ${held.rssMiB} MiB (peak ${held.peakMiB}); JS heap used ${mib(held.heapUsed)} of ${mib(held.heapTotal)} MiB, ` +
    `external ${mib(held.external)} MiB of which array buffers ${mib(held.arrayBuffers)}; resident: PGlite's WASM ` +
    `memory ${held.wasmResidentMiB ?? '–'} MiB, malloc ${held.mallocResidentMiB ?? '–'}, files ` +
    `${held.filesResidentMiB ?? '–'}, other anonymous (V8's pages, code, stacks) ${held.otherAnonymousMiB ?? '–'}; ` +
    `page cache ${kib(held.pageCache)}, search answers ${kib(held.searchAnswers)}; sockets ${held.sockets ?? '–'}`
  );
}

const growth = [];
if (minutes) {
  for (const database of list(args.databases)) {
    const runs = samples.filter((sample) => sample.database === database && sample.run > 0);
    if (runs.length < 2) continue;
    const [first, last] = [runs[0], runs.at(-1)];
    const share = (last.rssMiB - first.rssMiB) / first.rssMiB;
    growth.push({ database, firstMiB: first.rssMiB, lastMiB: last.rssMiB, share });
    console.log(
      `load: ${database} resident memory after each run: ${runs.map((sample) => sample.rssMiB).join(', ')} MiB; ` +
        `${(share * 100).toFixed(1)} % from the first run to the last (at most ${MAX_GROWTH * 100} %)`,
    );
    if (share >= MAX_GROWTH) process.exitCode = 1;
  }
}

const table = [
  '| database | request | connections | req/s | p50 ms | p99 ms | errors | timeouts | non-2xx | load avg |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.flatMap((row) => [
    `| ${row.database} | ${row.request} | ${row.connections} | ${row.perSecond} | ${row.p50Ms} | ${row.p99Ms} | ${row.errors} | ${row.timeouts} | ${row.non2xx} | ${row.load1} |`,
    ...(row.routes ?? []).map(
      (route) =>
        `| ${row.database} | — in the mix: ${route.request} | ${route.connections} | ${route.perSecond} | ${route.p50Ms} | ${route.p99Ms} | ${route.errors} | ${route.timeouts} | ${route.non2xx} | |`,
    ),
  ]),
].join('\n');
console.log(
  `\nUnder load (${client} from the same machine, ${duration} s per request alone, ${mixDuration} s for the mix):\n`,
);
console.log(table);
console.log(
  `\nServer resident memory after the runs: ${memory.map((entry) => `${entry.database} ${entry.rssMiB} MiB`).join(', ')}`,
);
writeFileSync(
  resolve(ROOT, args.out),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, client, build: outDir, rows, memory, profiles, ...(minutes ? { samples, growth } : {}) }, null, 2)}\n`,
);
console.log(`load: wrote ${args.out}`);
