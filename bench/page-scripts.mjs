// What a page loads before anyone interacts (Chromium, no cache): its script requests with their bytes and
// gzip bytes, and the inline scripts written into its HTML. Shared by `npm run bench` (bench/run.mjs) and
// `npm run bench -- --footprint` (bench/footprint.mjs).
import { gzipSync } from 'node:zlib';

const gzipLength = (body) => gzipSync(body, { level: 9 }).length;

/**
 * Loads `url` in `page` and waits for the network to settle: the answer, the script requests made and their
 * bytes, and the gzip bytes of those and of the inline (classic and module, not JSON) scripts together.
 */
export async function scriptsBeforeInteraction(page, url) {
  const scripts = [];
  const onResponse = (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  };
  page.on('response', onResponse);
  const response = await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  let bytes = 0;
  let gzip = 0;
  for (const script of scripts) {
    const body = await script.body().catch(() => Buffer.alloc(0));
    bytes += body.length;
    gzip += gzipLength(body);
  }
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((script) => ['', 'module', 'text/javascript', 'application/javascript'].includes(script.type))
      .map((script) => script.textContent ?? ''),
  );
  const inlineGzip = inline.reduce((sum, text) => sum + gzipLength(Buffer.from(text)), 0);
  return {
    response,
    requests: scripts.length,
    bytes,
    gzip: gzip + inlineGzip,
    inlineScripts: inline.length,
    inlineGzip,
  };
}
