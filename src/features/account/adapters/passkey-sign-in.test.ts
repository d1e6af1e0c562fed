import { describe, expect, it } from 'vitest';
import { createPasskeySignIn, type PasskeyServer, type WebAuthnBrowser } from './passkey-sign-in.ts';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const tick = () => new Promise((done) => setTimeout(done, 0));

/** A browser whose conditional requests wait until chosen (`choose`) or aborted, as a real one does. */
function fakeBrowser(setup: { autofill?: boolean; supported?: boolean; prompt?: () => Promise<unknown> } = {}) {
  const requests: { challenge: unknown; signal: AbortSignal; choose: (answer: unknown) => void }[] = [];
  const prompts: unknown[] = [];
  const browser: WebAuthnBrowser = {
    supported: () => setup.supported ?? true,
    autofillAvailable: () => Promise.resolve(setup.autofill ?? true),
    prompt: (options) => {
      prompts.push(options['challenge']);
      return setup.prompt ? setup.prompt() : Promise.resolve({ answer: options['challenge'] });
    },
    conditional: (options, signal) =>
      new Promise((resolve, reject) => {
        // As the browser does: an ended request rejects with the reason it was ended for.
        const ended = () => {
          reject(signal.reason as Error);
        };
        if (signal.aborted) {
          ended();
          return;
        }
        requests.push({ challenge: options['challenge'], signal, choose: resolve });
        signal.addEventListener('abort', ended, { once: true });
      }),
  };
  return { browser, requests, prompts };
}

/** A server handing out challenges c1, c2, …; `hold` keeps the next answers until released. */
function fakeServer() {
  let issued = 0;
  const held: Deferred<void>[] = [];
  const asked: string[] = [];
  let holding = false;
  const server: PasskeyServer<string> = {
    async options() {
      const challenge = `c${++issued}`;
      asked.push(`ask ${challenge}`);
      if (holding) {
        const gate = deferred<void>();
        held.push(gate);
        await gate.promise;
      }
      asked.push(`answer ${challenge}`);
      return { challenge };
    },
    verify: (response) => Promise.resolve(`signed in with ${JSON.stringify(response)}`),
  };
  return {
    server,
    asked,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const gate of held.splice(0)) gate.resolve();
    },
  };
}

describe('passkey sign-in: the button', () => {
  it('asks a challenge, shows the prompt and checks its answer', async () => {
    const { server } = fakeServer();
    const { browser, prompts } = fakeBrowser();
    expect(await createPasskeySignIn(server, browser).press()).toBe('signed in with {"answer":"c1"}');
    expect(prompts).toEqual(['c1']);
  });

  it('a closed prompt signs nobody in and is no error', async () => {
    const closed = Object.assign(new Error('closed'), { name: 'NotAllowedError' });
    const { browser } = fakeBrowser({ prompt: () => Promise.reject(closed) });
    expect(await createPasskeySignIn(fakeServer().server, browser).press()).toBeUndefined();
  });

  it('a browser without WebAuthn is refused with its code', async () => {
    const { browser } = fakeBrowser({ supported: false });
    await expect(createPasskeySignIn(fakeServer().server, browser).press()).rejects.toMatchObject({
      code: 'PASSKEYS_UNSUPPORTED',
    });
  });

  it('of two presses only the newest shows a prompt, and the challenges are asked one after the other', async () => {
    const { server, asked, hold, release } = fakeServer();
    const { browser, prompts } = fakeBrowser();
    const signIn = createPasskeySignIn(server, browser);
    hold();
    const first = signIn.press();
    const second = signIn.press();
    await tick();
    // The second challenge is not asked before the first is answered.
    expect(asked).toEqual(['ask c1']);
    release();
    expect(await first).toBeUndefined();
    expect(await second).toBe('signed in with {"answer":"c2"}');
    expect(asked).toEqual(['ask c1', 'answer c1', 'ask c2', 'answer c2']);
    expect(prompts).toEqual(['c2']);
  });
});

describe('passkey sign-in: the email field suggestions', () => {
  it('a passkey chosen from the suggestions signs in', async () => {
    const { server } = fakeServer();
    const { browser, requests } = fakeBrowser();
    const signedIn = createPasskeySignIn(server, browser).autofill(new AbortController().signal);
    await tick();
    expect(requests.map((request) => request.challenge)).toEqual(['c1']);
    requests[0]?.choose({ chosen: 'c1' });
    expect(await signedIn).toBe('signed in with {"chosen":"c1"}');
  });

  it('a browser without them asks no challenge and ends at once', async () => {
    const { server, asked } = fakeServer();
    const { browser } = fakeBrowser({ autofill: false });
    expect(await createPasskeySignIn(server, browser).autofill(new AbortController().signal)).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it('a press ends the pending request in the same task, and then shows its own prompt', async () => {
    const { server } = fakeServer();
    const { browser, requests, prompts } = fakeBrowser();
    const signIn = createPasskeySignIn(server, browser);
    const suggestions = signIn.autofill(new AbortController().signal);
    await tick();
    expect(requests).toHaveLength(1);
    const pressed = signIn.press();
    expect(requests[0]?.signal.aborted).toBe(true);
    expect(await suggestions).toBeUndefined();
    expect(await pressed).toBe('signed in with {"answer":"c2"}');
    expect(prompts).toEqual(['c2']);
  });

  it('suggestions whose challenge arrives during a press never ask the browser', async () => {
    const { server, hold, release } = fakeServer();
    const { browser, requests } = fakeBrowser();
    const signIn = createPasskeySignIn(server, browser);
    hold();
    const suggestions = signIn.autofill(new AbortController().signal);
    await tick();
    const pressed = signIn.press();
    release();
    expect(await suggestions).toBeUndefined();
    expect(await pressed).toBe('signed in with {"answer":"c2"}');
    expect(requests).toEqual([]);
  });

  it('suggestions started while a press is under way wait for nothing and end', async () => {
    const { server } = fakeServer();
    const prompt = deferred<unknown>();
    const { browser, requests } = fakeBrowser({ prompt: () => prompt.promise });
    const signIn = createPasskeySignIn(server, browser);
    const pressed = signIn.press();
    await tick();
    expect(await signIn.autofill(new AbortController().signal)).toBeUndefined();
    expect(requests).toEqual([]);
    prompt.resolve({ answer: 'c1' });
    expect(await pressed).toBe('signed in with {"answer":"c1"}');
  });

  it('leaving the screen ends them', async () => {
    const { browser, requests } = fakeBrowser();
    const screen = new AbortController();
    const suggestions = createPasskeySignIn(fakeServer().server, browser).autofill(screen.signal);
    await tick();
    screen.abort();
    expect(requests[0]?.signal.aborted).toBe(true);
    expect(await suggestions).toBeUndefined();
  });

  it('are renewed with a new challenge before the server forgets the old one', async () => {
    const { server } = fakeServer();
    const { browser, requests } = fakeBrowser();
    const suggestions = createPasskeySignIn(server, browser, 30).autofill(new AbortController().signal);
    await expect.poll(() => requests.length).toBeGreaterThanOrEqual(3);
    const latest = requests.at(-1);
    latest?.choose({ chosen: latest.challenge });
    const count = requests.length;
    // Each request had a challenge of its own, and all but the one chosen from were ended.
    expect(requests.map((request) => request.challenge)).toEqual(
      Array.from({ length: count }, (_, index) => `c${index + 1}`),
    );
    expect(requests.map((request) => request.signal.aborted)).toEqual([
      ...Array.from({ length: count - 1 }, () => true),
      false,
    ]);
    expect(await suggestions).toBe(`signed in with {"chosen":"c${count}"}`);
  });
});
