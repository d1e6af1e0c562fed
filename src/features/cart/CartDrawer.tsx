/**
 * The cart drawer (SPEC §2 right drawer, §9 33% wide; full width on phones): the lines with their
 * quantity and a remove button, subtotal excl. GST, GST and total incl. GST, and links to checkout
 * and the cart page. A headlessui Dialog: focus stays inside, Escape and the backdrop close it, and
 * focus returns to what opened it. Loaded on demand by CartDrawerHost.
 */
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useStore } from '@nanostores/react';
import { useMemo, useRef } from 'react';
import { $cart } from '../store/stores.ts';
import { changeQuantity, removeFromCart } from './cart-actions.ts';
import { CART_PATH, CHECKOUT_PATH } from './events.ts';
import { CART_MESSAGES } from './messages.ts';
import { QuantityInput } from './QuantityInput.tsx';
import { cartSummary, type CartSummary, type LineView } from './summary.ts';
import overlayCss from './overlay.css?inline';
import { injectStyle } from './inject-style.ts';

injectStyle('overlay-styles', overlayCss);

export interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The summary, or undefined for lines that cannot be totalled (the stored-cart check empties those). */
function safeSummary(lines: Parameters<typeof cartSummary>[0]): CartSummary | undefined {
  try {
    return cartSummary(lines);
  } catch {
    return undefined;
  }
}

function CartLineItem({ line, onRemoved }: { line: LineView; onRemoved: () => void }) {
  return (
    <li className="cart-line" data-testid="cart-line">
      <div className="cart-line__info">
        <p className="cart-line__title">{line.title}</p>
        <p className="cart-line__price">{line.unitPrice}</p>
      </div>
      {line.quantityEditable ? (
        <QuantityInput id={`cart-quantity-${line.lineitemId}`} value={line.quantity} itemName={line.title}
          onChange={(quantity) => changeQuantity(line.lineitemId, quantity)} />
      ) : (
        <p className="cart-line__fixed">Quantity {line.quantity}</p>
      )}
      <p className="cart-line__total"><span className="sr-only">Line total </span>{line.lineTotal}</p>
      {line.removable && (
        <button type="button" className="cart-line__remove" onClick={() => { removeFromCart(line.lineitemId); onRemoved(); }}>
          Remove<span className="sr-only"> {line.title}</span>
        </button>
      )}
    </li>
  );
}

export default function CartDrawer({ open, onClose }: CartDrawerProps) {
  const lines = useStore($cart);
  const summary = useMemo(() => safeSummary(lines), [lines]);
  const title = useRef<HTMLHeadingElement>(null);
  const empty = !summary || summary.lines.length === 0;

  return (
    <Dialog open={open} onClose={onClose} className="overlay">
      <DialogBackdrop className="overlay__backdrop" />
      <DialogPanel className="cart-drawer">
        <div className="cart-drawer__head">
          <DialogTitle as="h2" ref={title} tabIndex={-1} className="cart-drawer__title">Your cart</DialogTitle>
          <button type="button" className="overlay__close" onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="sr-only">Close cart</span>
          </button>
        </div>
        {empty ? (
          <p className="cart-drawer__empty">{CART_MESSAGES.cartEmpty}</p>
        ) : (
          <>
            <ul className="cart-drawer__lines">
              {summary.lines.map((line) => (
                <CartLineItem key={line.lineitemId} line={line} onRemoved={() => title.current?.focus()} />
              ))}
            </ul>
            <dl className="cart-totals">
              <div><dt>Subtotal</dt><dd data-testid="cart-subtotal">{summary.subtotal}</dd></div>
              <div><dt>GST</dt><dd data-testid="cart-gst">{summary.gst}</dd></div>
              <div className="cart-totals__total"><dt>Total</dt><dd data-testid="cart-total">{summary.total}</dd></div>
            </dl>
          </>
        )}
        <div className="cart-drawer__actions">
          {!empty && <a className="button button--primary" href={CHECKOUT_PATH}>Checkout</a>}
          <a className="button button--secondary" href={CART_PATH}>{CART_MESSAGES.viewCart}</a>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
