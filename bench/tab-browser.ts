/**
 * Chromium driven over the DevTools protocol through its tab target, as Puppeteer attaches, for what
 * Playwright cannot show: Playwright attaches to each page directly, and Chromium refuses to prerender
 * for a page with such a session ("PrerenderingDisabledByDevTools"; it prefetches instead). The
 * speculation rules' prerender is measured (bench/navigation.mjs) and tested
 * (tests/e2e/instant-navigation.spec.ts) through this: one session per document, prerendered ones
 * included, each held at its start until the init scripts are in.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Params = Record<string, unknown>;
interface Message {
  id?: number;
  method?: string;
  params?: Params;
  result?: Params;
  error?: { message: string };
  sessionId?: string;
}
interface TargetInfo {
  targetId: string;
  type: string;
  subtype?: string;
  url: string;
}

/** How long a wait for the page may take before it fails (ms). */
const WAIT_MS = 15_000;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** One document's session: the tab's page, or a page being prerendered in it. */
export interface PageSession {
  readonly id: string;
  /** Whether the document was attached as a prerender (it may have been activated since). */
  readonly prerender: boolean;
  send(method: string, params?: Params): Promise<Params>;
  /** The value of an expression in the page (awaited when it is a promise). */
  evaluate<T>(expression: string): Promise<T>;
}

/** A Chromium with one tab, driven through the tab target. */
export interface TabBrowser {
  /** Every live document of the tab, in the order they were attached. */
  sessions(): PageSession[];
  /** The document shown in the tab (the last attached that is not prerendering). */
  shown(): Promise<PageSession>;
  /** The prerendered, not yet shown document at `url`, if there is one. */
  prerendered(url: string): Promise<PageSession | undefined>;
  /** Run `source` at the start of every document from now on (prerendered ones too). */
  addInitScript(source: string): Promise<void>;
  /** Navigate the shown page to `url` and wait for its load event. */
  goto(url: string): Promise<void>;
  /** Move the pointer over the centre of the first element matching `selector` on the shown page. */
  hover(selector: string): Promise<void>;
  /** Press and release the left button where the pointer is (a click on what is under it). */
  click(): Promise<void>;
  /** Wait until `expression` is truthy on the shown page (it may change on a navigation). */
  waitFor(expression: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** Start Chromium headless (bfcache off: a left page is gone, as under Playwright) and attach to its tab. */
export async function launchTabBrowser({
  executablePath,
  args = [],
  env = {},
}: {
  executablePath: string;
  args?: readonly string[];
  env?: Record<string, string>;
}): Promise<TabBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'tab-browser-'));
  const child = spawn(
    executablePath,
    [
      '--headless',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--disable-back-forward-cache',
      '--window-size=1366,900',
      ...args,
      'about:blank',
    ],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...env },
    },
  );
  try {
    return await attach(child, await devtoolsUrl(child), profile);
  } catch (error) {
    child.kill();
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }
}

function devtoolsUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /DevTools listening on (ws:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve(url);
    });
    child.once('exit', (code) => {
      reject(new Error(`Chromium exited (${code}): ${output}`));
    });
  });
}

async function attach(child: ChildProcess, url: string, profile: string): Promise<TabBrowser> {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let nextId = 1;
  const pending = new Map<number, { resolve: (result: Params) => void; reject: (error: Error) => void }>();
  const listeners: ((message: Message) => void)[] = [];
  socket.addEventListener('message', (event: MessageEvent<string>) => {
    const message = JSON.parse(event.data) as Message;
    const waiting = message.id === undefined ? undefined : pending.get(message.id);
    if (waiting && message.id !== undefined) {
      pending.delete(message.id);
      if (message.error) waiting.reject(new Error(message.error.message));
      else waiting.resolve(message.result ?? {});
    } else {
      for (const listener of listeners) listener(message);
    }
  });
  const send = (method: string, params: Params = {}, sessionId?: string): Promise<Params> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });

  const initScripts: string[] = [];
  const pages = new Map<string, PageSession>();
  const session = (id: string, prerender: boolean): PageSession => ({
    id,
    prerender,
    send: (method, params) => send(method, params, id),
    evaluate: async <T>(expression: string): Promise<T> => {
      const answer = await send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true }, id);
      if (answer['exceptionDetails']) throw new Error(`${expression}: ${JSON.stringify(answer['exceptionDetails'])}`);
      return (answer['result'] as { value: T }).value;
    },
  });
  listeners.push((message) => {
    if (message.method === 'Target.attachedToTarget' && message.params) {
      const { sessionId, targetInfo, waitingForDebugger } = message.params as {
        sessionId: string;
        targetInfo: TargetInfo;
        waitingForDebugger: boolean;
      };
      const isPage = targetInfo.type === 'page';
      if (isPage) pages.set(sessionId, session(sessionId, targetInfo.subtype === 'prerender'));
      // Sent together: a held target answers the scripts only once it runs, and runs them first.
      void Promise.all([
        ...(isPage ? [send('Page.enable', {}, sessionId)] : []),
        ...(isPage ? initScripts : []).map((source) =>
          send('Page.addScriptToEvaluateOnNewDocument', { source, runImmediately: true }, sessionId),
        ),
        ...(waitingForDebugger ? [send('Runtime.runIfWaitingForDebugger', {}, sessionId)] : []),
      ]).catch(() => {
        /* a document that went away meanwhile */
      });
    }
    if (message.method === 'Target.detachedFromTarget' && message.params)
      pages.delete(String(message.params['sessionId']));
  });

  const { targetInfos } = (await send('Target.getTargets', { filter: [{ type: 'tab' }] })) as {
    targetInfos: TargetInfo[];
  };
  const tab = targetInfos[0];
  if (!tab) throw new Error('Chromium has no tab target');
  const { sessionId: tabSession } = (await send('Target.attachToTarget', {
    targetId: tab.targetId,
    flatten: true,
  })) as { sessionId: string };
  await send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }, tabSession);

  const prerendering = (page: PageSession): Promise<boolean> =>
    page.evaluate<boolean>('document.prerendering === true').catch(() => true);
  const shown = async (): Promise<PageSession> => {
    const deadline = Date.now() + WAIT_MS;
    while (Date.now() < deadline) {
      for (const page of [...pages.values()].reverse()) if (!(await prerendering(page))) return page;
      await sleep(20);
    }
    throw new Error('no shown page');
  };
  const waitFor = async (expression: string, timeoutMs = WAIT_MS): Promise<void> => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (await (await shown()).evaluate<boolean>(`Boolean(${expression})`).catch(() => false)) return;
      await sleep(20);
    }
    throw new Error(`timed out waiting for ${expression}`);
  };
  let pointer = { x: 0, y: 0 };
  const mouse = async (type: string, extra: Params = {}): Promise<void> => {
    await (await shown()).send('Input.dispatchMouseEvent', { type, ...pointer, ...extra });
  };

  return {
    sessions: () => [...pages.values()],
    shown,
    prerendered: async (url) => {
      for (const page of pages.values()) {
        if (
          page.prerender &&
          (await prerendering(page)) &&
          (await page.evaluate<string>('location.href').catch(() => '')) === url
        )
          return page;
      }
      return undefined;
    },
    addInitScript: async (source) => {
      initScripts.push(source);
      await Promise.all(
        [...pages.values()].map((page) => page.send('Page.addScriptToEvaluateOnNewDocument', { source })),
      );
    },
    goto: async (url) => {
      const page = await shown();
      // Marks the document being left, so a navigation to the URL it already shows is waited for too.
      await page.evaluate('window.__tabBrowserLeft = true');
      await page.send('Page.navigate', { url });
      await waitFor(
        `!window.__tabBrowserLeft && location.href === ${JSON.stringify(url)} && document.readyState === 'complete'`,
      );
    },
    hover: async (selector) => {
      const point = await (
        await shown()
      ).evaluate<{ x: number; y: number } | null>(`(() => {
        const element = document.querySelector(${JSON.stringify(selector)});
        if (!element) return null;
        element.scrollIntoView({ block: 'center', behavior: 'instant' });
        const box = element.getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      })()`);
      if (!point) throw new Error(`nothing matches ${selector}`);
      pointer = point;
      await mouse('mouseMoved');
    },
    click: async () => {
      await mouse('mousePressed', { button: 'left', clickCount: 1 });
      await mouse('mouseReleased', { button: 'left', clickCount: 1 });
    },
    waitFor,
    close: async () => {
      await send('Browser.close').catch(() => ({}));
      socket.close();
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
