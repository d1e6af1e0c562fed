import { expect, test, type Page } from '@playwright/test';
import { launchTabBrowser, type PageSession, type TabBrowser } from '../../bench/tab-browser.ts';
import { CHROMIUM_ARGS } from '../../playwright.config.ts';
import { settle } from './helpers.ts';
import { startRecordingProxy, type RecordingProxy, type SeenRequest } from './recording-proxy.ts';

/**
 * Instant navigation (docs/requirements.md#page-loading-and-offline prefetch), in Chromium: every page's speculation rules make the next page ready
 * when the pointer rests on a link, so the click needs no new document request. The server side is
 * seen through a recording proxy in front of the demo server (the browser uses the proxy's origin).
 *
 * Playwright attaches to pages in a way that makes Chromium refuse to prerender (it prefetches the
 * document instead); the prerender itself, and what a prerendered page must not do before it is
 * shown (push its page_view, ask the region), is driven through the tab target (bench/tab-browser.ts).
 */

const PRODUCT_CARD = 'main a.card__link[href*="/products/"]';
const HOVER_TRIGGER_MS = 1_500;

/** The requests for `path` from `from` on (a document, a prefetch or a prerender of it). */
const requestsFor = (proxy: RecordingProxy, path: string, from = 0): SeenRequest[] =>
  proxy.seen.slice(from).filter((seen) => seen.path === path);

/** The page_view events of the shown page's data layer. */
const pageViews = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
        (entry) => entry.event === 'page_view',
      ).length,
  );

/** Links the rules must leave alone, and one they must take, added to a page's main content. */
const LINKS = {
  control: '/test-speculation-control/',
  refused: {
    '/app/': '/app/',
    '/app/cart/': '/app/cart/',
    '/api/health': '/api/health',
    '/pay/W1/': '/pay/W1/',
    '/1/indexes/*/queries': '/1/indexes/products/queries',
    '/preview/x': '/preview/x/',
    'a query': '/test-speculation-query/?q=design',
  },
  marked: {
    'rel=nofollow': '/test-speculation-nofollow/',
    'data-no-prefetch': '/test-speculation-no-prefetch/',
    'inside data-no-prefetch': '/test-speculation-inside/',
  },
} as const;

async function addTestLinks(page: Page): Promise<void> {
  await page.evaluate((links) => {
    const list = document.createElement('ul');
    list.id = 'speculation-test-links';
    const add = (href: string, attributes: Record<string, string> = {}, parent: HTMLElement = list) => {
      const item = document.createElement('li');
      const anchor = Object.assign(document.createElement('a'), { href, textContent: href });
      for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
      item.append(anchor);
      parent.append(item);
    };
    add(links.control);
    for (const href of Object.values(links.refused)) add(href);
    add(links.marked['rel=nofollow'], { rel: 'nofollow' });
    add(links.marked['data-no-prefetch'], { 'data-no-prefetch': '' });
    const marked = document.createElement('li');
    marked.setAttribute('data-no-prefetch', '');
    add(links.marked['inside data-no-prefetch'], {}, marked);
    list.append(marked);
    // A click here stays on the page: pressing is what "conservative" eagerness acts on.
    list.addEventListener('click', (event) => {
      event.preventDefault();
    });
    document.querySelector('main')?.prepend(list);
  }, LINKS);
}

test.describe('speculation rules', () => {
  let proxy: RecordingProxy;
  test.beforeEach(async ({ baseURL }) => {
    proxy = await startRecordingProxy(baseURL ?? '');
  });
  test.afterEach(async () => {
    await proxy.close();
  });

  test('Chromium reads the rules without error; they name same-origin pages, never /app, /api, /pay, /1, /preview, a query or a marked link', async ({
    page,
    context,
  }) => {
    const cdp = await context.newCDPSession(page);
    const ruleErrors: string[] = [];
    let candidates: string[] = [];
    cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => {
      if (ruleSet.errorType) ruleErrors.push(`${ruleSet.errorType}: ${ruleSet.errorMessage ?? ''}`);
    });
    cdp.on('Preload.preloadingAttemptSourcesUpdated', ({ preloadingAttemptSources }) => {
      candidates = preloadingAttemptSources.map(
        (source) => `${source.key.action} ${new URL(source.key.url).pathname}${new URL(source.key.url).search}`,
      );
    });
    await cdp.send('Preload.enable');
    await page.goto(`${proxy.origin}/`);
    const product = new URL((await page.locator(PRODUCT_CARD).first().getAttribute('href')) ?? '', proxy.origin)
      .pathname;
    await addTestLinks(page);
    await expect.poll(() => candidates).toContain(`Prerender ${LINKS.control}`);
    expect(candidates).toEqual(
      expect.arrayContaining([`Prerender ${product}`, `Prefetch ${product}`, `Prefetch ${LINKS.control}`]),
    );
    for (const path of [...Object.values(LINKS.refused), ...Object.values(LINKS.marked)]) {
      expect(
        candidates.filter((candidate) => candidate.endsWith(` ${path}`)),
        path,
      ).toEqual([]);
    }
    expect(ruleErrors).toEqual([]);
  });

  test('hovering a product link fetches it with Sec-Purpose; the click then needs no new document request', async ({
    page,
  }) => {
    await page.goto(`${proxy.origin}/`);
    // A returning visitor: the service worker controls the page, and the speculative request goes through it.
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const link = page.locator(PRODUCT_CARD).first();
    const path = new URL((await link.getAttribute('href')) ?? '', proxy.origin).pathname;
    const before = proxy.seen.length;
    await link.hover();
    await expect
      .poll(() => requestsFor(proxy, path, before).map((seen) => seen.purpose))
      .toEqual([expect.stringMatching(/^prefetch/)]);
    const clicked = proxy.seen.length;
    await link.click();
    await expect(page).toHaveURL(`${proxy.origin}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settle(page);
    expect(requestsFor(proxy, path, clicked), 'requests for the page after the click').toEqual([]);
    expect(await pageViews(page), 'page_view of the page shown').toBe(1);
  });

  test('resting on or pressing an /app, /api, /pay, /1, /preview, query or marked link asks the server nothing', async ({
    page,
  }) => {
    await page.goto(`${proxy.origin}/`);
    await addTestLinks(page);
    const before = proxy.seen.length;
    // Resting on the link, then a press (the page keeps these clicks): "moderate" eagerness speculates at
    // the press at once, as it would after 200 ms of resting, so no time needs to pass. Each press comes
    // before the control link's, so a speculation of any of these would reach the proxy before the control's.
    const restAndPress = async (href: string) => {
      const link = page.locator(`#speculation-test-links a[href="${href}"]`);
      await link.hover();
      await link.click();
    };
    const refused: string[] = [...Object.values(LINKS.refused), ...Object.values(LINKS.marked)];
    for (const href of refused) await restAndPress(href);
    await restAndPress(LINKS.control);
    // The control link shows that resting and pressing do speculate a link the rules take.
    await expect.poll(() => requestsFor(proxy, LINKS.control, before).length).toBeGreaterThan(0);
    const asked = proxy.seen
      .slice(before)
      .filter((seen) => refused.includes(seen.path) || (seen.purpose !== '' && seen.path !== LINKS.control));
    expect(asked).toEqual([]);
  });
});

test.describe('a prerendered page, driven through the tab target', () => {
  // The visitor's time zone says Australia: a New Zealand page asks whether to switch (docs/requirements.md#regions).
  let browser: TabBrowser;
  let proxy: RecordingProxy;
  test.beforeEach(async ({ baseURL }) => {
    proxy = await startRecordingProxy(baseURL ?? '');
    browser = await launchTabBrowser({
      executablePath: process.env['CHROME_PATH'] || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      env: { TZ: 'Australia/Sydney' },
    });
    // Each data-layer push, and whether the page was still prerendering when it came.
    await browser.addInitScript(`{
      const layer = [];
      const push = layer.push.bind(layer);
      window.__pushed = [];
      layer.push = (...entries) => { for (const entry of entries) window.__pushed.push({ event: entry.event, prerendering: document.prerendering }); return push(...entries); };
      window.dataLayer = layer;
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => window.__cspViolations.push(event.effectiveDirective + ' ' + event.blockedURI));
    }`);
  });
  test.afterEach(async () => {
    await browser.close();
    await proxy.close();
  });

  const pushed = "JSON.stringify(window.__pushed.filter((entry) => entry.event === 'page_view'))";
  const violations = async (page: PageSession | undefined): Promise<unknown[]> =>
    JSON.parse((await page?.evaluate<string>('JSON.stringify(window.__cspViolations)')) ?? '[]') as unknown[];

  test('it pushes its page_view once, when shown, and asks the region only then; the click needs no new document request', async () => {
    await browser.goto(`${proxy.origin}/au/`);
    await browser.waitFor('navigator.serviceWorker.controller');
    const start = await browser.shown();
    const href = await start.evaluate<string>(`document.querySelector(${JSON.stringify(PRODUCT_CARD)}).href`);
    const path = new URL(href).pathname;

    // Resting on a product card: the server sees a prerender of its page.
    const before = proxy.seen.length;
    await browser.hover(PRODUCT_CARD);
    await expect
      .poll(() => requestsFor(proxy, path, before).map((seen) => seen.purpose), { timeout: HOVER_TRIGGER_MS * 5 })
      .toEqual(['prefetch;prerender']);
    await expect.poll(async () => Boolean(await browser.prerendered(href))).toBe(true);
    const product = await browser.prerendered(href);
    await expect.poll(() => product?.evaluate<boolean>("document.readyState === 'complete'")).toBe(true);
    expect(
      JSON.parse((await product?.evaluate<string>(pushed)) ?? '[]'),
      'page views of a page nobody has seen',
    ).toEqual([]);
    expect(await violations(start), 'CSP violations').toEqual([]);

    const clicked = proxy.seen.length;
    await browser.click();
    await browser.waitFor(`location.href === ${JSON.stringify(href)}`);
    const shown = await browser.shown();
    expect(
      await shown.evaluate<number>("performance.getEntriesByType('navigation')[0].activationStart"),
      'the page shown was the prerendered one',
    ).toBeGreaterThan(0);
    await expect
      .poll(async () => JSON.parse(await shown.evaluate<string>(pushed)) as unknown[])
      .toEqual([{ event: 'page_view', prerendering: false }]);
    expect(requestsFor(proxy, path, clicked), 'requests for the page after the click').toEqual([]);

    // The header's New Zealand link: prerendered without a question, asked once shown.
    const nz = await shown.evaluate<string>('document.querySelector(\'header a[data-region="nz"]\').href');
    await browser.hover('header a[data-region="nz"]');
    await expect.poll(async () => Boolean(await browser.prerendered(nz)), { timeout: HOVER_TRIGGER_MS * 5 }).toBe(true);
    expect(await violations(shown), 'CSP violations').toEqual([]);
    const region = await browser.prerendered(nz);
    await expect.poll(() => region?.evaluate<boolean>("document.readyState === 'complete'")).toBe(true);
    // Its scripts have run; a request it makes now reaches the proxy after any dialog module it asked for.
    expect(
      await region?.evaluate<number>("fetch('/api/health', { cache: 'no-store' }).then((answer) => answer.status)"),
    ).toBe(200);
    expect(proxy.seen.some((seen) => seen.path === '/api/health')).toBe(true);
    expect(
      await region?.evaluate<boolean>("Boolean(document.querySelector('dialog'))"),
      'a question in a page nobody has seen',
    ).toBe(false);
    expect(
      proxy.seen.filter((seen) => seen.path.includes('suggestion-dialog')),
      'the dialog loaded before the page was shown',
    ).toEqual([]);
    expect(JSON.parse((await region?.evaluate<string>(pushed)) ?? '[]')).toEqual([]);
    await browser.click();
    await browser.waitFor(`location.href === ${JSON.stringify(nz)}`);
    await browser.waitFor(
      "document.querySelector('dialog[open]')?.textContent?.includes('Looks like you are browsing in a different region.')",
    );
    const nzShown = await browser.shown();
    expect(JSON.parse(await nzShown.evaluate<string>(pushed))).toEqual([{ event: 'page_view', prerendering: false }]);
    expect(await violations(nzShown), 'CSP violations').toEqual([]);
  });
});
