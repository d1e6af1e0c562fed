/**
 * The buy-now island (docs/requirements.md#cart): picks licensing and service options, their quantity, and adds the
 * selection to the cart, opening the cart drawer. The page is prerendered and the island hydrates on
 * the visitor's intent (BuyNowTemplate.astro), so the first render repeats the server's prices (region
 * and time of the build) and its controls work from the server's HTML on: a Select clicked before
 * hydration is replayed, and choosing and buying judge the visitor's region and clock at that moment.
 * After hydration the options are re-judged with the visitor's region (the page's, or the stored one
 * on a global page) and clock, so promos that started or ended since the build show correctly.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { $cartState, $region } from '../../lib/store/stores.ts';
import type { CartLine } from '../../lib/store/types.ts';
import { viewItemEvent } from './analytics.ts';
import { isEnquireOnly, lineAt, optionViews, type BuyNowProps } from './buy-now.ts';
import { addToCart, broadcastCartCount, ensureReadableCart } from './cart-actions.ts';
import { BuyNowOptions } from './BuyNowOptions.tsx';
import { CartDrawerHost, preloadCartDrawer } from './CartDrawerHost.tsx';
import { CART_REGION_CONFLICT_EVENT, DRAWER_HOST_ATTRIBUTE, type CartRegionConflict } from './events.ts';
import { freightLine } from './freight.ts';
import { hasFixedQuantity, isHardware } from './line.ts';
import { QuantityInput } from './QuantityInput.tsx';
import { isSelected, selectedLines, setSelectionQuantity, slotOf, toggleSelection } from './selection.ts';
import { pushViewItemOnce } from './view-item.ts';
import './cart.css';
import { withIslandBoundary } from '../../lib/ui/IslandBoundary.tsx';

function BuyNow(props: BuyNowProps) {
  const { family, variants, enquireHref } = props;
  const [now, setNow] = useState<Date | undefined>(undefined);
  const storedRegion = useStore($region);
  const hydrated = now !== undefined;
  const region = hydrated ? (props.pageRegion ?? storedRegion) : props.serverRegion;
  const renderedAt = useMemo(() => new Date(props.renderedAt), [props.renderedAt]);
  const at = now ?? renderedAt;
  const selection = useStore($cartState);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const quantityId = useId();

  const options = useMemo(() => optionViews(family, variants, region, at), [family, variants, region, at]);
  const selected = selectedLines(selection).filter((line) =>
    variants.some((variant) => variant.product_id === line.product.product_id),
  );

  // After hydration, once: the visitor's clock, a check of the stored cart, the header badge, and
  // view_item unless the page script sent the server's (view-item.ts). The header's script guards region links.
  useEffect(() => {
    const clock = new Date();
    setNow(clock);
    ensureReadableCart();
    if (!isEnquireOnly(family)) {
      const viewRegion = props.pageRegion ?? $region.get();
      pushViewItemOnce(viewItemEvent(variants.flatMap((variant) => lineAt(variant, viewRegion, clock) ?? [])));
    }
    return broadcastCartCount();
  }, [family, variants, props.pageRegion]);

  // The visitor's region now: a click replayed right after hydration may come before the render that shows it.
  const buyerRegion = () => props.pageRegion ?? $region.get();

  const choose = (productId: string) => {
    const variant = variants.find((each) => each.product_id === productId);
    const line = variant && lineAt(variant, buyerRegion(), new Date(), { pathname: window.location.pathname });
    if (!line) return;
    $cartState.set(toggleSelection($cartState.get(), line));
    preloadCartDrawer();
  };

  const buy = () => {
    // Re-price at the moment of buying: a promo may have ended while the page was open.
    const clock = new Date();
    const buyIn = buyerRegion();
    const lines = selected.flatMap((line): CartLine[] => {
      const variant = variants.find((each) => each.product_id === line.product.product_id);
      const priced =
        variant && lineAt(variant, buyIn, clock, { quantity: line.quantity, pathname: window.location.pathname });
      return priced ? [priced] : [];
    });
    if (lines.length === 0) return;
    const freight = lines.some(isHardware) ? freightLine(buyIn, props.freight, clock) : undefined;
    if (addToCart(lines, freight) === 'conflict') {
      const conflict: CartRegionConflict = { region: buyIn, href: window.location.href };
      window.dispatchEvent(new CustomEvent(CART_REGION_CONFLICT_EVENT, { detail: conflict }));
      return;
    }
    setDrawerOpen(true);
  };

  const onOpenChange = useCallback((open: boolean) => setDrawerOpen(open), []);
  const enquireOnly = isEnquireOnly(family);

  return (
    <div className="buy-now-island" {...{ [DRAWER_HOST_ATTRIBUTE]: '' }}>
      <BuyNowOptions
        options={options}
        enquireHref={enquireHref}
        selected={(productId) => isSelected(selection, productId)}
        onSelect={choose}
      />
      {!enquireOnly && options.some((option) => option.action === 'select') && (
        <section className="selection" aria-labelledby={`${quantityId}-heading`}>
          <h3 id={`${quantityId}-heading`}>Your selection</h3>
          <noscript>
            <p className="selection__hint">
              Buying online needs JavaScript. <a href={enquireHref}>Contact us</a> to order instead.
            </p>
          </noscript>
          {selected.length === 0 ? (
            <p className="selection__hint">Select an option above to buy it online.</p>
          ) : (
            selected.map((line) => (
              <div key={line.product.product_id} className="selection__line">
                <p className="selection__title">{line.title}</p>
                {hasFixedQuantity(line) ? (
                  <p className="selection__fixed">Quantity 1 (one plan per order)</p>
                ) : (
                  <QuantityInput
                    id={`${quantityId}-${slotOf(line)}`}
                    value={line.quantity}
                    itemName={line.title}
                    onChange={(quantity) =>
                      $cartState.set(setSelectionQuantity($cartState.get(), slotOf(line), quantity))
                    }
                  />
                )}
              </div>
            ))
          )}
          <button
            type="button"
            className="button button--primary selection__buy"
            onClick={buy}
            disabled={selected.length === 0}
            onPointerEnter={preloadCartDrawer}
            onFocus={preloadCartDrawer}
          >
            Buy now
          </button>
        </section>
      )}
      <CartDrawerHost open={drawerOpen} onOpenChange={onOpenChange} />
    </div>
  );
}

/** The island, with the 'Something went wrong' fallback (docs/requirements.md#messages). */
export default withIslandBoundary(BuyNow, 'buy-now');
