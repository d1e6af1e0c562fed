import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCREEN_SHELLS } from './screen-shells.ts';
import type { ScreenKey } from './screen-routes.ts';

/** The file of each screen (screens.ts loads them). */
const SCREEN_FILES: Readonly<Record<ScreenKey, string>> = {
  login: 'LoginScreen.tsx',
  register: 'RegisterScreen.tsx',
  account: 'AccountScreen.tsx',
  details: 'DetailsScreen.tsx',
  orders: 'OrdersScreen.tsx',
  cart: 'CartScreen.tsx',
  checkout: 'CheckoutScreen.tsx',
  webOrder: 'WebOrderScreen.tsx',
  thankYou: 'ThankYouScreen.tsx',
  resetPassword: 'ResetPasswordScreen.tsx',
  notFound: 'NotFoundScreen.tsx',
};

describe('screen shells (what the server renders before a screen is ready)', () => {
  it.each(Object.entries(SCREEN_SHELLS))(
    '%s: the shell has the heading its screen renders, so it does not change when the screen arrives',
    (screen, shell) => {
      const source = readFileSync(new URL(`./screens/${SCREEN_FILES[screen as ScreenKey]}`, import.meta.url), 'utf8');
      expect(source).toContain(`<ScreenHeading>${shell.heading}</ScreenHeading>`);
    },
  );
});
