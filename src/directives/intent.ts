/**
 * `client:intent`: hydrate an island only when a person shows intent — the pointer over it, focus
 * inside it, a touch — or at once when the URL carries one of the query parameters the island acts on
 * (`client:intent={['q']}`). A click on a button that arrives before hydration is held and replayed on
 * the same button once the island is live, so no tap is lost. Until then the server-rendered HTML is
 * the page, and no island JavaScript loads.
 */
import type { ClientDirective } from 'astro';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

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
  if (params.some((name) => search.has(name))) {
    void start();
    return;
  }
  for (const type of INTENT_EVENTS) el.addEventListener(type, onIntent, { once: true, passive: true });
  el.addEventListener('click', holdClick, true);
};

export default intentDirective;
