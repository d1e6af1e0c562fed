/**
 * `client:intent`: hydrate an island only when a person shows intent — the pointer over it, focus
 * inside it, a touch — or at once when the URL carries one of the query parameters the island acts on
 * (`client:intent={['q']}`). A click on a button that arrives before hydration is held and replayed on
 * the same button once the island is live, so no tap is lost. Until then the server-rendered HTML is
 * the page, and no island JavaScript loads.
 */
import type { ClientDirective } from 'astro';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * `client:intent={{ storedOtherThan: { key, value } }}`: hydrate at once when localStorage holds `key`
 * with another value than the one the server rendered for (the server cannot read the browser's storage).
 */
function storedOtherThan(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || !('storedOtherThan' in value)) return false;
  const { key, value: rendered } = (value as { storedOtherThan: { key?: unknown; value?: unknown } }).storedOtherThan;
  if (typeof key !== 'string') return false;
  try {
    const stored = globalThis.localStorage.getItem(key);
    return stored !== null && stored !== rendered;
  } catch {
    return false;
  }
}

const intentDirective: ClientDirective = (load, options, el) => {
  let started: Promise<void> | undefined;
  const start = (): Promise<void> => {
    started ??= (async () => {
      for (const type of INTENT_EVENTS) el.removeEventListener(type, onIntent);
      const hydrate = await load();
      await hydrate();
      el.removeEventListener('click', holdClick, true);
    })();
    return started;
  };
  const onIntent = (): void => { void start(); };

  function holdClick(event: Event): void {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.type === 'submit') return; // links and forms work without the island
    event.preventDefault();
    event.stopPropagation();
    void start().then(() => { requestAnimationFrame(() => { button.click(); }); });
  }

  const params = Array.isArray(options.value) ? options.value.filter((value): value is string => typeof value === 'string') : [];
  const search = new URLSearchParams(globalThis.location.search);
  if (params.some((name) => search.has(name)) || storedOtherThan(options.value)) {
    void start();
    return;
  }
  for (const type of INTENT_EVENTS) el.addEventListener(type, onIntent, { once: true, passive: true });
  el.addEventListener('click', holdClick, true);
};

export default intentDirective;
