#!/usr/bin/env node
// Instant navigation bench: the time from a click on a product card to the next page's largest
// contentful paint, with the page's speculation rules and without them (the same page with its
// `<script type="speculationrules">` removed before the pointer arrives), alternating, in one run:
// median of --runs each. The pointer rests on the card for --dwell ms before the click, as a person's
// does; the rules prerender the page from 200 ms on. Chromium is driven through its tab target
// (bench/tab-browser.ts): under Playwright it would refuse to prerender. Each --latency (ms, default
// "0,100") is a round trip a proxy in front of the server adds to every request: 0 is localhost as it is,
// 100 a visitor some distance from the server or CDN.
// Usage:
//   node bench/navigation.mjs                  build into test-results/bench-navigation, serve, measure
//   node bench/navigation.mjs --reuse          measure the existing build (or --dir <outDir>)
//   node bench/navigation.mjs --runs 9 --dwell 300 --from /au/ --latency 0,50,150
// Results: bench/results/navigation.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, request as forward } from 'node:http';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, build, freePort, hasBuild, median, serve } from './server.mjs';
import { launchTabBrowser } from './tab-browser.ts';

const { values: args } = parseArgs({
  options: {
    reuse: { type: 'boolean', default: false },
    dir: { type: 'string', default: 'test-results/bench-navigation' },
    runs: { type: 'string', default: '7' },
    dwell: { type: 'string', default: '500' },
    from: { type: 'string', default: '/' },
    latency: { type: 'string', default: '0,100' },
    link: { type: 'string', default: 'main a.card__link[href*="/products/"]' },
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
const dwellMs = Math.max(0, Number(args.dwell));
const outDir = args.dir;

if (!args.reuse || !hasBuild(resolve(ROOT, outDir))) {
  console.log(`navigation bench: building the site from ${args.dataset} into ${outDir} ...`);
  const seconds = build(outDir, { dataset: args.dataset, quiet: true });
  console.log(`navigation bench: built in ${seconds.toFixed(1)} s`);
}

const resultsDir = resolve(ROOT, 'bench/results');
mkdirSync(resultsDir, { recursive: true });
const server = await serve(outDir, await freePort(), {
  CONTENT_DATASET: args.dataset,
  DATA_DIR: resolve(ROOT, 'test-results/bench-navigation-data'),
});
const browser = await launchTabBrowser({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const latencies = args.latency
  .split(',')
  .map(Number)
  .filter((ms) => Number.isFinite(ms) && ms >= 0);

/** A proxy in front of `target` that answers each request `latencyMs` later: one round trip of a distant visitor. */
async function delayingProxy(target, latencyMs) {
  const upstream = new URL(target);
  const proxy = createServer((request, response) => {
    const outgoing = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        setTimeout(() => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        }, latencyMs);
      },
    );
    outgoing.on('error', () => {
      response.destroy();
    });
    request.pipe(outgoing);
  });
  await new Promise((done) => proxy.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${proxy.address().port}`,
    close: () =>
      new Promise((done) => {
        proxy.closeAllConnections();
        proxy.close(done);
      }),
  };
}

/** In the next page: when the click happened (noted by the page it left), its activation and its LCP, all on the epoch clock. */
const NEXT_PAGE_TIMES = `new Promise((resolve) => {
  const [navigation] = performance.getEntriesByType('navigation');
  let lcp = 0;
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) lcp = entry.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  const read = () => setTimeout(() => resolve({
    clickAt: Number(localStorage.getItem('bench:clickAt')),
    origin: performance.timeOrigin,
    activationStart: navigation?.activationStart ?? 0,
    lcp,
  }), 500);
  if (document.readyState === 'complete') read(); else addEventListener('load', read, { once: true });
})`;

/**
 * One click from the start page: ms from the click to the next page's LCP (web-vitals' definition for a
 * prerendered page: not before its activation), and whether the page shown was prerendered.
 */
async function clickToLcp(origin, withRules) {
  await browser.goto(origin + args.from);
  const start = await browser.shown();
  await sleep(300);
  await start.evaluate(`(() => {
    ${withRules ? '' : 'document.querySelector(\'script[type="speculationrules"]\')?.remove();'}
    addEventListener('click', (event) => localStorage.setItem('bench:clickAt', String(performance.timeOrigin + event.timeStamp)), { capture: true });
  })()`);
  const href = await start.evaluate(`document.querySelector(${JSON.stringify(args.link)}).href`);
  await browser.hover(args.link);
  await sleep(dwellMs);
  await browser.click();
  await browser.waitFor(`location.href === ${JSON.stringify(href)}`);
  const times = await (await browser.shown()).evaluate(NEXT_PAGE_TIMES);
  const lcpAt = times.origin + Math.max(times.lcp, times.activationStart);
  const round = (ms) => Math.round(ms * 10) / 10;
  // For a prerendered page, when it was swapped in: what is left after that is painting it.
  const activatedMs =
    times.activationStart > 0 ? round(times.origin + times.activationStart - times.clickAt) : undefined;
  return {
    ms: round(lcpAt - times.clickAt),
    activatedMs,
    prerendered: times.activationStart > 0,
    path: new URL(href).pathname,
  };
}

// The machine's load (1 min) around the runs: a busy CPU stretches both arms.
const result = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  from: args.from,
  link: args.link,
  dwellMs,
  runs,
  loadAverage: { before: loadavg()[0] },
  byLatency: [],
};
try {
  for (const latencyMs of latencies) {
    const proxy = await delayingProxy(server.origin, latencyMs);
    try {
      // The next page once before measuring, so both arms find it in the server's page cache.
      await clickToLcp(proxy.origin, true);
      const samples = { with: [], without: [] };
      for (let run = 0; run < runs; run++) {
        for (const arm of run % 2 ? ['without', 'with'] : ['with', 'without'])
          samples[arm].push(await clickToLcp(proxy.origin, arm === 'with'));
      }
      const row = { latencyMs, path: samples.with[0]?.path };
      for (const arm of ['with', 'without']) {
        const activated = samples[arm].flatMap((sample) =>
          sample.activatedMs === undefined ? [] : [sample.activatedMs],
        );
        row[`${arm}Rules`] = {
          medianMs: Math.round(median(samples[arm].map((sample) => sample.ms)) * 10) / 10,
          prerendered: samples[arm].filter((sample) => sample.prerendered).length,
          ...(activated.length > 0 ? { clickToActivationMedianMs: Math.round(median(activated) * 10) / 10 } : {}),
          samplesMs: samples[arm].map((sample) => sample.ms),
        };
      }
      result.byLatency.push(row);
    } finally {
      await proxy.close();
    }
  }
  result.loadAverage.after = loadavg()[0];
} finally {
  await browser.close();
  await server.stop();
}

console.log(
  `\nclick on a product card (${args.from} → ${result.byLatency[0]?.path}, pointer resting ${dwellMs} ms) → next page's LCP, median of ${runs}:`,
);
for (const row of result.byLatency) {
  const activation =
    row.withRules.clickToActivationMedianMs === undefined
      ? ''
      : `, swapped in after ${row.withRules.clickToActivationMedianMs} ms`;
  console.log(
    `  round trip +${row.latencyMs} ms: with the speculation rules ${row.withRules.medianMs} ms (${row.withRules.prerendered}/${runs} prerendered${activation}) ${JSON.stringify(row.withRules.samplesMs)}`,
  );
  console.log(
    `  round trip +${row.latencyMs} ms: without them               ${row.withoutRules.medianMs} ms ${JSON.stringify(row.withoutRules.samplesMs)}`,
  );
}
console.log(
  `  load average (1 min): ${result.loadAverage.before.toFixed(2)} before, ${result.loadAverage.after.toFixed(2)} after`,
);
writeFileSync(resolve(resultsDir, 'navigation.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log('\nnavigation bench: wrote bench/results/navigation.json');
