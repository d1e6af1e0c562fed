/**
 * `client:intent`: hydrate an island only when a person shows intent — the pointer over it, focus
 * inside it, a touch — or at once when the URL carries one of the query parameters the island acts on
 * (`client:intent={['q']}`). A click on a button that arrives before hydration is held and replayed on
 * the same button once the island is live, so no tap is lost. Until then the server-rendered HTML is
 * the page, and no island JavaScript loads; on a prerendered page, not before it is shown.
 * `whenIdle: true` also hydrates once the browser is idle (as `client:idle`), for HTML that most
 * visitors need replaced soon, while a click that comes first is still held and replayed.
 */
import type { ClientDirective } from 'astro';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** The object form of the directive's value (types/client-directives.d.ts). */
interface IntentOptions {
  storedOtherThan?: { key?: unknown; value?: unknown };
  staleBefore?: unknown;
  staleAfter?: unknown;
  wakeOn?: unknown;
  whenIdle?: unknown;
}

const optionsOf = (value: unknown): IntentOptions =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};

/**
 * `storedOtherThan: { key, value }`: hydrate at once when localStorage holds `key` with another value
 * than the one the server rendered for (the server cannot read the browser's storage).
 */
function storedOtherThan({ storedOtherThan: stored }: IntentOptions): boolean {
  if (!stored || typeof stored.key !== 'string') return false;
  try {
    const value = globalThis.localStorage.getItem(stored.key);
    return value !== null && value !== stored.value;
  } catch {
    return false;
  }
}

/**
 * `staleBefore`, `staleAfter` (ISO instants): hydrate at once when the visitor's clock is outside the
 * span in which the prerendered HTML holds (e.g. a promo started or ended in between).
 */
function isStale({ staleBefore, staleAfter }: IntentOptions): boolean {
  const now = Date.now();
  return (
    (typeof staleBefore === 'string' && now < Date.parse(staleBefore)) ||
    (typeof staleAfter === 'string' && now >= Date.parse(staleAfter))
  );
}

/** `wakeOn: [window event types]`: events from outside the island (a header button) that need it live. */
const wakeEvents = ({ wakeOn }: IntentOptions): string[] =>
  Array.isArray(wakeOn) ? wakeOn.filter((type): type is string => typeof type === 'string') : [];

const intentDirective: ClientDirective = (load, options, el) => {
  const intent = optionsOf(options.value);
  const wakeOn = wakeEvents(intent);
  let started: Promise<void> | undefined;
  const start = (): Promise<void> => {
    started ??= (async () => {
      for (const type of INTENT_EVENTS) el.removeEventListener(type, onIntent);
      for (const type of wakeOn) globalThis.removeEventListener(type, onIntent);
      const hydrate = await load();
      await hydrate();
      el.removeEventListener('click', holdClick, true);
    })();
    return started;
  };
  const onIntent = (): void => {
    void start();
  };

  function holdClick(event: Event): void {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.type === 'submit') return; // links and forms work without the island
    event.preventDefault();
    event.stopPropagation();
    void start().then(() => {
      requestAnimationFrame(() => {
        button.click();
      });
    });
  }

  const decide = (): void => {
    const params = Array.isArray(options.value)
      ? options.value.filter((value): value is string => typeof value === 'string')
      : [];
    const search = new URLSearchParams(globalThis.location.search);
    if (params.some((name) => search.has(name)) || storedOtherThan(intent) || isStale(intent)) {
      void start();
      return;
    }
    for (const type of INTENT_EVENTS) el.addEventListener(type, onIntent, { once: true, passive: true });
    for (const type of wakeOn) globalThis.addEventListener(type, onIntent, { once: true });
    el.addEventListener('click', holdClick, true);
    if (intent.whenIdle === true) {
      if ('requestIdleCallback' in globalThis) globalThis.requestIdleCallback(onIntent, { timeout: 2000 });
      else globalThis.setTimeout(onIntent, 200);
    }
  };
  // A page prerendered by the speculation rules decides when it is shown: the storage and
  // the clock are the visitor's then, and nobody can show intent before. (Directives import nothing
  // from features/, hence not when-shown.ts.)
  if ((document as Document & { prerendering?: boolean }).prerendering === true)
    document.addEventListener('prerenderingchange', decide, { once: true });
  else decide();
};

export default intentDirective;
