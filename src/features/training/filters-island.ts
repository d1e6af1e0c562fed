/**
 * The training catalogue's filters island (docs/requirements.md#calls), framework-free: a click on a filter link fetches
 * that filtered page (the server renders it from the query, as it does without JavaScript), swaps the
 * `<training-catalogue>` contents in place and pushes the URL, so the filter is in the address bar,
 * shareable and undone with Back. Any failure falls back to following the link.
 */
import { isModifiedClick } from '../cart/events.ts';

const SELECTOR = 'training-catalogue';

/** The catalogue of the page at `href` (HTML fetched from the server), or undefined. */
async function catalogueAt(href: string): Promise<Element | undefined> {
  const response = await fetch(href, { headers: { Accept: 'text/html' } });
  if (!response.ok) return undefined;
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  return page.querySelector(SELECTOR) ?? undefined;
}

/** Replace the catalogue with the one of `href`; false when it could not be loaded. */
async function show(catalogue: Element, href: string): Promise<boolean> {
  try {
    const next = await catalogueAt(href);
    if (!next) return false;
    const focusedLabel =
      document.activeElement instanceof HTMLAnchorElement && catalogue.contains(document.activeElement)
        ? document.activeElement.textContent
        : undefined;
    catalogue.replaceChildren(...[...next.childNodes].map((node) => document.importNode(node, true)));
    // Keep the keyboard where it was: on the same filter, now with its new link.
    if (focusedLabel) {
      [...catalogue.querySelectorAll<HTMLAnchorElement>('a[data-filter-link]')]
        .find((link) => link.textContent === focusedLabel)
        ?.focus();
    }
    return true;
  } catch {
    return false;
  }
}

class TrainingCatalogue extends HTMLElement {
  connectedCallback(): void {
    this.addEventListener('click', (event) => {
      const link =
        event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-filter-link]') : null;
      if (!link || isModifiedClick(event)) return;
      event.preventDefault();
      const href = link.href;
      this.setAttribute('aria-busy', 'true');
      void show(this, href).then((shown) => {
        this.removeAttribute('aria-busy');
        if (shown) window.history.pushState({ trainingCatalogue: true }, '', href);
        else window.location.assign(href);
      });
    });
    window.addEventListener('popstate', () => {
      void show(this, window.location.href).then((shown) => {
        if (!shown) window.location.reload();
      });
    });
  }
}

if (!customElements.get(SELECTOR)) customElements.define(SELECTOR, TrainingCatalogue);
