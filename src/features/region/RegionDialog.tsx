/**
 * The region-change dialog (docs/requirements.md#regions): 'Sorry, looks like you have some items in your cart.' with
 * 'Empty my cart' (clears the cart, then switches) and 'View cart'. A headlessui Dialog: focus is
 * trapped inside, Escape and the backdrop close it, and focus returns to the link that opened it.
 */
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { emptyCart } from '../cart/cart-actions.ts';
import { CART_PATH } from '../cart/events.ts';
import { CART_MESSAGES } from '../cart/messages.ts';
import { $region } from '../../lib/store/stores.ts';
import type { RegionCode } from '../../lib/store/types.ts';
import { injectStyle } from '../../lib/ui/inject-style.ts';
import overlayCss from '../../lib/ui/overlay.css?inline';

injectStyle('overlay-styles', overlayCss);

export interface RegionDialogProps {
  open: boolean;
  onClose: () => void;
  /** The region to switch to. */
  region: RegionCode;
  /** Where switching goes (the region link's target, or the current page). */
  href: string;
  /** Navigation, replaceable in tests. */
  navigate?: (href: string) => void;
}

const assign = (href: string) => window.location.assign(href);

export default function RegionDialog({ open, onClose, region, href, navigate = assign }: RegionDialogProps) {
  const emptyAndSwitch = () => {
    emptyCart();
    $region.set(region);
    navigate(href);
  };
  return (
    <Dialog open={open} onClose={onClose} className="overlay">
      <DialogBackdrop className="overlay__backdrop" />
      <div className="overlay__center">
        <DialogPanel className="overlay-dialog">
          <DialogTitle as="h2" className="overlay-dialog__title">
            {CART_MESSAGES.regionChangeTitle}
          </DialogTitle>
          <Description className="overlay-dialog__text">{CART_MESSAGES.regionChangeText}</Description>
          <div className="overlay-dialog__actions">
            <button type="button" className="button button--primary" onClick={emptyAndSwitch}>
              {CART_MESSAGES.emptyMyCart}
            </button>
            <a className="button button--secondary" href={CART_PATH}>
              {CART_MESSAGES.viewCart}
            </a>
          </div>
          <button type="button" className="overlay__close" onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="sr-only">Close</span>
          </button>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
