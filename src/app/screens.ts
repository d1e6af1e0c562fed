/**
 * Which component each screen key renders (screen-routes.ts decides the key from the path). The account
 * screens are in the app's first chunk; the shop's screens load on demand (`loadShopScreens`), so the
 * login page does not carry the cart, the register dialog and the checkout. They are loaded by hand
 * rather than with React.lazy: a lazy component suspends on its first render even when its code is
 * already here, and React holds a revealed Suspense boundary back for about 300 ms.
 */
import type { ComponentType } from 'react';
import { isShopScreen, type ScreenKey, type ShopScreenKey } from './screen-routes.ts';
import AccountScreen from './screens/AccountScreen.tsx';
import DetailsScreen from './screens/DetailsScreen.tsx';
import LoginScreen from './screens/LoginScreen.tsx';
import { NotFoundScreen } from './screens/NotFoundScreen.tsx';
import OrdersScreen from './screens/OrdersScreen.tsx';
import RegisterScreen from './screens/RegisterScreen.tsx';
import ResetPasswordScreen from './screens/ResetPasswordScreen.tsx';

const ACCOUNT_SCREENS = {
  login: LoginScreen,
  register: RegisterScreen,
  account: AccountScreen,
  details: DetailsScreen,
  orders: OrdersScreen,
  resetPassword: ResetPasswordScreen,
  notFound: NotFoundScreen,
} as const satisfies Record<Exclude<ScreenKey, ShopScreenKey>, ComponentType>;

type ShopScreens = Readonly<Record<ShopScreenKey, ComponentType>>;
let shopScreens: ShopScreens | undefined;
let loadingShop: Promise<ShopScreens> | undefined;

/** Start loading the shop's screens (once; again after a failure); resolves when they are here. */
export function loadShopScreens(): Promise<ShopScreens> {
  loadingShop ??= import('./shop-screens.ts').then(
    (module) => {
      shopScreens = module.SHOP_SCREENS;
      return module.SHOP_SCREENS;
    },
    (error: unknown) => {
      loadingShop = undefined;
      throw error;
    },
  );
  return loadingShop;
}

/** The component of a screen, or undefined while a shop screen's code is still on its way. */
export function screenComponent(screen: ScreenKey): ComponentType | undefined {
  return isShopScreen(screen) ? shopScreens?.[screen] : ACCOUNT_SCREENS[screen];
}
