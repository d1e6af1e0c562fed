/**
 * The header's cart button without a framework (CartButton.astro): shows the item count read from
 * localStorage, follows changes from the islands (CART_CHANGE_EVENT) and other tabs (storage events),
 * and opens the cart drawer where a page has one (live, or an island that hosts one and wakes on the
 * request), else lets the link go to the cart page. The count
 * comes from a display-only read of the stored text (stored-cart-view.ts), so a content page loads no
 * store; stored text it cannot count is removed with a toast by the store's cart check, imported only
 * then, on whatever page the visitor lands.
 */
import { refreshWhenShown } from '../speculation/when-shown.ts';
import { browserStorage } from '../../lib/store/web-storage.ts';
import {
  CART_CHANGE_EVENT,
  CART_STORAGE_KEY,
  DRAWER_HOST_ATTRIBUTE,
  DRAWER_READY_ATTRIBUTE,
  isModifiedClick,
  OPEN_CART_EVENT,
  OPEN_CART_REQUESTED_ATTRIBUTE,
} from './events.ts';
import { mirrorCart } from './cart-cookie.ts';
import { storedCartView } from './stored-cart-view.ts';

/** The button's accessible name for a count: "Cart", "Cart, 1 item", "Cart, 3 items". */
export const cartLabel = (count: number): string =>
  count === 0 ? 'Cart' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;

/** Let the store's schema check remove (with a toast) stored text the badge cannot count. */
function dropUnreadableCart(): void {
  // A chunk that fails to load changes nothing: the next page, or an island's own check, tries again.
  import('./drop-unreadable-cart.ts').then(
    (module) => {
      module.dropUnreadableCart();
    },
    () => {},
  );
}

/**
 * The count of the stored cart (0 for what cannot be read, which is then removed). Each read also
 * mirrors the cart into /app's cookie (cart-cookie.ts): carts stored before the mirror existed, and
 * changes another tab made, reach /app/cart/'s server render from the next page on.
 */
function readCount(): number {
  const stored = browserStorage()?.getItem(CART_STORAGE_KEY);
  const view = storedCartView(stored);
  mirrorCart(view.readable ? stored : null);
  if (!view.readable) dropUnreadableCart();
  return view.count;
}

function render(buttons: readonly HTMLAnchorElement[], count: number): void {
  for (const button of buttons) {
    button.setAttribute('aria-label', cartLabel(count));
    const badge = button.querySelector<HTMLElement>('[data-cart-count]');
    if (badge) {
      badge.textContent = count > 99 ? '99+' : String(count);
      badge.hidden = count === 0;
    }
  }
}

/** Wire every `a[data-cart-button]` in the document (each once). */
export function initCartButtons(root: Document = document): void {
  const buttons = [...root.querySelectorAll<HTMLAnchorElement>('a[data-cart-button]:not([data-cart-ready])')];
  if (buttons.length === 0) return;
  for (const button of buttons) button.setAttribute('data-cart-ready', '');
  render(buttons, readCount());
  window.addEventListener(CART_CHANGE_EVENT, (event) => {
    render(buttons, event instanceof CustomEvent && typeof event.detail === 'number' ? event.detail : readCount());
  });
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) render(buttons, readCount());
  });
  // Back/forward cache: the cart may have changed on the page the visitor came back from.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) render(buttons, readCount());
  });
  // A prerendered page counted the cart before the visitor came: count again when shown.
  refreshWhenShown(() => {
    render(buttons, readCount());
  }, root);
  for (const button of buttons) {
    button.addEventListener('click', (event) => {
      const html = root.documentElement;
      const drawerHere =
        html.hasAttribute(DRAWER_READY_ATTRIBUTE) || root.querySelector(`[${DRAWER_HOST_ATTRIBUTE}]`) !== null;
      if (isModifiedClick(event) || !drawerHere) return;
      event.preventDefault();
      // The request stays on <html> until a host opens the drawer: an island still hydrating sees it when it mounts.
      html.setAttribute(OPEN_CART_REQUESTED_ATTRIBUTE, '');
      window.dispatchEvent(new Event(OPEN_CART_EVENT));
    });
  }
}
