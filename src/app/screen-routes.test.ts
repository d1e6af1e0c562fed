import { describe, expect, it } from 'vitest';
import { normalisePath, redirectFor, screenOf } from './screen-routes.ts';

const visitor = { loggedIn: false, registered: false };
const loggedIn = { loggedIn: true, registered: true };

describe('/app routes', () => {
  it('shows the login screen on /app with or without the trailing slash', () => {
    expect(screenOf('/app')).toBe('login');
    expect(screenOf('/app/')).toBe('login');
  });

  it('maps every fixed route to its screen, whatever the case', () => {
    expect(screenOf('/app/register')).toBe('register');
    expect(screenOf('/App/Account/')).toBe('account');
    expect(screenOf('/app/details/')).toBe('details');
    expect(screenOf('/app/orders')).toBe('orders');
    expect(screenOf('/app/cart/')).toBe('cart');
    expect(screenOf('/app/checkout/')).toBe('checkout');
    expect(screenOf('/app/web-order/')).toBe('webOrder');
    expect(screenOf('/app/thank-you-for-your-order/')).toBe('thankYou');
  });

  it('shows the app not-found screen for unknown /app paths', () => {
    expect(screenOf('/app/nothing-here/')).toBe('notFound');
  });

  it('normalises paths to lower case with a trailing slash', () => {
    expect(normalisePath('/APP/Orders')).toBe('/app/orders/');
  });
});

describe('/app guard', () => {
  it('sends a signed-out visitor from account, details and orders to the login page', () => {
    for (const screen of ['account', 'details', 'orders'] as const) expect(redirectFor(screen, visitor)).toBe('/app/');
  });

  it('sends a logged-in user from the login page to their account', () => {
    expect(redirectFor('login', loggedIn)).toBe('/app/account/');
  });

  it('keeps a logged-in user who still has to register on the register page', () => {
    expect(redirectFor('register', { loggedIn: true, registered: false })).toBeUndefined();
  });

  it('sends a registered user from the register page to their account', () => {
    expect(redirectFor('register', loggedIn)).toBe('/app/account/');
  });

  it('lets anyone see the shop placeholders', () => {
    expect(redirectFor('cart', visitor)).toBeUndefined();
    expect(redirectFor('thankYou', loggedIn)).toBeUndefined();
  });
});
