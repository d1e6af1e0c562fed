/**
 * The cart drawer (docs/requirements.md#screen-elements right drawer, docs/requirements.md#layout 33% wide; full width on phones): the lines with their
 * quantity and a remove button, subtotal excl. GST, GST and total incl. GST, and links to checkout
 * and the cart page. A headlessui Dialog: focus stays inside, Escape and the backdrop close it, and
 * focus returns to what opened it. Loaded on demand by CartDrawerHost.
 */
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useRef } from 'react';
import { CartLineList, CartTotals, useCartSummary } from './CartContents.tsx';
import { CART_PATH, CHECKOUT_PATH } from './events.ts';
import { CART_MESSAGES } from './messages.ts';
import { injectStyle } from '../../lib/ui/inject-style.ts';
import overlayCss from '../../lib/ui/overlay.css?inline';
import cartDrawerCss from './cart-drawer.css?inline';

injectStyle('overlay-styles', overlayCss);
injectStyle('cart-drawer-styles', cartDrawerCss);

export interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
}

export default function CartDrawer({ open, onClose }: CartDrawerProps) {
  const summary = useCartSummary();
  const title = useRef<HTMLHeadingElement>(null);
  const empty = !summary || summary.lines.length === 0;

  return (
    <Dialog open={open} onClose={onClose} className="overlay">
      <DialogBackdrop className="overlay__backdrop" />
      <DialogPanel className="cart-drawer">
        <div className="cart-drawer__head">
          <DialogTitle as="h2" ref={title} tabIndex={-1} className="cart-drawer__title">
            Your cart
          </DialogTitle>
          <button type="button" className="overlay__close" onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="sr-only">Close cart</span>
          </button>
        </div>
        {empty ? (
          <p className="cart-drawer__empty">{CART_MESSAGES.cartEmpty}</p>
        ) : (
          <>
            <CartLineList summary={summary} editable onRemoved={() => title.current?.focus()} />
            <CartTotals summary={summary} />
          </>
        )}
        <div className="cart-drawer__actions">
          {!empty && (
            <a className="button button--primary" href={CHECKOUT_PATH}>
              Checkout
            </a>
          )}
          <a className="button button--secondary" href={CART_PATH}>
            {CART_MESSAGES.viewCart}
          </a>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
