/**
 * The cart's lines and totals, shared by the cart drawer, the cart page and the order review: each
 * line with its unit price, quantity (editable or fixed) and line total, then subtotal excl. GST, GST
 * and total incl. GST. All text comes from summary.ts; nothing here does arithmetic.
 */
import { useStore } from '@nanostores/react';
import { createContext, useContext, useMemo } from 'react';
import type { ShownCartLine } from '../../lib/store/cart-line.ts';
import { $cart } from '../../lib/store/stores.ts';
import { changeQuantity, removeFromCart } from './cart-actions.ts';
import { QuantityInput } from './QuantityInput.tsx';
import { cartSummary, type CartSummary, type LineView } from './summary.ts';
import cartContentsCss from './cart-contents.css?inline';
import { injectStyle } from '../../lib/ui/inject-style.ts';

injectStyle('cart-contents-styles', cartContentsCss);

/**
 * The cart a server render shows (app/StaticScreen.tsx: what the request's cookie mirrors of its lines). The
 * store's atoms are shared by every request the server handles, so a request's cart must never be set
 * there; in the browser nothing provides this and the store is the cart.
 */
export const ServerCartContext = createContext<readonly ShownCartLine[] | undefined>(undefined);

/** The summary of the stored cart, or undefined for lines that cannot be totalled (the stored-cart check empties those). */
export function useCartSummary(): CartSummary | undefined {
  const stored = useStore($cart);
  const lines = useContext(ServerCartContext) ?? stored;
  return useMemo(() => {
    try {
      return cartSummary(lines);
    } catch {
      return undefined;
    }
  }, [lines]);
}

interface LineProps {
  line: LineView;
  /** Quantities and removal can be changed (the drawer and cart page); the review shows them only. */
  editable: boolean;
  onRemoved?: (() => void) | undefined;
  /** Shown under the line (the server's problem with it). */
  problem?: string | undefined;
}

function CartLineItem({ line, editable, onRemoved, problem }: LineProps) {
  const problemId = `cart-line-problem-${line.lineitemId}`;
  return (
    <li className="cart-line" data-testid="cart-line" aria-describedby={problem ? problemId : undefined}>
      <div className="cart-line__info">
        <p className="cart-line__title">{line.title}</p>
        <p className="cart-line__price">{line.unitPrice}</p>
      </div>
      {editable && line.quantityEditable ? (
        <QuantityInput
          id={`cart-quantity-${line.lineitemId}`}
          value={line.quantity}
          itemName={line.title}
          onChange={(quantity) => changeQuantity(line.lineitemId, quantity)}
        />
      ) : (
        <p className="cart-line__fixed">Quantity {line.quantity}</p>
      )}
      <p className="cart-line__total">
        <span className="sr-only">Line total </span>
        {line.lineTotal}
      </p>
      {editable && line.removable && (
        <button
          type="button"
          className="cart-line__remove"
          onClick={() => {
            removeFromCart(line.lineitemId);
            onRemoved?.();
          }}
        >
          Remove<span className="sr-only"> {line.title}</span>
        </button>
      )}
      {problem && (
        <p id={problemId} className="cart-line__problem" role="alert">
          {problem}
        </p>
      )}
    </li>
  );
}

export interface CartLineListProps {
  summary: CartSummary;
  editable: boolean;
  /** Called after a line was removed (to move focus somewhere that still exists). */
  onRemoved?: () => void;
  /** Problems by lineitem_id. */
  problems?: ReadonlyMap<string, string>;
}

export function CartLineList({ summary, editable, onRemoved, problems }: CartLineListProps) {
  return (
    <ul className="cart-lines">
      {summary.lines.map((line) => (
        <CartLineItem
          key={line.lineitemId}
          line={line}
          editable={editable}
          onRemoved={onRemoved}
          problem={problems?.get(line.lineitemId)}
        />
      ))}
    </ul>
  );
}

export function CartTotals({ summary }: { summary: CartSummary }) {
  return (
    <dl className="cart-totals">
      <div>
        <dt>Subtotal</dt>
        <dd data-testid="cart-subtotal">{summary.subtotal}</dd>
      </div>
      <div>
        <dt>GST</dt>
        <dd data-testid="cart-gst">{summary.gst}</dd>
      </div>
      <div className="cart-totals__total">
        <dt>Total</dt>
        <dd data-testid="cart-total">{summary.total}</dd>
      </div>
    </dl>
  );
}
