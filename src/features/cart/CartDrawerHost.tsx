/**
 * Hosts the cart drawer in an island: the drawer's code (headlessui) loads on first open, or earlier
 * when `preloadCartDrawer` is called on a sign of intent (an option selected, pointer or focus on
 * 'Buy now'), so the buy-now page's first load carries only the selector. Marks <html> so that the
 * header's cart button opens this drawer instead of going to the cart page, listens for its
 * OPEN_CART_EVENT, and opens at once when the button asked before the island was live. The module is loaded by hand rather than with React.lazy: a lazy component
 * suspends on first render even when its code is already loaded, and React holds a revealed Suspense
 * boundary back for about 300 ms, which the visitor would see as a slow drawer.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import type { CartDrawerProps } from './CartDrawer.tsx';
import { DRAWER_READY_ATTRIBUTE, OPEN_CART_EVENT, OPEN_CART_REQUESTED_ATTRIBUTE } from './events.ts';

type Drawer = ComponentType<CartDrawerProps>;

let loaded: Drawer | undefined;
let loading: Promise<Drawer> | undefined;

/** Load the drawer's code once; resolves to the component. */
function loadDrawer(): Promise<Drawer> {
  loading ??= import('./CartDrawer.tsx').then((module) => {
    loaded = module.default;
    return module.default;
  });
  return loading;
}

/** Start loading the drawer's code (idempotent). */
export const preloadCartDrawer = (): void => {
  void loadDrawer();
};

export interface CartDrawerHostProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function CartDrawerHost({ open, onOpenChange }: CartDrawerHostProps) {
  const [CartDrawer, setCartDrawer] = useState<Drawer | undefined>(undefined);
  // Mounted from the first open on (closing keeps the Dialog mounted, so it hands focus back).
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);

  // headlessui hands focus back to an element it saw focused, and it watches focus only from when its
  // code loads: on demand, so maybe after the opener was focused (a click that woke the island). The
  // host remembers the opener itself and hands focus back when the dialog left it nowhere.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) {
      opener.current =
        document.activeElement instanceof HTMLElement && document.activeElement !== document.body
          ? document.activeElement
          : null;
      return;
    }
    const target = opener.current;
    if (!target) return;
    opener.current = null;
    const frame = requestAnimationFrame(() => {
      const focused = document.activeElement;
      if ((focused === null || focused === document.body) && target.isConnected) target.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);

  useEffect(() => {
    if (!open || CartDrawer || loaded) return;
    let current = true;
    void loadDrawer().then((component) => {
      if (current) setCartDrawer(() => component);
    });
    return () => {
      current = false;
    };
  }, [open, CartDrawer]);

  useEffect(() => {
    const html = document.documentElement;
    const openDrawer = () => {
      html.removeAttribute(OPEN_CART_REQUESTED_ATTRIBUTE);
      onOpenChange(true);
    };
    html.setAttribute(DRAWER_READY_ATTRIBUTE, '');
    window.addEventListener(OPEN_CART_EVENT, openDrawer);
    // The header button asked before this island was live (its event woke the island).
    if (html.hasAttribute(OPEN_CART_REQUESTED_ATTRIBUTE)) openDrawer();
    return () => {
      html.removeAttribute(DRAWER_READY_ATTRIBUTE);
      window.removeEventListener(OPEN_CART_EVENT, openDrawer);
    };
  }, [onOpenChange]);

  // Once the code is in (preloaded), the drawer renders in the same pass that opens it.
  const Component = CartDrawer ?? (opened || open ? loaded : undefined);
  if (!Component) return null;
  return <Component open={open} onClose={() => onOpenChange(false)} />;
}
