import { describe, expect, it } from 'vitest';
import { PREVIEW_COOKIE, previewAccess } from './access.server.ts';

const SECRET = 'preview-secret-for-tests-0123456789';
const url = (path: string) => new URL(path, 'http://shop.example');

describe('preview access', () => {
  it('the right secret grants an HttpOnly cookie (an HMAC, not the secret) and redirects to the clean URL', () => {
    const access = previewAccess(url('/preview/product-a/?secret=' + SECRET + '&x=1'), undefined, SECRET);
    expect(access).toMatchObject({
      kind: 'grant',
      location: '/preview/product-a/?x=1',
      cookie: { name: PREVIEW_COOKIE, path: '/preview/', secure: false },
    });
    if (access.kind !== 'grant') throw new Error('expected a grant');
    expect(access.cookie.value).not.toContain(SECRET);
    expect(previewAccess(url('/preview/product-a/'), access.cookie.value, SECRET)).toEqual({ kind: 'allowed' });
  });

  it('keeps the page the Studio asked for (`at`) through the redirect', () => {
    const access = previewAccess(
      url('/preview/product-a/?secret=' + SECRET + '&at=%2Fnz%2Fproducts%2Fa%2F'),
      undefined,
      SECRET,
    );
    expect(access).toMatchObject({ kind: 'grant', location: '/preview/product-a/?at=%2Fnz%2Fproducts%2Fa%2F' });
  });

  it('denies a wrong secret, a missing or forged cookie, and every request when no secret is configured', () => {
    const granted = previewAccess(url(`/preview/a?secret=${SECRET}`), undefined, SECRET);
    const cookie = granted.kind === 'grant' ? granted.cookie.value : '';
    expect(previewAccess(url('/preview/a?secret=wrong'), cookie, SECRET)).toEqual({ kind: 'denied' });
    expect(previewAccess(url('/preview/a'), undefined, SECRET)).toEqual({ kind: 'denied' });
    expect(previewAccess(url('/preview/a'), 'forged', SECRET)).toEqual({ kind: 'denied' });
    expect(previewAccess(url(`/preview/a?secret=${SECRET}`), cookie, undefined)).toEqual({ kind: 'denied' });
    expect(previewAccess(url('/preview/a'), cookie, 'another-secret-of-enough-length')).toEqual({ kind: 'denied' });
  });

  it('marks the cookie Secure over https', () => {
    const access = previewAccess(new URL(`https://shop.example/preview/a?secret=${SECRET}`), undefined, SECRET);
    expect(access).toMatchObject({ kind: 'grant', cookie: { secure: true } });
  });
});
