#!/usr/bin/env node
// Page cache and publish bench, on one server started for it from a build, `runs` times:
//   (b) first renders: every page of the sitemap asked once right after start (X-Cache MISS: rendered),
//   (a) TTFB of a kept content page beside static files of the same server (~200 interleaved GETs each),
//   (c) publish-to-visible: 20 publishes, each one product's title changed in the dataset file (written
//       to a temporary file and renamed over it), its page polled every 20 ms until the title shows.
// In that order, so (b) meets an empty cache and (a) a full one. Each run has its own copy of the dataset
// (publishes edit it) and a fresh server; the table gives the median of the runs.
//   node bench/publish.mjs [--dir test-results/bench-site] [--runs 3] [--dataset content/dataset.ndjson]
//   (also part of npm run bench; -- --no-publish skips it). Results: bench/results/publish.json.
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { firstRenders, round, sitemapPaths } from './http-probe.mjs';
import { benchPages } from './pages.mjs';
import { productPages, publishToVisible } from './publish-visible.mjs';
import { ROOT, build, freePort, hasBuild, median, percentile, rssMiB, serve } from './server.mjs';
import { linkedStylesheet, ttfbBeside } from './ttfb.mjs';

const PUBLISHES = 20;
const TTFB_ROUNDS = 200;
const WORK = resolve(ROOT, 'test-results/bench-publish-data');

/** One server start and the three measures on it. */
async function oneRun(outDir, dataset, run) {
  const folder = join(WORK, `run-${run}`);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const copy = join(folder, 'dataset.ndjson');
  copyFileSync(dataset, copy);
  // Readiness is asked of /api/health, which renders no page: the first content request below is a cold one.
  const server = await serve(
    outDir,
    await freePort(),
    { CONTENT_DATASET: copy, DATA_DIR: join(WORK, 'data') },
    { readyPath: '/api/health', pollMs: 50 },
  );
  try {
    const rssAtStartMiB = rssMiB(server.pid);
    const paths = await sitemapPaths(server.origin);
    const renders = await firstRenders(server.origin, paths);
    const pagePath = benchPages(copy).find(([template]) => template === 'product overview')?.[1] ?? paths[0];
    const statics = [await linkedStylesheet(server.origin, pagePath), '/favicon.svg'].filter(Boolean);
    const ttfb = await ttfbBeside(server.origin, pagePath, statics, TTFB_ROUNDS);
    const products = productPages(copy, paths);
    const publishes = [];
    for (let n = 0; n < PUBLISHES; n++) {
      const product = products[n % products.length];
      const title = `${product.title} Bench ${run}-${n}-${Math.random().toString(36).slice(2, 8)}`;
      const { ms, polls, cache } = await publishToVisible(server.origin, copy, product, title);
      publishes.push({ id: product.id, path: product.path, ms, polls, cache });
    }
    const visible = publishes.filter((sample) => sample.ms !== undefined).map((sample) => sample.ms);
    return {
      readyMs: Math.round(server.readyMs),
      rssAtStartMiB,
      rssAtEndMiB: rssMiB(server.pid),
      sitemapPages: paths.length,
      firstRender: renders,
      ttfb,
      publish: {
        count: publishes.length,
        failed: publishes.length - visible.length,
        p50Ms: round(percentile(visible, 50)),
        p95Ms: round(percentile(visible, 95)),
        maxMs: round(Math.max(...visible)),
        samples: publishes.map((sample) => ({ ...sample, ms: sample.ms === undefined ? null : round(sample.ms) })),
      },
    };
  } finally {
    await server.stop();
  }
}

/** The median over runs of one number of each run (TTFB to the microsecond, the rest to 0.1 ms). */
const medianOf = (runs, pick, digits = 1) => Math.round(median(runs.map(pick)) * 10 ** digits) / 10 ** digits;

/** The bench: `runs` fresh servers on the build in outDir; writes bench/results/publish.json and prints a table. */
export async function publishBench({ outDir, dataset, runs }) {
  const loadBefore = loadavg()[0];
  const results = [];
  for (let run = 1; run <= runs; run++) {
    console.log(`publish: run ${run} of ${runs} (server start, first renders, TTFB, ${PUBLISHES} publishes) ...`);
    results.push(await oneRun(outDir, resolve(ROOT, dataset), run));
  }
  const [css, favicon] = results[0].ttfb.statics.map((file) => file.path);
  const summary = {
    firstRenderP50Ms: medianOf(results, (r) => r.firstRender.p50Ms),
    firstRenderP95Ms: medianOf(results, (r) => r.firstRender.p95Ms),
    pageTtfbMedianMs: medianOf(results, (r) => r.ttfb.page.medianMs, 3),
    pageTtfbP95Ms: medianOf(results, (r) => r.ttfb.page.p95Ms, 3),
    staticTtfbMedianMs: Object.fromEntries(
      results[0].ttfb.statics.map((file, i) => [file.path, medianOf(results, (r) => r.ttfb.statics[i].medianMs, 3)]),
    ),
    staticTtfbP95Ms: Object.fromEntries(
      results[0].ttfb.statics.map((file, i) => [file.path, medianOf(results, (r) => r.ttfb.statics[i].p95Ms, 3)]),
    ),
    ttfbRatio: Object.fromEntries(
      results[0].ttfb.statics.map((file) => [
        file.path,
        Math.round(median(results.map((r) => r.ttfb.ratio[file.path])) * 100) / 100,
      ]),
    ),
    publishP50Ms: medianOf(results, (r) => r.publish.p50Ms),
    publishP95Ms: medianOf(results, (r) => r.publish.p95Ms),
    publishFailed: results.reduce((sum, r) => sum + r.publish.failed, 0),
    readyMs: medianOf(results, (r) => r.readyMs),
    rssAtStartMiB: medianOf(results, (r) => r.rssAtStartMiB),
    rssAtEndMiB: medianOf(results, (r) => r.rssAtEndMiB),
  };
  const each = (pick) => results.map(pick).join('; ');
  const rows = [
    [
      'cached page TTFB, median (p95)',
      `\`${results[0].ttfb.page.path}\``,
      each((r) => `${r.ttfb.page.medianMs} (${r.ttfb.page.p95Ms})`),
      `${summary.pageTtfbMedianMs} (${summary.pageTtfbP95Ms})`,
    ],
    ...results[0].ttfb.statics.map((file, i) => [
      `static file TTFB, median (p95)`,
      `\`${file.path}\``,
      each((r) => `${r.ttfb.statics[i].medianMs} (${r.ttfb.statics[i].p95Ms})`),
      `${summary.staticTtfbMedianMs[file.path]} (${summary.staticTtfbP95Ms[file.path]})`,
    ]),
    ...[css, favicon]
      .filter(Boolean)
      .map((path) => [
        'page / static median (budget ≤ 1.5)',
        `\`${path}\``,
        each((r) => r.ttfb.ratio[path]),
        summary.ttfbRatio[path],
      ]),
    [
      'first render p50 / p95',
      `${results[0].firstRender.renders} pages of ${results[0].sitemapPages}`,
      each((r) => `${r.firstRender.p50Ms} / ${r.firstRender.p95Ms}`),
      `${summary.firstRenderP50Ms} / ${summary.firstRenderP95Ms}`,
    ],
    [
      'publish-to-visible p50 / p95 (budget 3000)',
      `${PUBLISHES} publishes`,
      each((r) => `${r.publish.p50Ms} / ${r.publish.p95Ms}`),
      `${summary.publishP50Ms} / ${summary.publishP95Ms}`,
    ],
    ['ready (spawn to /api/health 200)', '', each((r) => r.readyMs), summary.readyMs],
    [
      'RSS MiB at ready / at end',
      '',
      each((r) => `${r.rssAtStartMiB} / ${r.rssAtEndMiB}`),
      `${summary.rssAtStartMiB} / ${summary.rssAtEndMiB}`,
    ],
  ];
  console.log(`\nPage cache and publish (${runs} run(s), each a fresh server; ms; 'each run' is run 1; run 2; ...):\n`);
  console.log('| measure | on | each run | median |\n|---|---|---|---:|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  const loadAverage = { before: loadBefore, after: loadavg()[0] };
  console.log(
    `\nLoad average (1 min): ${loadAverage.before.toFixed(2)} before, ${loadAverage.after.toFixed(2)} after, on ${cpus().length} CPU(s).`,
  );
  if (summary.publishFailed > 0) console.log(`publish: ${summary.publishFailed} publish(es) never showed within 30 s.`);
  mkdirSync(resolve(ROOT, 'bench/results'), { recursive: true });
  const result = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    loadAverage,
    dataset,
    runs,
    summary,
    results,
  };
  writeFileSync(resolve(ROOT, 'bench/results/publish.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log('publish: wrote bench/results/publish.json');
  return result;
}

if (import.meta.main) {
  const { values: args } = parseArgs({
    options: {
      dir: { type: 'string', default: 'test-results/bench-site' },
      dataset: { type: 'string', default: process.env.CONTENT_DATASET || 'content/dataset.ndjson' },
      runs: { type: 'string', default: '3' },
      reuse: { type: 'boolean', default: false },
    },
  });
  if (!args.reuse || !hasBuild(resolve(ROOT, args.dir))) {
    console.log(`publish: building the site into ${args.dir} ...`);
    build(args.dir, { dataset: args.dataset, quiet: true });
  }
  await publishBench({ outDir: args.dir, dataset: args.dataset, runs: Math.max(1, Number(args.runs)) });
}
