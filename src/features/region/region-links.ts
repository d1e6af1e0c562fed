/**
 * Guards the header's region links (`a[data-region]`, RegionSwitcher.astro) without a framework: an
 * empty cart (or one already in the target region) switches at once and remembers the region; any
 * other cart opens the region dialog, whose module (React and headlessui) is imported only then.
 * Pointing at or focusing a guarded link warms that import, so the dialog opens without a wait.
 * The cart's currency comes from the header's display read of the stored cart (no zod on content
 * pages); emptying it, in the dialog, goes through the store.
 */
import { isModifiedClick } from '../cart/events.ts';
import { browserStorage } from '../../lib/store/web-storage.ts';
import { needsEmptyCart, targetRegion } from './region-change.ts';
import { cartCurrency, rememberRegion } from './stored-region.ts';

const loadDialog = () => import('./open-region-dialog.tsx');

function regionLink(event: Event): { link: HTMLAnchorElement; region: ReturnType<typeof targetRegion> } | undefined {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-region]') : null;
  return link ? { link, region: targetRegion(link.dataset['region']) } : undefined;
}

/** The stored cart's currency; undefined for an empty cart or one that cannot be read (the header removes it). */
const storedCurrency = () => cartCurrency(browserStorage());

/** Marks <html> once guarded: the header script and the buy-now island may both ask (possibly from separate bundles). */
const GUARDED_ATTRIBUTE = 'data-region-guard';

/** Start guarding region links in `root` (the document by default); idempotent. */
export function guardRegionLinks(root: Document = document): void {
  if (root.documentElement.hasAttribute(GUARDED_ATTRIBUTE)) return;
  root.documentElement.setAttribute(GUARDED_ATTRIBUTE, '');
  root.addEventListener('click', (event) => {
    const found = regionLink(event);
    if (!found?.region || isModifiedClick(event)) return;
    const { link, region } = found;
    if (!needsEmptyCart(storedCurrency(), region)) {
      rememberRegion(region);
      return;
    }
    event.preventDefault();
    void loadDialog().then(({ openRegionDialog }) => openRegionDialog({ region, href: link.href }));
  });
  const warm = (event: Event) => {
    const found = regionLink(event);
    if (found?.region && needsEmptyCart(storedCurrency(), found.region)) void loadDialog();
  };
  root.addEventListener('pointerover', warm, { passive: true });
  root.addEventListener('focusin', warm);
}
