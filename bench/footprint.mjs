#!/usr/bin/env node
// `npm run bench -- --footprint`: what one server instance costs, on PGlite and on PostgreSQL.
//  - Time to ready: from spawning scripts/serve.mjs to its listening port answering GET /api/health, on an
//    empty DATA_DIR (PostgreSQL: a new database) and a warm one (the same again), median of --runs (3),
//    with the load average; and the phases of the start (the JSON log's start event, scripts/serve.mjs).
//  - Resident memory and the V8 heap (GET /metrics) right after each warm start and after --requests
//    (2,000) mixed requests, 8 at a time: every template's page in turn, a site search, /api/values;
//    medians of the --runs warm starts. The server runs with `npm run serve`'s Node options.
//  - The returning buyer's /app (embedded only): script requests and gzip bytes before /app/cart/ shows a
//    stored cart (mirrored into /app's cookie by an earlier visit) and works, in Chromium.
//  - The costliest search request (10 queries × the commonest title word × 100 hits on about 10,000
//    records): `npm run bench:search` (bench/search-latency.ts), its median and p95.
//  - Scripts and gzip bytes per template before any interaction (embedded only; the main table of
//    `npm run bench` has them too, with Lighthouse).
//   npm run bench -- --footprint [--reuse] [--dir <outDir>] [--runs 3] [--requests 2000] [--databases pglite,postgres] [--no-search]
// Results: bench/results/footprint.json and a Markdown table on stdout.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { benchPages } from './pages.mjs';
import { scriptsBeforeInteraction } from './page-scripts.mjs';
import { ROOT, benchDatabase, build, hasBuild, median, rssMiB, serve, serveCommand, statusMiB } from './server.mjs';

const { values: args } = parseArgs({
  allowPositionals: true,
  options: {
    footprint: { type: 'boolean', default: true },
    reuse: { type: 'boolean', default: false },
    dir: { type: 'string', default: 'test-results/bench-site' },
    runs: { type: 'string', default: '3' },
    requests: { type: 'string', default: '2000' },
    databases: { type: 'string', default: 'pglite,postgres' },
    'no-search': { type: 'boolean', default: false },
    port: { type: 'string', default: '47316' },
    dataset: { type: 'string', default: process.env.CONTENT_DATASET || 'content/dataset.ndjson' },
  },
});

const runs = Number(args.runs);
const outDir = args.dir;
const port = Number(args.port);
const load = () => loadavg().map((value) => Math.round(value * 100) / 100);

if (!args.reuse || !hasBuild(resolve(ROOT, outDir))) {
  console.log(`footprint: building the site from ${args.dataset} into ${outDir} ...`);
  const seconds = build(outDir, { dataset: args.dataset, quiet: true });
  console.log(`footprint: built in ${seconds.toFixed(1)} s`);
}

/** The start event's phases, from the server's JSON log (scripts/serve.mjs). */
function startEventOf(lines) {
  for (const line of lines) {
    try {
      const entry = JSON.parse(line);
      if (entry.event === 'start') return { readyMs: entry.readyMs, phases: entry.phases };
    } catch {
      // Not a JSON line.
    }
  }
  return undefined;
}

/** Asks the server's GET /metrics (METRICS_TOKEN below) for its V8 heap: used and total, in MiB. */
const METRICS_TOKEN = 'footprint-bench-metrics-token';
async function heapMiB(origin) {
  const answer = await fetch(`${origin}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await answer.text();
  const value = (name) => {
    const bytes = new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1];
    return bytes === undefined ? undefined : Math.round(Number(bytes) / 1048576);
  };
  return { heapUsedMiB: value('nodejs_heap_size_used_bytes'), heapTotalMiB: value('nodejs_heap_size_total_bytes') };
}

/** One server start on `env`; resolves to the server and the lines of its log so far (they keep coming). */
async function start(env) {
  const lines = [];
  const server = await serve(
    outDir,
    port,
    { CONTENT_DATASET: args.dataset, RATE_LIMIT_SEARCH_PER_MINUTE: '1000000', METRICS_TOKEN, ...env },
    { readyPath: '/api/health', pollMs: 20, onLine: (line) => lines.push(line) },
  );
  return { server, lines };
}

const SEARCH_BODY = JSON.stringify({
  requests: [{ indexName: 'site', query: 'design', hitsPerPage: 20, page: 0, facets: ['kind'] }],
});
const mixed = [
  ...benchPages(resolve(ROOT, args.dataset))
    .filter(([template]) => !template.includes('(app)') && template !== 'app')
    .map(([, path]) => ({ path })),
  {
    path: '/1/indexes/*/queries',
    init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: SEARCH_BODY },
  },
  { path: '/api/values' },
];

/** `count` requests from the mix, `concurrency` at a time; resolves to the statuses seen. */
async function mixedRequests(origin, count, concurrency = 8) {
  const statuses = new Map();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const { path, init } = mixed[next++ % mixed.length];
        const answer = await fetch(`${origin}${path}`, init);
        await answer.arrayBuffer();
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    }),
  );
  return Object.fromEntries(statuses);
}

/**
 * Scripts and gzip bytes before a returning buyer's /app/cart/ shows the stored cart and works, without
 * interaction: a first visit stores the cart and a signed-in user and shows one page, whose header
 * mirrors the cart into /app's cookie (src/features/cart/cart-cookie.ts); then a new visit (empty
 * cache, the same storage and cookies) goes straight to /app/cart/.
 */
async function returningBuyer(origin) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const visit = await browser.newContext({ serviceWorkers: 'block' });
    const first = await visit.newPage();
    const [[, contentPath]] = benchPages(args.dataset);
    await first.goto(`${origin}${contentPath}`);
    await first.evaluate(() => {
      const line = {
        lineitem_id: 'L1',
        _key: 'L1',
        product: { product_id: 'L1', product_category: 'Software' },
        quantity: 2,
        price: { currency: 'NZD', amount: '10.00', price_id: 'L1' },
        title: 'A licence',
      };
      localStorage.setItem('tasman:cart', JSON.stringify([line]));
      localStorage.setItem('tasman:user', JSON.stringify({ uid: 'u1', emailVerified: true, first_name: 'Ana' }));
    });
    await first.reload();
    const storageState = await visit.storageState();
    await visit.close();
    const context = await browser.newContext({ storageState, serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(`${origin}/app/cart/`, { waitUntil: 'networkidle' });
    await page.getByText('A licence').first().waitFor({ timeout: 30_000 });
    let gzip = 0;
    for (const script of scripts) gzip += gzipSync(await script.body(), { level: 9 }).length;
    return { scripts: scripts.length, gzipBytes: gzip };
  } finally {
    await browser.close();
  }
}

/** Per template, the scripts and their gzip bytes (inline ones included) before any interaction. */
async function scriptsPerTemplate(origin) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const rows = [];
    for (const [template, path] of benchPages(args.dataset)) {
      const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1366, height: 900 } });
      const { requests, gzip } = await scriptsBeforeInteraction(await context.newPage(), `${origin}${path}`);
      rows.push({ template, path, scripts: requests, gzipBytes: gzip });
      await context.close();
    }
    return rows;
  } finally {
    await browser.close();
  }
}

const results = { measuredAt: new Date().toISOString(), node: process.version, loadAtStart: load(), databases: [] };
for (const database of args.databases
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean)) {
  const ready = { empty: [], warm: [] };
  let phases;
  let statuses;
  const memory = {
    afterStartMiB: [],
    settledAfterStartMiB: [],
    afterRequestsMiB: [],
    peakMiB: [],
    heapUsedAfterStartMiB: [],
    heapUsedAfterRequestsMiB: [],
    heapTotalAfterRequestsMiB: [],
  };
  for (let run = 0; run < runs; run++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'tasman-footprint-'));
    const pgDatabase = database === 'postgres' ? await benchDatabase('bench_footprint') : undefined;
    const env = { DATA_DIR: dataDir, ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}) };
    try {
      for (const kind of ['empty', 'warm']) {
        const { server, lines } = await start(env);
        ready[kind].push(server.readyMs);
        if (kind === 'warm') {
          memory.afterStartMiB.push(rssMiB(server.pid));
          memory.heapUsedAfterStartMiB.push((await heapMiB(server.origin)).heapUsedMiB);
          // Ready comes before the start's transient memory (PGlite's and the parser's) is given back.
          await new Promise((done) => setTimeout(done, 3000));
          memory.settledAfterStartMiB.push(rssMiB(server.pid));
          statuses = await mixedRequests(server.origin, Number(args.requests));
          memory.afterRequestsMiB.push(rssMiB(server.pid));
          memory.peakMiB.push(statusMiB(server.pid, 'VmHWM'));
          const heap = await heapMiB(server.origin);
          memory.heapUsedAfterRequestsMiB.push(heap.heapUsedMiB);
          memory.heapTotalAfterRequestsMiB.push(heap.heapTotalMiB);
          // The log is written asynchronously: the start event is there by now.
          phases ??= startEventOf(lines)?.phases;
        }
        if (run === 0 && kind === 'warm') {
          if (database === 'pglite') {
            results.returningBuyerApp = await returningBuyer(server.origin);
            results.scriptsPerTemplate = await scriptsPerTemplate(server.origin);
          }
        }
        await server.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await pgDatabase?.drop();
    }
  }
  results.databases.push({
    database,
    readyEmptyMs: Math.round(median(ready.empty)),
    readyWarmMs: Math.round(median(ready.warm)),
    warmStartPhasesMs: phases,
    ...Object.fromEntries(Object.entries(memory).map(([name, values]) => [name, median(values)])),
    requests: Number(args.requests),
    statuses,
  });
}

if (!args['no-search']) {
  console.log('footprint: the costliest search (npm run bench:search, about 10,000 records) ...');
  const search = spawnSync(process.execPath, ['bench/search-latency.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (search.status === 0) {
    const latency = JSON.parse(readFileSync(resolve(ROOT, 'bench/results/search-latency.json'), 'utf8'));
    results.costliestSearch = {
      records: latency.records,
      word: latency.commonestWord,
      medianMs: latency.commonestWordRequestMedianMs,
      p95Ms: latency.commonestWordRequestP95Ms,
      refused: latency.commonestWordRequestsRefused,
    };
  }
}
results.loadAtEnd = load();

console.log(
  `\nOne instance, load average ${results.loadAtStart.join(' ')} at start, ${results.loadAtEnd.join(' ')} at the end; median of ${runs} starts.\n`,
);
console.log(
  '| database | ready, empty | ready, warm | RSS at ready / 3 s later | RSS after requests | peak RSS | V8 heap used after start / requests (heap total) | requests (statuses) |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---|');
for (const row of results.databases) {
  console.log(
    `| ${row.database} | ${row.readyEmptyMs} ms | ${row.readyWarmMs} ms | ${row.afterStartMiB} / ${row.settledAfterStartMiB} MiB | ${row.afterRequestsMiB} MiB | ${row.peakMiB} MiB | ${row.heapUsedAfterStartMiB} / ${row.heapUsedAfterRequestsMiB} MiB (${row.heapTotalAfterRequestsMiB}) | ${row.requests} (${Object.entries(
      row.statuses ?? {},
    )
      .map(([status, count]) => `${count}×${status}`)
      .join(', ')}) |`,
  );
}
const command = serveCommand();
console.log(
  `\nThe server started as npm run serve starts it: ${[...Object.entries(command.env).map(([name, value]) => `${name}=${value}`), 'node', ...command.nodeOptions].join(' ')}.`,
);
for (const row of results.databases)
  console.log(`\n${row.database}, a warm start's phases (ms): ${JSON.stringify(row.warmStartPhasesMs)}`);
if (results.scriptsPerTemplate) {
  console.log(
    '\nScripts before any interaction, per template (Chromium, no cache; gzip bytes include inline scripts):\n',
  );
  console.log('| template | path | scripts | gzip bytes |');
  console.log('|---|---|---:|---:|');
  for (const row of results.scriptsPerTemplate)
    console.log(`| ${row.template} | \`${row.path}\` | ${row.scripts} | ${row.gzipBytes} |`);
}
if (results.returningBuyerApp)
  console.log(
    `\nA returning buyer's /app/cart/: ${results.returningBuyerApp.scripts} scripts, ${(results.returningBuyerApp.gzipBytes / 1024).toFixed(1)} kB gzip before the cart shows.`,
  );
if (results.costliestSearch) {
  const { records, word, medianMs, p95Ms, refused } = results.costliestSearch;
  console.log(
    `The costliest search (10 × "${word}" × 100 hits, ${records} records): median ${medianMs} ms, p95 ${p95Ms} ms, refused ${refused} of 20.`,
  );
}
mkdirSync(resolve(ROOT, 'bench/results'), { recursive: true });
writeFileSync(resolve(ROOT, 'bench/results/footprint.json'), `${JSON.stringify(results, null, 2)}\n`);
