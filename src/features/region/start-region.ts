/**
 * The region's part of every page (docs/requirements.md#regions), started once per page by the layout's script
 * (layouts/site-script.ts), framework-free: a link to another region's cart asks first, a Buy now in
 * another region's currency asks whether to empty the cart (the dialog is imported only then), and
 * once the page is shown the stored region follows the page's and another region is suggested once.
 */
import { CART_REGION_CONFLICT_EVENT, type CartRegionConflict } from '../cart/events.ts';
import { whenShown } from '../speculation/when-shown.ts';
import { guardRegionLinks } from './region-links.ts';
import { followPageRegion, suggestRegion } from './suggest-region.ts';

guardRegionLinks();
window.addEventListener(CART_REGION_CONFLICT_EVENT, (event) => {
  const { region, href } = (event as CustomEvent<CartRegionConflict>).detail;
  void import('./open-region-dialog.tsx').then(({ openRegionDialog }) => openRegionDialog({ region, href }));
});
whenShown(() => {
  followPageRegion(window.location.pathname);
  void suggestRegion();
});
