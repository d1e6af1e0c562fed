/**
 * The register modal of the checkout (docs/requirements.md#who-may-do-what: orders need a verified contact with marketing info).
 * A signed-out buyer is offered 'Log in' and 'Register'; a signed-in one who has not finished
 * registering is offered 'Complete registration'. Either way the checkout is remembered, so the buyer
 * comes back to it afterwards, and the cart is kept. Closing the dialog goes back to the cart.
 */
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { ACCOUNT_ROUTES } from '../../features/account/app-routes.ts';
import { injectStyle } from '../../lib/ui/inject-style.ts';
import overlayCss from '../../lib/ui/overlay.css?inline';
import { CHECKOUT_MESSAGES as M } from '../../features/checkout/messages.ts';
import { rememberReturnPath } from '../return-path.ts';
import { navigate } from '../router.ts';
import { AppLink } from './AppLink.tsx';

injectStyle('overlay-styles', overlayCss);

export function RegisterPrompt({ signedIn }: { signedIn: boolean }) {
  const close = () => navigate(ACCOUNT_ROUTES.cart);
  const comeBack = () => rememberReturnPath(ACCOUNT_ROUTES.checkout);
  return (
    <Dialog open onClose={close} className="overlay">
      <DialogBackdrop className="overlay__backdrop" />
      <div className="overlay__center">
        <DialogPanel className="overlay-dialog">
          <DialogTitle as="h2" className="overlay-dialog__title">
            {M.registerFirst}
          </DialogTitle>
          <Description className="overlay-dialog__text">
            {signedIn ? M.registerFirstText : M.signInFirstText}
          </Description>
          <div className="overlay-dialog__actions" onClickCapture={comeBack}>
            {signedIn ? (
              <AppLink to={ACCOUNT_ROUTES.register} className="button button--primary">
                Complete registration
              </AppLink>
            ) : (
              <>
                <AppLink to={ACCOUNT_ROUTES.app} className="button button--primary">
                  Log in
                </AppLink>
                <AppLink to={ACCOUNT_ROUTES.register} className="button button--secondary">
                  Register
                </AppLink>
              </>
            )}
          </div>
          <button type="button" className="overlay__close" onClick={close}>
            <span aria-hidden="true">×</span>
            <span className="sr-only">Back to your cart</span>
          </button>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
