#!/usr/bin/env node
// Cart interaction benchmark, in Chromium against a served build:
//  - JS (gzip bytes) a buy-now page loads before any interaction, and what the cart drawer and the
//    region dialog load on demand;
//  - the time from clicking 'Buy now' to the cart drawer showing the line (median of --runs, default 5):
//    "warm" = an option was selected first and the page went quiet (selecting warms the drawer's code),
//    "cold" = select and click in the same task (the drawer's code is fetched after the click).
// Usage:
//   node bench/cart-interaction.mjs                  build into test-results/bench-cart, serve, measure
//   node bench/cart-interaction.mjs --reuse          measure the existing build (or --dir <outDir>)
//   node bench/cart-interaction.mjs --runs 9 --path /nz/products/kestrel-civil/buy-now/
// Results: bench/results/cart-interaction.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ROOT, build, hasBuild, median, serve } from './server.mjs';

const { values: args } = parseArgs({
  options: {
    reuse: { type: 'boolean', default: false },
    dir: { type: 'string', default: 'test-results/bench-cart' },
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '47313' },
    path: { type: 'string', default: '/nz/products/kestrel-civil/buy-now/' },
    option: { type: 'string', default: 'Kestrel Civil, single user, 1 year' },
    content: { type: 'string', default: '/about-us/' },
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

if (!args.reuse || !hasBuild(resolve(ROOT, outDir))) {
  console.log(`cart bench: building the site from ${args.dataset} into ${outDir} ...`);
  const seconds = build(outDir, { dataset: args.dataset, quiet: true });
  console.log(`cart bench: built in ${seconds.toFixed(1)} s`);
}

const resultsDir = resolve(ROOT, 'bench/results');
mkdirSync(resultsDir, { recursive: true });
const server = await serve(outDir, Number(args.port), {
  CONTENT_DATASET: args.dataset,
  DATA_DIR: resolve(ROOT, 'test-results/bench-cart-data'),
});
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});

/** Records the gzip size of every script response from now on; `take()` returns and resets the tally. */
function scriptMeter(page) {
  let pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') pending.push(response);
  });
  return async () => {
    const taken = pending;
    pending = [];
    let gzip = 0;
    const files = [];
    for (const response of taken) {
      const body = await response.body().catch(() => Buffer.alloc(0));
      const size = gzipSync(body, { level: 9 }).length;
      gzip += size;
      files.push({ file: new URL(response.url()).pathname, gzip: size });
    }
    return { requests: taken.length, gzip, files };
  };
}

/** Inline module and classic scripts in the HTML (Astro's island loader), gzip bytes. */
const inlineScriptGzip = (page) =>
  page
    .evaluate(() =>
      [...document.querySelectorAll('script:not([src])')]
        .filter((script) => ['', 'module', 'text/javascript'].includes(script.type))
        .map((script) => script.textContent ?? ''),
    )
    .then((texts) => texts.reduce((sum, text) => sum + gzipSync(Buffer.from(text), { level: 9 }).length, 0));

/**
 * Wake the buy-now island as a person does (it hydrates on intent: the pointer reaching it), then wait
 * until React has taken over the island that holds 'Buy now' (Astro removes its `ssr` attribute).
 */
async function hydrated(page) {
  await page.getByRole('button', { name: `Select ${args.option}`, exact: true }).hover();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('astro-island')].some(
      (island) =>
        !island.hasAttribute('ssr') &&
        [...island.querySelectorAll('button')].some((button) => button.textContent?.trim() === 'Buy now'),
    ),
  );
}

/**
 * One measured click: in the page, note performance.now() just before clicking 'Buy now', watch for the
 * drawer's line to be attached, then wait one animation frame (the line painted). Returns ms.
 */
async function clickToDrawer(page, { warm }) {
  return page.evaluate(
    async ({ option, warm: isWarm }) => {
      const select = [...document.querySelectorAll('button')].find(
        (button) => button.textContent === `✓Select ${option}`,
      );
      if (!select) throw new Error(`no Select button for ${option}`);
      select.click();
      const buyNow = () =>
        [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Buy now');
      if (isWarm) {
        await new Promise((done) => setTimeout(done, 500));
      } else {
        await new Promise((done) => requestAnimationFrame(() => done(undefined)));
      }
      const shown = new Promise((done) => {
        const seen = () => document.querySelector('[role="dialog"] [data-testid="cart-line"]');
        const observer = new MutationObserver(() => {
          if (!seen()) return;
          observer.disconnect();
          requestAnimationFrame(() => done(performance.now()));
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
      const started = performance.now();
      buyNow()?.click();
      return (await shown) - started;
    },
    { option: args.option, warm },
  );
}

const result = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  path: args.path,
  option: args.option,
  runs,
};
try {
  // JS before interaction, then on demand.
  {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const take = scriptMeter(page);
    await page.goto(server.origin + args.path, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const before = await take();
    const inline = await inlineScriptGzip(page);
    await hydrated(page);
    await clickToDrawer(page, { warm: true });
    await page.waitForLoadState('networkidle');
    const drawer = await take();
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('link', { name: 'AU', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForLoadState('networkidle');
    const dialog = await take();
    result.buyNowPage = {
      beforeInteraction: { ...before, inlineGzip: inline, totalGzip: before.gzip + inline },
      drawerOnDemand: drawer,
      regionDialogOnDemand: dialog,
    };
    await context.close();
  }
  // A page without islands: the header's cart script only (if the header includes CartButton).
  {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const take = scriptMeter(page);
    await page.goto(server.origin + args.content, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const before = await take();
    const inline = await inlineScriptGzip(page);
    const hasCartButton = (await page.locator('a[data-cart-button]').count()) > 0;
    let dialog;
    if (hasCartButton) {
      // A non-empty cart of another region, then a region switch: the dialog's code loads now.
      await page.evaluate(() =>
        localStorage.setItem(
          'tasman:cart',
          JSON.stringify([
            {
              lineitem_id: 'BENCH001',
              _key: 'k',
              product: { product_id: 'p', product_category: 'Software' },
              quantity: 1,
              price: { currency: 'NZD', amount: '10.00', price_id: 'x' },
              title: 'Bench',
            },
          ]),
        ),
      );
      await page.getByRole('banner').getByRole('link', { name: 'AU', exact: true }).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForLoadState('networkidle');
      dialog = await take();
    }
    result.contentPage = {
      path: args.content,
      hasCartButton,
      beforeInteraction: { ...before, inlineGzip: inline, totalGzip: before.gzip + inline },
      regionDialogOnDemand: dialog,
    };
    await context.close();
  }
  // Click to drawer.
  for (const warm of [true, false]) {
    const samples = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      await page.goto(server.origin + args.path, { waitUntil: 'load' });
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      samples.push(await clickToDrawer(page, { warm }));
      await context.close();
    }
    result[warm ? 'clickToDrawerWarm' : 'clickToDrawerCold'] = {
      medianMs: Math.round(median(samples) * 10) / 10,
      samplesMs: samples.map((ms) => Math.round(ms * 10) / 10),
    };
  }
} finally {
  await browser.close();
  await server.stop();
}

const summary = [
  `buy-now page ${args.path}: JS before interaction ${result.buyNowPage.beforeInteraction.totalGzip} B gzip (${result.buyNowPage.beforeInteraction.requests} requests + ${result.buyNowPage.beforeInteraction.inlineGzip} B inline)`,
  `  cart drawer on demand: ${result.buyNowPage.drawerOnDemand.gzip} B gzip (${result.buyNowPage.drawerOnDemand.requests} requests)`,
  `  region dialog on demand: ${result.buyNowPage.regionDialogOnDemand.gzip} B gzip (${result.buyNowPage.regionDialogOnDemand.requests} requests)`,
  `content page ${args.content}: JS before interaction ${result.contentPage.beforeInteraction.totalGzip} B gzip${result.contentPage.hasCartButton ? `; region dialog on demand ${result.contentPage.regionDialogOnDemand.gzip} B gzip` : ' (header has no CartButton)'}`,
  `click 'Buy now' → drawer shows the line: warm median ${result.clickToDrawerWarm.medianMs} ms ${JSON.stringify(result.clickToDrawerWarm.samplesMs)}, cold median ${result.clickToDrawerCold.medianMs} ms ${JSON.stringify(result.clickToDrawerCold.samplesMs)}`,
];
console.log(`\n${summary.join('\n')}`);
writeFileSync(resolve(resultsDir, 'cart-interaction.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log('\ncart bench: wrote bench/results/cart-interaction.json');
