/**
 * The one script every page runs before any interaction (issue 24), bundled with what it imports into
 * one file (integrations/site-script.ts). In the order the header, the cart button, the drawers and the
 * layout ran their own scripts before: the header's account link (SPEC §6), the cart buttons and the
 * region-guarded links, the form drawers' openers where a page has them, then what every page does for
 * its visitor (page view, tag manager, service worker, region).
 */
import '../features/account/account-button.ts';
import '../features/cart/start-cart-buttons.ts';
import '../features/forms/start-form-drawers.ts';
import '../features/analytics/visitor.ts';
