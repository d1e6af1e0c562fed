import { describe, expect, it } from 'vitest';
import { fileLinkIsValid, readGrant, signFileLink, signGrant } from './grant.server.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const NOW = 1_800_000_000;

describe('the gated grant cookie', () => {
  it('unlocks the blogs it was signed for until it expires', () => {
    const grant = signGrant(SECRET, ['blog-a', 'blog-b', 'blog-a'], NOW + 60);
    expect(readGrant(SECRET, grant, NOW)).toEqual(['blog-a', 'blog-b']);
    expect(readGrant(SECRET, grant, NOW + 60)).toEqual([]);
  });

  it('unlocks nothing when forged, edited, signed with another secret, or missing', () => {
    const grant = signGrant(SECRET, ['blog-a'], NOW + 60);
    const [payload, signature] = grant.split('.');
    const edited = Buffer.from(JSON.stringify({ blogs: ['blog-a', 'blog-z'], expires: NOW + 60 })).toString(
      'base64url',
    );
    expect(readGrant(SECRET, `${edited}.${signature}`, NOW)).toEqual([]);
    expect(readGrant(SECRET, `${payload}.x${signature?.slice(1)}`, NOW)).toEqual([]);
    expect(readGrant('another-secret-of-at-least-32-characters', grant, NOW)).toEqual([]);
    expect(readGrant(SECRET, undefined, NOW)).toEqual([]);
    expect(readGrant(SECRET, 'not-a-grant', NOW)).toEqual([]);
  });
});

describe('signed links to gated files', () => {
  it('work for their own file until they expire', () => {
    const link = new URL(signFileLink(SECRET, 'guide.pdf', NOW + 3600), 'https://example.com');
    expect(link.pathname).toBe('/api/gated-files/guide.pdf');
    const check = (file: string, now: number) =>
      fileLinkIsValid(SECRET, file, link.searchParams.get('expires'), link.searchParams.get('signature'), now);
    expect(check('guide.pdf', NOW)).toBe(true);
    expect(check('other.pdf', NOW)).toBe(false);
    expect(check('guide.pdf', NOW + 3600)).toBe(false);
  });

  it('refuse a link without a signature, or whose expiry was moved', () => {
    const link = new URL(signFileLink(SECRET, 'guide.pdf', NOW + 3600), 'https://example.com');
    expect(fileLinkIsValid(SECRET, 'guide.pdf', null, null, NOW)).toBe(false);
    expect(fileLinkIsValid(SECRET, 'guide.pdf', String(NOW + 7200), link.searchParams.get('signature'), NOW)).toBe(
      false,
    );
  });

  it('cannot be made from a grant cookie signature (each kind signs under its own label)', () => {
    const [, signature] = signGrant(SECRET, ['guide.pdf'], NOW + 60).split('.');
    expect(fileLinkIsValid(SECRET, 'guide.pdf', String(NOW + 60), signature ?? '', NOW)).toBe(false);
  });
});
