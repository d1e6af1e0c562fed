#!/usr/bin/env node
// `npm run bench`: JavaScript and HTML weight per page template, measured in Chromium.
//   npm run bench                 build into test-results/bench-site, serve it, measure, print a Markdown table
//   npm run bench -- --reuse      measure the existing build in test-results/bench-site (or --dir <outDir>)
//   npm run bench -- --runs 5     runs per page (median of the timings; default 3)
//   npm run bench -- --scale      50,000 generated documents instead: build once, then per server start the
//                                 time to ready, RSS, first renders and a publish (bench/scale.mjs)
//   npm run bench -- --load       many visitors at once (autocannon): four requests alone and mixed, at 50 and
//                                 200 connections, on PGlite and PostgreSQL (bench/load.mjs: its own switches)
//   npm run bench -- --stack      the cache tier (bench/stack.mjs): npm run stack under 200 connections for 60 s,
//                                 the --load mix and content pages through Varnish and straight to one instance,
//                                 requests/s, p99, errors, the cache's hit ratio
//   npm run bench -- --varnish-ceiling   what Varnish alone answers here (a synth VCL, no backend) under wrk at
//                                 200 connections: the bound on what the cache tier can show on this machine
//   npm run bench -- --footprint  one instance: time to ready (empty and warm), memory after start and
//                                 after 2,000 requests, on PGlite and PostgreSQL; a returning buyer's /app bytes;
//                                 the costliest search (bench/footprint.mjs)
//   npm run bench -- --no-publish skip the page cache and publish bench (bench/publish.mjs: TTFB of a kept
//                                 page beside a static file, first renders, publish-to-visible)
//   npm run bench -- --no-lighthouse   skip Lighthouse (scores, LCP, TBT, CLS per template; lighthouserc.cjs)
//   npm run bench -- --no-navigation   skip the click-to-next-page bench (bench/navigation.mjs: a product card's
//                                 click to the next page's LCP, with and without the speculation rules)
//   npm run bench -- --lh-templates 'search,buy now'   Lighthouse on those templates only (a busy machine)
// Results: bench/results/latest.json (Lighthouse's HTML reports: lighthouse-reports/), publish.json, scale.json,
// cart-interaction.json, navigation.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { collectedRuns, lhci, lighthouseSummary, warmUp } from './lighthouse.mjs';
import { benchPages } from './pages.mjs';
import { scriptsBeforeInteraction } from './page-scripts.mjs';
import { publishBench } from './publish.mjs';
import { ROOT, build, hasBuild, median, serve } from './server.mjs';

// Before parsing: bench/scale.mjs reads its own switches (--documents, --reuse, --profile, --runs) from the
// command line, which the strict parse below would refuse.
if (process.argv.includes('--scale')) {
  await import('./scale.mjs');
  process.exit(0);
}
if (process.argv.includes('--load')) {
  await import('./load.mjs');
  process.exit(0);
}
if (process.argv.includes('--stack')) {
  await import('./stack.mjs');
  process.exit(0);
}
if (process.argv.includes('--varnish-ceiling')) {
  await import('./varnish-ceiling.mjs');
  process.exit(0);
}
if (process.argv.includes('--footprint')) {
  await import('./footprint.mjs');
  process.exit(0);
}

const { values: args } = parseArgs({
  allowPositionals: true,
  options: {
    scale: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    dir: { type: 'string', default: 'test-results/bench-site' },
    runs: { type: 'string', default: '3' },
    'no-cart': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-publish': { type: 'boolean', default: false },
    'no-navigation': { type: 'boolean', default: false },
    'lh-templates': { type: 'string', default: '' },
    port: { type: 'string', default: '47312' },
    dataset: { type: 'string', default: process.env.CONTENT_DATASET || 'content/dataset.ndjson' },
  },
});

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const runs = Math.max(1, Number(args.runs));
const outDir = args.dir;
const resultsDir = resolve(ROOT, 'bench/results');
mkdirSync(resultsDir, { recursive: true });

if (!args.reuse || !hasBuild(resolve(ROOT, outDir))) {
  console.log(`bench: building the site from ${args.dataset} into ${outDir} ...`);
  const seconds = build(outDir, { dataset: args.dataset, quiet: true });
  console.log(`bench: built in ${seconds.toFixed(1)} s`);
}

const server = await serve(outDir, Number(args.port), {
  CONTENT_DATASET: args.dataset,
  DATA_DIR: resolve(resultsDir, 'data'),
});
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});

/** One cold load of a page: its HTML, and every script it requests before anyone interacts. */
async function measure(path) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const { response, requests, bytes, gzip, inlineScripts, inlineGzip } = await scriptsBeforeInteraction(
    page,
    server.origin + path,
  );
  const html = response ? await response.body() : Buffer.alloc(0);
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    return navigation
      ? { load: navigation.loadEventEnd, domContentLoaded: navigation.domContentLoadedEventEnd }
      : { load: 0, domContentLoaded: 0 };
  });
  await context.close();
  return {
    status: response?.status() ?? 0,
    htmlBytes: html.length,
    htmlGzip: gzipSync(html, { level: 9 }).length,
    jsRequests: requests,
    jsBytes: bytes,
    jsGzip: gzip,
    inlineScripts,
    inlineJsGzip: inlineGzip,
    loadMs: timing.load,
    domContentLoadedMs: timing.domContentLoaded,
  };
}

const rows = [];
/** The machine's load around the Lighthouse runs (reported with the scores). */
let lighthouseLoad;
try {
  for (const [template, path] of benchPages(resolve(ROOT, args.dataset))) {
    const samples = [];
    for (let run = 0; run < runs; run++) samples.push(await measure(path));
    const last = samples[samples.length - 1];
    rows.push({
      template,
      path,
      status: last.status,
      htmlBytes: last.htmlBytes,
      htmlGzip: last.htmlGzip,
      jsRequests: last.jsRequests,
      jsBytes: last.jsBytes,
      jsGzip: last.jsGzip,
      inlineScripts: last.inlineScripts,
      inlineJsGzip: last.inlineJsGzip,
      loadMsMedian: Math.round(median(samples.map((sample) => sample.loadMs))),
      domContentLoadedMsMedian: Math.round(median(samples.map((sample) => sample.domContentLoadedMs))),
    });
  }
  await browser.close();
  // Lighthouse (mobile, simulated throttling) on the same server, `runs` runs per template: medians.
  if (!args['no-lighthouse'] && args.dataset.endsWith('content/dataset.ndjson')) {
    console.log(`bench: Lighthouse, ${runs} run(s) per template ...`);
    const templates = args['lh-templates']
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    await warmUp(server.origin, templates);
    const loadBefore = loadavg()[0];
    const status = lhci('collect', { origin: server.origin, runs, templates });
    if (status === 0) {
      lhci('upload', { origin: server.origin, runs, templates });
      const byUrl = collectedRuns();
      for (const row of rows) {
        const lhrs = byUrl.get(new URL(row.path, server.origin).href);
        if (lhrs) row.lighthouse = lighthouseSummary(lhrs);
      }
      lighthouseLoad = { before: loadBefore, after: loadavg()[0] };
    } else {
      console.error('bench: Lighthouse failed; the table has no scores.');
      process.exitCode = 1;
    }
  }
} finally {
  await browser.close().catch(() => undefined);
  await server.stop();
}

const score = (row, pick) => (row.lighthouse ? pick(row.lighthouse) : '–');
const table = [
  '| template | path | status | HTML gzip | JS requests | JS gzip bytes (requests + inline) | load ms | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (row) =>
      `| ${row.template} | \`${row.path}\` | ${row.status} | ${row.htmlGzip} | ${row.jsRequests} | ${row.jsGzip} | ${row.loadMsMedian} | ${score(row, (lh) => lh.performance)} | ${score(row, (lh) => lh.accessibility)} | ${score(row, (lh) => lh.bestPractices)} | ${score(row, (lh) => lh.seo)} | ${score(row, (lh) => lh.lcpMs)} | ${score(row, (lh) => lh.tbtMs)} | ${score(row, (lh) => lh.cls)} |`,
  ),
].join('\n');
console.log(
  `\nPer template (${runs} run(s) each, medians): JavaScript loaded before any interaction (Chromium, localhost, no cache), and Lighthouse 12 (mobile, simulated throttling):\n`,
);
console.log(table);
if (lighthouseLoad)
  console.log(
    `\nLoad average (1 min) while Lighthouse ran: ${lighthouseLoad.before.toFixed(2)} before, ${lighthouseLoad.after.toFixed(2)} after (a busy CPU inflates TBT).`,
  );

const result = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  dataset: args.dataset,
  runs,
  loadAverage: lighthouseLoad,
  pages: rows,
};
writeFileSync(resolve(resultsDir, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log('\nbench: wrote bench/results/latest.json');

if (!args['no-publish']) {
  // Its own servers on the same build: the first renders need an empty page cache, and the publishes
  // edit a copy of the dataset, never the one the site is built from.
  console.log('\nbench: page cache and publish on the same build ...');
  await publishBench({ outDir, dataset: args.dataset, runs });
}

if (!args['no-cart']) {
  console.log('\nbench: cart interaction on the same build ...');
  const cart = spawnSync(
    process.execPath,
    [
      'bench/cart-interaction.mjs',
      '--reuse',
      '--dir',
      outDir,
      '--dataset',
      args.dataset,
      '--runs',
      String(Math.max(5, runs)),
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (cart.status !== 0) process.exitCode = cart.status ?? 1;
}

if (!args['no-navigation']) {
  console.log(
    '\nbench: click on a product card to the next page, with and without the speculation rules, on the same build ...',
  );
  const navigation = spawnSync(
    process.execPath,
    [
      'bench/navigation.mjs',
      '--reuse',
      '--dir',
      outDir,
      '--dataset',
      args.dataset,
      '--runs',
      String(Math.max(7, runs)),
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (navigation.status !== 0) process.exitCode = navigation.status ?? 1;
}
