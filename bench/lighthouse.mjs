// Lighthouse CI over a served build: shared by `npm run lhci` (scripts/lhci.mjs) and
// `npm run bench` (bench/run.mjs). The URLs, settings and assertions are in lighthouserc.cjs.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchPages } from './pages.mjs';
import { median } from './server.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LHCI = resolve(ROOT, 'node_modules/@lhci/cli/src/cli.js');
const CONFIG = resolve(ROOT, 'lighthouserc.cjs');
/** Where `lhci collect` keeps its results (lhr-*.json) until the next collect. */
const COLLECT_DIR = resolve(ROOT, '.lighthouseci');

/** Run one lhci command (collect, assert, upload) with the config; returns its exit status. */
export function lhci(command, { origin, templates = [], runs = 3, reportDir, check = 'targets' } = {}) {
  const result = spawnSync(process.execPath, [LHCI, command, `--config=${CONFIG}`], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      LHCI_BASE_URL: origin,
      LHCI_TEMPLATES: templates.join(','),
      LHCI_RUNS: String(runs),
      LHCI_CHECK: check,
      ...(reportDir ? { LHCI_REPORT_DIR: reportDir } : {}),
      // lhci starts Lighthouse with `node` from PATH: make that the project's Node.
      PATH: `${resolve(ROOT, 'node_modules/.bin')}:${process.env.PATH ?? ''}`,
    },
  });
  return result.status ?? 1;
}

/**
 * Ask for every audited page once before Lighthouse does: a fresh server builds its search index and
 * compiles its routes on first use, which a server in production has long done (Lighthouse would
 * otherwise time that as the first run's server response).
 */
export async function warmUp(origin, templates = []) {
  const dataset = resolve(ROOT, process.env.CONTENT_DATASET || 'content/dataset.ndjson');
  for (const [template, path] of benchPages(dataset)) {
    if (templates.length > 0 && !templates.includes(template)) continue;
    const response = await fetch(new URL(path, origin));
    await response.arrayBuffer();
  }
}

/** The results of the last collect, per requested URL. */
export function collectedRuns() {
  const byUrl = new Map();
  if (!existsSync(COLLECT_DIR)) return byUrl;
  for (const file of readdirSync(COLLECT_DIR).filter((name) => /^lhr-.*\.json$/.test(name))) {
    const lhr = JSON.parse(readFileSync(resolve(COLLECT_DIR, file), 'utf8'));
    const list = byUrl.get(lhr.requestedUrl) ?? [];
    list.push(lhr);
    byUrl.set(lhr.requestedUrl, list);
  }
  return byUrl;
}

const score = (lhr, category) => lhr.categories[category]?.score ?? Number.NaN;
const numeric = (lhr, audit) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** One row per URL: medians of the four scores (0-100), LCP, TBT (ms), CLS and script bytes. */
export function lighthouseSummary(lhrs) {
  const med = (pick) => median(lhrs.map(pick));
  return {
    runs: lhrs.length,
    performance: Math.round(med((lhr) => score(lhr, 'performance')) * 100),
    accessibility: Math.round(med((lhr) => score(lhr, 'accessibility')) * 100),
    bestPractices: Math.round(med((lhr) => score(lhr, 'best-practices')) * 100),
    seo: Math.round(med((lhr) => score(lhr, 'seo')) * 100),
    lcpMs: Math.round(med((lhr) => numeric(lhr, 'largest-contentful-paint'))),
    tbtMs: Math.round(med((lhr) => numeric(lhr, 'total-blocking-time'))),
    cls: Number(med((lhr) => numeric(lhr, 'cumulative-layout-shift')).toFixed(3)),
    scriptBytes: Math.round(
      med(
        (lhr) =>
          lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script')
            ?.transferSize ?? 0,
      ),
    ),
  };
}
