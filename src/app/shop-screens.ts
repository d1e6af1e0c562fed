/**
 * The checkout's screens: their own chunk (the checkout rules, the order review, the register dialog),
 * loaded together the first time one is shown, see screens.ts. The cart screen is not here: a returning
 * buyer lands on it, so it comes with the app's start.
 */
import type { ComponentType } from 'react';
import CheckoutScreen from './screens/CheckoutScreen.tsx';
import ThankYouScreen from './screens/ThankYouScreen.tsx';
import WebOrderScreen from './screens/WebOrderScreen.tsx';
import type { ShopScreenKey } from './screen-routes.ts';

export type CheckoutScreenKey = Exclude<ShopScreenKey, 'cart'>;

export const SHOP_SCREENS: Readonly<Record<CheckoutScreenKey, ComponentType>> = {
  checkout: CheckoutScreen,
  webOrder: WebOrderScreen,
  thankYou: ThankYouScreen,
};
