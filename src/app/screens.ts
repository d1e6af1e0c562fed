/**
 * Which component each screen key renders (screen-routes.ts decides the key from the path). Every
 * screen is loaded on demand (`loadScreen`): the login page carries neither the registration forms nor
 * the checkout, and the checkout not the account screens (less JavaScript before
 * interaction). The cart screen is grouped with the app's start (integrations/site-script.ts), since a
 * returning buyer lands there; the checkout, the order review and the thank-you page load as
 * one group (shop-screens.ts), since a buyer goes checkout → review → paid. They are loaded by hand
 * rather than with React.lazy: a lazy component suspends on its first render even when its code is
 * already here, and React holds a revealed Suspense boundary back for about 300 ms; until a screen is
 * here, the island shows its shell (ScreenShell.tsx).
 */
import type { ComponentType } from 'react';
import { isShopScreen, type ScreenKey } from './screen-routes.ts';
import type { CheckoutScreenKey } from './shop-screens.ts';

const isCheckoutScreen = (screen: ScreenKey): screen is CheckoutScreenKey => isShopScreen(screen) && screen !== 'cart';

/** The screens loaded one by one (the cart's code comes with the app's start, so it is here at once). */
const SINGLE_SCREENS: Readonly<Record<Exclude<ScreenKey, CheckoutScreenKey>, () => Promise<ComponentType>>> = {
  cart: () => import('./screens/CartScreen.tsx').then((module) => module.default),
  login: () => import('./screens/LoginScreen.tsx').then((module) => module.default),
  register: () => import('./screens/RegisterScreen.tsx').then((module) => module.default),
  account: () => import('./screens/AccountScreen.tsx').then((module) => module.default),
  details: () => import('./screens/DetailsScreen.tsx').then((module) => module.default),
  orders: () => import('./screens/OrdersScreen.tsx').then((module) => module.default),
  resetPassword: () => import('./screens/ResetPasswordScreen.tsx').then((module) => module.default),
  notFound: () => import('./screens/NotFoundScreen.tsx').then((module) => module.NotFoundScreen),
};

const loaded = new Map<ScreenKey, ComponentType>();
const loading = new Map<ScreenKey, Promise<ComponentType>>();

async function loadCheckoutScreen(screen: CheckoutScreenKey): Promise<ComponentType> {
  const { SHOP_SCREENS } = await import('./shop-screens.ts');
  for (const [key, component] of Object.entries(SHOP_SCREENS) as [CheckoutScreenKey, ComponentType][])
    loaded.set(key, component);
  return SHOP_SCREENS[screen];
}

/** Start loading a screen's code (once; again after a failure); resolves when it is here. */
export function loadScreen(screen: ScreenKey): Promise<ComponentType> {
  let promise = loading.get(screen);
  if (!promise) {
    promise = (isCheckoutScreen(screen) ? loadCheckoutScreen(screen) : SINGLE_SCREENS[screen]()).then(
      (component) => {
        loaded.set(screen, component);
        return component;
      },
      (error: unknown) => {
        loading.delete(screen);
        throw error;
      },
    );
    loading.set(screen, promise);
  }
  return promise;
}

/** The component of a screen, or undefined while its code is still on its way. */
export const screenComponent = (screen: ScreenKey): ComponentType | undefined => loaded.get(screen);
