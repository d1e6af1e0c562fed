#!/usr/bin/env node
// `npm run lhci`: Lighthouse CI on every page template, on a fresh build.
//   npm run lhci                                   build, serve, 3 runs per template, assert, write reports
//   npm run lhci -- --templates 'search,buy now'   only those templates (names as in bench/pages.mjs)
//   npm run lhci -- --shop --runs 1 --ci           the shop and search templates, one run each, regression
//                                                  assertions (npm test; LHCI_CHECK in lighthouserc.cjs)
//   npm run lhci -- --reuse [--dir <outDir>]       audit an existing build instead of building
//   npm run lhci -- --origin http://127.0.0.1:4321 audit a server that is already running
// Reports (HTML and JSON, one per run): lighthouse-reports/ (gitignored). Assertions: lighthouserc.cjs.
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SHOP_AND_SEARCH_TEMPLATES } from '../bench/pages.mjs';
import { ROOT, build, hasBuild, serve } from '../bench/server.mjs';
import { collectedRuns, lhci, lighthouseSummary, warmUp } from '../bench/lighthouse.mjs';

const { values: args } = parseArgs({
  options: {
    reuse: { type: 'boolean', default: false },
    dir: { type: 'string', default: 'test-results/lhci-site' },
    runs: { type: 'string', default: '3' },
    templates: { type: 'string', default: '' },
    shop: { type: 'boolean', default: false },
    ci: { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.LHCI_PORT || '' },
    origin: { type: 'string', default: '' },
  },
});

/** A port nothing listens on now (the audit's server needs no fixed one; LHCI_PORT or --port picks one). */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (typeof address === 'object' && address) resolvePort(address.port);
        else reject(new Error('no free port'));
      });
    });
  });
}

const templates = args.shop
  ? SHOP_AND_SEARCH_TEMPLATES
  : args.templates
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
const runs = Math.max(1, Number(args.runs));
const outDir = resolve(ROOT, args.dir);

if (!args.origin && (!args.reuse || !hasBuild(outDir))) {
  console.log(`lhci: building the site into ${args.dir} ...`);
  const seconds = build(args.dir, { quiet: true });
  console.log(`lhci: built in ${seconds.toFixed(1)} s`);
}

const server = args.origin
  ? { origin: args.origin.replace(/\/$/, ''), stop: async () => undefined }
  : await serve(args.dir, args.port ? Number(args.port) : await freePort(), {
      DATA_DIR: resolve(outDir, '../lhci-data'),
    });
let status;
try {
  const options = { origin: server.origin, templates, runs, check: args.ci ? 'regression' : 'targets' };
  await warmUp(server.origin, templates);
  status = lhci('collect', options);
  if (status === 0) {
    lhci('upload', options);
    for (const [url, lhrs] of collectedRuns()) {
      const row = lighthouseSummary(lhrs);
      console.log(
        `lhci: ${url}: performance ${row.performance}, accessibility ${row.accessibility}, best practices ${row.bestPractices}, SEO ${row.seo}, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, CLS ${row.cls}, script ${row.scriptBytes} B`,
      );
    }
    status = lhci('assert', options);
  }
} finally {
  await server.stop();
}
if (status !== 0) console.error('lhci: Lighthouse assertions failed (reports in lighthouse-reports/).');
process.exit(status);
