// Time to first byte of a kept content page beside static files of the same server (the budget: a
// cached page is served about as fast as a static file, median within 1.5x).
import { timedGet } from './http-probe.mjs';
import { median, percentile } from './server.mjs';

const ACCEPT = { 'accept-encoding': 'br' };
/** Rounds thrown away first: JIT and the first use of each code path are not what a visitor meets. */
const WARM_UP = 20;

/** A stylesheet the page links (content-hashed, precompressed: what a CDN would serve), if any. */
export async function linkedStylesheet(origin, pagePath) {
  const page = await timedGet(origin, pagePath);
  return /href="(\/_astro\/[^"]+\.css)"/.exec(page.text)?.[1];
}

/**
 * `rounds` sequential rounds, each one GET of the page then one of each static path (interleaved, so
 * a busy moment of the machine falls on both alike), all with `accept-encoding: br`. Per path: median
 * and p95 TTFB in ms; for the page also how many answers were not cache hits. `ratio`: the page's
 * median over each static file's.
 */
export async function ttfbBeside(origin, pagePath, staticPaths, rounds = 200) {
  const paths = [pagePath, ...staticPaths];
  const samples = new Map(paths.map((path) => [path, []]));
  let notHits = 0;
  for (let turn = 0; turn < WARM_UP + rounds; turn++) {
    for (const path of paths) {
      const answer = await timedGet(origin, path, ACCEPT);
      if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
      if (turn < WARM_UP) continue;
      samples.get(path).push(answer.ttfbMs);
      if (path === pagePath && answer.headers['x-cache'] !== 'HIT') notHits += 1;
    }
  }
  const stats = (path) => ({
    path,
    medianMs: round3(median(samples.get(path))),
    p95Ms: round3(percentile(samples.get(path), 95)),
  });
  const page = { ...stats(pagePath), notHits };
  const statics = staticPaths.map(stats);
  return {
    rounds,
    page,
    statics,
    ratio: Object.fromEntries(
      statics.map((file) => [file.path, Math.round((page.medianMs / file.medianMs) * 100) / 100]),
    ),
  };
}

const round3 = (ms) => Math.round(ms * 1000) / 1000;
