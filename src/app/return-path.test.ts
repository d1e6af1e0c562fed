import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../lib/store/memory-storage.ts';
import { afterSignIn, rememberReturnPath } from './return-path.ts';

describe('return path after sign-in', () => {
  it('sends the account-page redirect back to the checkout once', () => {
    const storage = memoryStorage();
    rememberReturnPath('/app/checkout/', storage);
    expect(afterSignIn('/app/account/', storage)).toBe('/app/checkout/');
    expect(afterSignIn('/app/account/', storage)).toBe('/app/account/');
  });

  it('leaves other destinations alone and keeps the path for the account redirect', () => {
    const storage = memoryStorage();
    rememberReturnPath('/app/checkout/', storage);
    expect(afterSignIn('/app/register/', storage)).toBe('/app/register/');
    expect(afterSignIn('/app/account/', storage)).toBe('/app/checkout/');
  });

  it('ignores a stored value that is not an /app route', () => {
    const storage = memoryStorage();
    storage.setItem('tasman:returnPath', 'https://evil.example/');
    expect(afterSignIn('/app/account/', storage)).toBe('/app/account/');
  });
});
