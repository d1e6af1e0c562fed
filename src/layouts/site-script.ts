/**
 * The one script every page runs before any interaction, bundled with what it imports into one file
 * (integrations/site-script.ts), in this order: the header's account link (docs/requirements.md#who-may-do-what), the cart buttons,
 * the form drawers' openers where a page has them, what every page does for its visitor (page view,
 * tag manager, service worker), then the region (guarded links, the empty-the-cart question, follow
 * the page's region and suggest another once) — after the page view, which reports the region the
 * visitor came with.
 */
import '../features/account/account-button.ts';
import '../features/cart/start-cart-buttons.ts';
import '../features/forms/start-form-drawers.ts';
import '../features/analytics/visitor.ts';
import '../features/region/start-region.ts';
