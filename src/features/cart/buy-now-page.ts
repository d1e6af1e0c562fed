/**
 * The buy-now page's framework-free script, for the time before its island hydrates (on intent):
 * pushes the server's view_item when it holds for this visitor (view-item.ts), and has the store's
 * cart check empty a stored cart it refuses (mixed currencies, a line without its id), with the
 * message, as the island did when it hydrated at load. The check loads only when a cart is stored.
 * A prerendered page judges both when it is shown: the stored region and cart, and the
 * clock, are the visitor's then.
 */
import { whenShown } from '../speculation/when-shown.ts';
import { browserStorage } from '../../lib/store/web-storage.ts';
import { CART_CHANGE_EVENT, CART_STORAGE_KEY } from './events.ts';
import { pushPrerenderedViewItem } from './view-item.ts';

/** Run the page's checks (once, when the page is shown). */
export function startBuyNowPage(): void {
  whenShown(checkForVisitor);
}

function checkForVisitor(): void {
  pushPrerenderedViewItem(document.querySelector('[data-view-item]'));
  if (!browserStorage()?.getItem(CART_STORAGE_KEY)) return;
  // A chunk that fails to load changes nothing: the island's own check runs when it hydrates.
  import('./drop-unreadable-cart.ts').then(
    ({ dropUnreadableCart }) => {
      if (dropUnreadableCart()) window.dispatchEvent(new CustomEvent<number>(CART_CHANGE_EVENT, { detail: 0 }));
    },
    () => {},
  );
}
