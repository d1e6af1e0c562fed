/**
 * The region suggestion dialog (docs/requirements.md#regions): 'Looks like you are browsing in a different region.' with
 * 'Browse {region title}' and 'No, continue browsing'. A native modal <dialog> (no framework: this is
 * imported only when the question is asked): the browser moves focus into it, keeps Tab inside, makes
 * the page behind inert for screen readers and closes it on Escape; focus then returns where it was.
 */
import type { RegionCode } from '../../schemas/region-code.ts';
import { browserStorage } from '../../lib/store/web-storage.ts';
import { REGION_SUGGESTION_MESSAGES } from './messages.ts';
import { needsEmptyCart } from './region-change.ts';
import { cartCurrency, rememberRegion } from './stored-region.ts';
import { suggestionTarget } from './suggestion.ts';

export interface AskRegionOptions {
  /** The suggested region. */
  region: RegionCode;
  /** Its title ('Australia'). */
  regionTitle: string;
  /** Called once, whichever way the visitor answers (a button, Escape). */
  onAnswer: () => void;
}

/** The page's alternates (`<link rel="alternate" hreflang>`). */
const pageAlternates = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((link) => ({
    hrefLang: link.hreflang,
    href: link.href,
  }));

/**
 * 'Browse {region}': an empty cart (or one of that region) follows the link and remembers the region;
 * a cart of the other region opens the region-change dialog, which asks to empty it first (docs/requirements.md#regions).
 */
function followSuggestion(event: MouseEvent, region: RegionCode, href: string): void {
  if (!needsEmptyCart(cartCurrency(browserStorage()), region)) {
    rememberRegion(region);
    return;
  }
  event.preventDefault();
  void import('./open-region-dialog.tsx').then(({ openRegionDialog }) => openRegionDialog({ region, href }));
}

const STYLE_ID = 'region-suggestion-styles';
const CSS = `
.region-suggestion { width: min(32rem, calc(100% - 2 * var(--gutter, 1rem))); padding: var(--space-5, 2rem) var(--space-4, 1.5rem) var(--space-4, 1.5rem);
  border: 0; border-radius: var(--radius-large, 12px); background: var(--color-bg, #fff); color: var(--color-text, #111); box-shadow: var(--shadow-raised, 0 10px 30px rgb(0 0 0 / .25)); }
.region-suggestion::backdrop { background: rgb(0 0 0 / 0.45); }
.region-suggestion__title { margin: 0 0 var(--space-4, 1.5rem); font-size: 1.375rem; }
.region-suggestion__actions { display: flex; flex-wrap: wrap; gap: var(--space-2, .5rem); }
`;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** Show the dialog (modal) and report the answer. */
export function askRegion({ region, regionTitle, onAnswer }: AskRegionOptions): HTMLDialogElement {
  const href = suggestionTarget(region, pageAlternates());
  if (!document.getElementById(STYLE_ID)) document.head.append(element('style', { id: STYLE_ID, textContent: CSS }));
  const titleId = 'region-suggestion-title';
  const browse = element(
    'a',
    { className: 'button button--primary', href },
    REGION_SUGGESTION_MESSAGES.browse(regionTitle),
  );
  const stay = element(
    'button',
    { type: 'button', className: 'button button--secondary' },
    REGION_SUGGESTION_MESSAGES.stay,
  );
  const dialog = element(
    'dialog',
    { className: 'region-suggestion' },
    element('h2', { id: titleId, className: 'region-suggestion__title' }, REGION_SUGGESTION_MESSAGES.title),
    element('div', { className: 'region-suggestion__actions' }, browse, stay),
  );
  dialog.setAttribute('aria-labelledby', titleId);
  let answered = false;
  const answer = () => {
    if (!answered) onAnswer();
    answered = true;
  };
  browse.addEventListener('click', (event) => {
    answer();
    followSuggestion(event, region, href);
    if (event.defaultPrevented) dialog.close();
  });
  stay.addEventListener('click', () => {
    answer();
    dialog.close();
  });
  dialog.addEventListener('close', () => {
    answer();
    dialog.remove();
  });
  document.body.append(dialog);
  dialog.showModal();
  return dialog;
}
