#!/usr/bin/env node
// Scale bench: content pages render on demand, so what grows with the content is no longer
// the build but the server: how soon it is ready, how much memory it holds, how fast a first render and a
// publish are. On a generated dataset of 50,000 documents (content/generate.ts --scale, checked against
// the site's schemas before it is written): build once, then start the server `runs` times and measure
// spawn -> GET /api/health 200 (serve.mjs listens only once warm), VmRSS at ready, first renders of
// ~500 pages spread over the sitemap, VmRSS after them, and one publish-to-visible. The first start is
// on an empty DATA_DIR (a new instance: PGlite creates its database) and reported apart; the medians are
// of the restarts. One restart on the demo dataset, same build, shows what is not due to the content.
//   node bench/scale.mjs [--documents 50000] [--runs 3] [--pages 500] [--reuse] [--profile] [--no-10k]
//   (also npm run bench -- --scale ...). Results: bench/results/scale.json.
//   --reuse    keep the generated dataset and the build of a previous run (test-results/bench-scale/)
//   --profile  one more restart and a publish under --cpu-prof: where start-up and a publish went, by phase
//              (cpu-profile.mjs; the profile is cut at ready and at the rename, on its own clock)
//   --no-10k   skip the build time on 10,000 documents (kept from the old build-scaling bench)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { summariseProfile } from './cpu-profile.mjs';
import { firstRenders, round, sitemapPaths, timedGet } from './http-probe.mjs';
import { productPages, publishToVisible } from './publish-visible.mjs';
import { ROOT, build, cpuMs, freePort, hasBuild, median, rssMiB, serve } from './server.mjs';

const { values: args } = parseArgs({
  strict: false,
  options: {
    documents: { type: 'string', default: '50000' },
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: '500' },
    reuse: { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    'no-10k': { type: 'boolean', default: false },
  },
});
const documents = Number(args.documents) || 50_000;
const runs = Math.max(1, Number(args.runs) || 3);
const pageCount = Math.max(1, Number(args.pages) || 500);
const WORK = resolve(ROOT, 'test-results/bench-scale');
const outDir = join(WORK, 'site');
const dataset = join(WORK, `dataset-${documents}.ndjson`);
mkdirSync(WORK, { recursive: true });

/** Writes `count` documents with the project's generator (demo + scaled, validated); returns the seconds it took. */
function generate(count, out) {
  const started = performance.now();
  const generated = spawnSync(
    process.execPath,
    ['content/generate.ts', '--scale', String(count), '--out', out, '--no-images'],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (generated.status !== 0 || !existsSync(out))
    throw new Error(`content/generate.ts --scale ${count} failed (exit ${generated.status})`);
  return (performance.now() - started) / 1000;
}

/** `count` paths spread evenly over the list (the sitemap is sorted by path: every kind of page gets its share). */
const spread = (paths, count) =>
  paths.length <= count
    ? paths
    : Array.from({ length: count }, (_, i) => paths[Math.floor((i * paths.length) / count)]);

/**
 * One server start on `data` and the measures on it. `measure: false`: ready time and RSS only.
 * `profileDir`: under --cpu-prof, the ready time then one publish, and the profile cut into the two.
 */
async function start(data, dataDir, { measure = true, profileDir } = {}) {
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const load = Math.round(loadavg()[0] * 10) / 10;
  const server = await serve(
    outDir,
    await freePort(),
    { CONTENT_DATASET: data, DATA_DIR: dataDir },
    { readyPath: '/api/health', pollMs: 25, nodeArgs, timeoutMs: 600_000 },
  );
  let profiled;
  try {
    // CPU time beside wall time: other work on a shared machine stretches the one, hardly the other.
    const ready = {
      readyMs: Math.round(server.readyMs),
      cpuMsAtReady: cpuMs(server.pid),
      rssAtReadyMiB: rssMiB(server.pid),
      loadAverageAtStart: load,
    };
    if (profileDir) {
      const [product] = productPages(data, [...(await sitemapPaths(server.origin))], 1);
      const publish = await publishToVisible(
        server.origin,
        data,
        product,
        `${product.title} Profiled ${Date.now().toString(36)}`,
      );
      profiled = { ready, readyAtUs: server.readyAtUs, publish };
      return { ...ready, publishMs: publish.ms === undefined ? null : round(publish.ms) };
    }
    if (!measure) return ready;
    const sitemapStarted = performance.now();
    const paths = await sitemapPaths(server.origin);
    const sitemapMs = Math.round(performance.now() - sitemapStarted);
    const cpuBeforePages = cpuMs(server.pid);
    const renders = await firstRenders(server.origin, spread(paths, pageCount));
    const cpuAfterPages = cpuMs(server.pid);
    const rssAfterPagesMiB = rssMiB(server.pid);
    const [product] = productPages(data, paths, 1);
    const publish = product
      ? await publishToVisible(server.origin, data, product, `${product.title} Scale ${Date.now().toString(36)}`)
      : undefined;
    const health = await timedGet(server.origin, '/api/health');
    return {
      ...ready,
      sitemapPages: paths.length,
      sitemapMs,
      firstRender: { ...renders, serverCpuMs: cpuAfterPages - cpuBeforePages },
      rssAfterPagesMiB,
      publish: publish && {
        path: product.path,
        ms: publish.ms === undefined ? null : round(publish.ms),
        polls: publish.polls,
        serverCpuMs: cpuMs(server.pid) - cpuAfterPages,
      },
      rssAtEndMiB: rssMiB(server.pid),
      healthyAtEnd: health.status === 200,
    };
  } finally {
    await server.stop();
    if (profiled) {
      const [file] = readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'));
      result.profile = {
        file: join(profileDir, file),
        startUp: summariseProfile(join(profileDir, file), { toUs: profiled.readyAtUs }),
        publish: summariseProfile(join(profileDir, file), {
          fromUs: profiled.publish.publishedAtUs,
          toUs: profiled.publish.visibleAtUs ?? Infinity,
        }),
      };
    }
  }
}

const loadBefore = loadavg()[0];
/** Everything measured; written to bench/results/scale.json. */
const result = { measuredAt: new Date().toISOString(), node: process.version, cpus: cpus().length, documents };

if (!args.reuse || !existsSync(dataset)) {
  console.log(`scale: generating ${documents} documents ...`);
  result.generateSeconds = Math.round(generate(documents, dataset) * 10) / 10;
}
if (!args.reuse || !hasBuild(outDir)) {
  console.log(`scale: building once on ${documents} documents into ${outDir} ...`);
  result.buildSeconds = Math.round(build(outDir, { dataset, quiet: true }) * 10) / 10;
}
if (!args['no-10k']) {
  const small = join(WORK, 'dataset-10000.ndjson');
  const smallOut = join(WORK, 'site-10000');
  console.log('scale: build time on 10,000 documents ...');
  if (!args.reuse || !existsSync(small)) generate(10_000, small);
  result.build10kSeconds = Math.round(build(smallOut, { dataset: small, quiet: true }) * 10) / 10;
  rmSync(smallOut, { recursive: true, force: true });
}

// The publishes edit `dataset` itself (one title per start): the next start reads a file of the same
// size and shape, so there is no need for a 140 MB copy per start.
const dataDir = join(WORK, 'data');
rmSync(dataDir, { recursive: true, force: true });
console.log('scale: first start (empty DATA_DIR) ...');
result.firstStart = await start(dataset, dataDir);
result.restarts = [];
for (let run = 1; run <= runs; run++) {
  console.log(`scale: restart ${run} of ${runs} ...`);
  result.restarts.push(await start(dataset, dataDir));
}
console.log('scale: a restart on the demo dataset, for comparison ...');
const demoDataDir = join(WORK, 'data-demo');
await start(resolve(ROOT, 'content/dataset.ndjson'), demoDataDir, { measure: false });
result.demoRestart = await start(resolve(ROOT, 'content/dataset.ndjson'), demoDataDir, { measure: false });
if (args.profile) {
  const profileDir = join(WORK, 'profile');
  rmSync(profileDir, { recursive: true, force: true });
  console.log('scale: a restart and a publish under --cpu-prof ...');
  result.profiledStart = await start(dataset, dataDir, { profileDir });
}

const restarts = result.restarts;
const mid = (pick) => round(median(restarts.map(pick)));
result.summary = {
  readyMs: mid((r) => r.readyMs),
  cpuMsAtReady: mid((r) => r.cpuMsAtReady),
  rssAtReadyMiB: mid((r) => r.rssAtReadyMiB),
  rssAfterPagesMiB: mid((r) => r.rssAfterPagesMiB),
  firstRenderP50Ms: mid((r) => r.firstRender.p50Ms),
  firstRenderP95Ms: mid((r) => r.firstRender.p95Ms),
  publishToVisibleMs: mid((r) => r.publish?.ms ?? Number.NaN),
};
result.loadAverage = { before: loadBefore, after: loadavg()[0] };

const each = (pick) => restarts.map(pick).join('; ');
const first = result.firstStart;
const rows = [
  [
    'ready: spawn to GET /api/health 200, ms (target 10,000)',
    first.readyMs,
    each((r) => r.readyMs),
    result.summary.readyMs,
  ],
  [
    'server CPU time (user + system) at ready, ms',
    first.cpuMsAtReady,
    each((r) => r.cpuMsAtReady),
    result.summary.cpuMsAtReady,
  ],
  ['RSS at ready, MiB', first.rssAtReadyMiB, each((r) => r.rssAtReadyMiB), result.summary.rssAtReadyMiB],
  [
    `RSS after ${pageCount} pages, MiB`,
    first.rssAfterPagesMiB,
    each((r) => r.rssAfterPagesMiB),
    result.summary.rssAfterPagesMiB,
  ],
  [
    'first render p50 / p95, ms',
    `${first.firstRender.p50Ms} / ${first.firstRender.p95Ms}`,
    each((r) => `${r.firstRender.p50Ms} / ${r.firstRender.p95Ms}`),
    `${result.summary.firstRenderP50Ms} / ${result.summary.firstRenderP95Ms}`,
  ],
  [
    'publish-to-visible, ms (budget 3,000)',
    first.publish?.ms,
    each((r) => r.publish?.ms),
    result.summary.publishToVisibleMs,
  ],
  ['server CPU time for that publish, ms', first.publish?.serverCpuMs, each((r) => r.publish?.serverCpuMs), ''],
  [
    'largest header block of a page, bytes / pages over 8 KiB',
    `${first.firstRender.largestHeaders.bytes} / ${first.firstRender.over8KiB}`,
    each((r) => `${r.firstRender.largestHeaders.bytes} / ${r.firstRender.over8KiB}`),
    '',
  ],
  [
    'sitemap: pages listed / ms to read it all',
    `${first.sitemapPages} / ${first.sitemapMs}`,
    each((r) => r.sitemapMs),
    '',
  ],
];
console.log(`\nServer on ${documents} documents (${runs} restart(s); medians of the restarts):\n`);
console.log('| measure | first start (empty DATA_DIR) | each restart | median |\n|---|---:|---:|---:|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
console.log(
  `\nDemo dataset, same build: ready in ${result.demoRestart.readyMs} ms (CPU ${result.demoRestart.cpuMsAtReady} ms), RSS ${result.demoRestart.rssAtReadyMiB} MiB at ready.`,
);
if (result.buildSeconds !== undefined)
  console.log(
    `astro build on ${documents} documents: ${result.buildSeconds} s${result.build10kSeconds === undefined ? '' : `; on 10,000: ${result.build10kSeconds} s`}.`,
  );
if (result.profile) {
  for (const [what, summary] of [
    ['Start-up to ready', result.profile.startUp],
    ['A publish, rename to visible', result.profile.publish],
  ]) {
    console.log(
      `\n${what} under --cpu-prof (main thread, ${summary.wallMs} ms; by phase, ms from the start of the window):`,
    );
    for (const phase of summary.phases)
      console.log(`  ${String(phase.ms).padStart(6)} ms  ${phase.phase}  (${phase.fromMs}-${phase.toMs})`);
  }
}
console.log(
  `\nLoad average (1 min): ${result.loadAverage.before.toFixed(2)} before, ${result.loadAverage.after.toFixed(2)} after, on ${cpus().length} CPU(s).`,
);
mkdirSync(resolve(ROOT, 'bench/results'), { recursive: true });
writeFileSync(resolve(ROOT, 'bench/results/scale.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log('scale: wrote bench/results/scale.json');
