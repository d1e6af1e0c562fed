/**
 * Which component each screen key renders (screen-routes.ts decides the key from the path). Every
 * screen is its own chunk, loaded on demand (`loadScreen`): the login page carries neither the
 * registration forms nor the cart, and the checkout not the account screens (issue 15: less JavaScript
 * before interaction). The shop's screens load as one group, since a buyer goes cart → checkout →
 * review. They are loaded by hand rather than with React.lazy: a lazy component suspends on its first
 * render even when its code is already here, and React holds a revealed Suspense boundary back for
 * about 300 ms; until a screen is here, the island shows its shell (ScreenShell.tsx).
 */
import type { ComponentType } from 'react';
import { isShopScreen, type ScreenKey, type ShopScreenKey } from './screen-routes.ts';

type AccountScreenKey = Exclude<ScreenKey, ShopScreenKey>;

const ACCOUNT_SCREENS: Readonly<Record<AccountScreenKey, () => Promise<ComponentType>>> = {
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

async function loadShopScreen(screen: ShopScreenKey): Promise<ComponentType> {
  const { SHOP_SCREENS } = await import('./shop-screens.ts');
  for (const [key, component] of Object.entries(SHOP_SCREENS) as [ShopScreenKey, ComponentType][]) loaded.set(key, component);
  return SHOP_SCREENS[screen];
}

/** Start loading a screen's code (once; again after a failure); resolves when it is here. */
export function loadScreen(screen: ScreenKey): Promise<ComponentType> {
  let promise = loading.get(screen);
  if (!promise) {
    promise = (isShopScreen(screen) ? loadShopScreen(screen) : ACCOUNT_SCREENS[screen]()).then(
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
