/**
 * Form drawer openers (docs/requirements.md#screen-elements formDrawer / enquireDrawer) on a page that has FormDrawers (its JSON
 * block): started by every page's script (layouts/site-script.ts), so such a page loads no extra file;
 * React and the drawer load on the first click (drawer.ts). Other pages do nothing here.
 */
import { DRAWER_DATA_ID, installDrawerOpeners } from './drawer.ts';

if (document.getElementById(DRAWER_DATA_ID)) installDrawerOpeners(document, () => import('./drawer-root.tsx'));
