import { describe, expect, it } from 'vitest';
import { ACCOUNT_ROUTES } from './app-routes.ts';

describe('ACCOUNT_ROUTES', () => {
  it('lists the /app routes with trailing slashes', () => {
    expect(Object.values(ACCOUNT_ROUTES)).toEqual([
      '/app/',
      '/app/register/',
      '/app/account/',
      '/app/details/',
      '/app/orders/',
      '/app/cart/',
      '/app/checkout/',
      '/app/web-order/',
      '/app/thank-you-for-your-order/',
    ]);
  });
});
