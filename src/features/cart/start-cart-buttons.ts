/**
 * The header's cart buttons and the region-guarded links, started once per page by the layout's script
 * (layouts/site-script.ts): the count follows the stored cart, and a link to another region's cart asks first.
 */
import { guardRegionLinks } from '../region/region-links.ts';
import { initCartButtons } from './cart-button.ts';

initCartButtons();
guardRegionLinks();
