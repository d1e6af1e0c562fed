/**
 * The header's cart buttons, started once per page by the layout's script (layouts/site-script.ts):
 * the count follows the stored cart.
 */
import { initCartButtons } from './cart-button.ts';

initCartButtons();
