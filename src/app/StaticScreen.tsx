/**
 * A screen as the server renders it for a visitor who is signed out, with an empty cart or the cart the
 * request's cookie mirrors (static-screens.ts): the screen's own component, so the app later renders the
 * same markup. Rendered on the server only
 * (pages/app, no client directive); the flows' services do not exist there, and nothing may call them.
 */
import type { ComponentType } from 'react';
import type { BrowserIdentity } from '../features/account/adapters/browser-identity.ts';
import type { AccountDeps } from '../features/account/deps.ts';
import { ServerCartContext } from '../features/cart/CartContents.tsx';
import type { ShownCartLine } from '../lib/store/cart-line.ts';
import { AppContext, type AppServices } from './app-context.ts';
import type { StaticScreenKey } from './static-screens.ts';
import CartScreen from './screens/CartScreen.tsx';
import CheckoutScreen from './screens/CheckoutScreen.tsx';
import LoginScreen, { type LoginRefusal } from './screens/LoginScreen.tsx';

const COMPONENTS: Readonly<Record<StaticScreenKey, ComponentType>> = {
  login: LoginScreen,
  cart: CartScreen,
  checkout: CheckoutScreen,
};

/** An object whose every member throws: the screens only reach their services from event handlers. */
function unavailable<T extends object>(name: string): T {
  const handler: ProxyHandler<object> = {
    get: (_target, key) => {
      throw new Error(`${name}.${String(key)} is not available while the server renders a screen`);
    },
  };
  // A Proxy is typed as its target; this one stands for T and refuses every use.
  return new Proxy({}, handler) as T;
}

const serverServices = (embeddedIdentity: boolean): AppServices => ({
  deps: unavailable<AccountDeps>('deps'),
  identity: unavailable<BrowserIdentity>('identity'),
  embeddedIdentity,
});
const SERVER_SERVICES = { embedded: serverServices(true), firebase: serverServices(false) };

export interface StaticScreenProps {
  screen: StaticScreenKey;
  /** The login form posted without JavaScript was refused (features/account/form-sign-in.server.ts). */
  loginRefusal?: LoginRefusal | undefined;
  /** The cart the request's cookie mirrors (features/cart/cart-cookie.server.ts); none: an empty cart. */
  cart?: readonly ShownCartLine[] | undefined;
  /** Whether accounts are the site's own (else Firebase's): the login screen offers passkeys only then. */
  embeddedIdentity?: boolean | undefined;
}

export function StaticScreen({ screen, loginRefusal, cart, embeddedIdentity = true }: StaticScreenProps) {
  const Screen = COMPONENTS[screen];
  return (
    <AppContext value={embeddedIdentity ? SERVER_SERVICES.embedded : SERVER_SERVICES.firebase}>
      <ServerCartContext value={cart ?? []}>
        {screen === 'login' ? <LoginScreen refusal={loginRefusal} /> : <Screen />}
      </ServerCartContext>
    </AppContext>
  );
}
