import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as enableRoute from '../../src/pages/api/preview/enable.ts';
import { closeServices, resetServices } from '../../src/services/config.ts';
import { startSanityStandIn, STAND_IN_TOKEN, type SanityStandIn } from '../support/sanity-stand-in.ts';
import { apiContext, callRoute, checkedAgainstTheDocument, TEST_ORIGIN } from './harness.ts';

/**
 * GET /api/preview/enable as the Studio's Presentation tool opens it: the secret it wrote to the
 * dataset (here, in the Sanity stand-in) is checked with Sanity's own @sanity/preview-url-secret.
 */
const SECRET = 'studio-wrote-this-secret';
const fresh = new Date().toISOString();
const stale = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();

let standIn: SanityStandIn;

beforeAll(async () => {
  standIn = await startSanityStandIn([
    {
      _id: 'sanity-preview-url-secret.a',
      _type: 'sanity.previewUrlSecret',
      _updatedAt: fresh,
      secret: SECRET,
      studioUrl: 'https://tasman.sanity.studio',
    },
    {
      _id: 'sanity-preview-url-secret.b',
      _type: 'sanity.previewUrlSecret',
      _updatedAt: stale,
      secret: 'an-expired-secret',
      studioUrl: 'https://tasman.sanity.studio',
    },
  ]);
  resetServices({
    DATA_DIR: `test-results/unit-data/preview-enable-${crypto.randomUUID().slice(0, 8)}`,
    SANITY_PROJECT_ID: 'test',
    SANITY_API_HOST: standIn.url,
    SANITY_READ_TOKEN: STAND_IN_TOKEN,
    PREVIEW_SECRET: 'the-sites-own-preview-secret',
  });
});
afterAll(async () => {
  await closeServices();
  resetServices();
  await standIn.close();
});

checkedAgainstTheDocument();

const open = (query: string) =>
  callRoute(enableRoute.GET, apiContext(new Request(new URL(`/api/preview/enable?${query}`, TEST_ORIGIN))));

describe('GET /api/preview/enable: the Studio opens the preview', () => {
  it('a secret the Studio wrote earns the cross-site preview cookie and the page it asked for', async () => {
    const response = await open(
      `sanity-preview-secret=${SECRET}&sanity-preview-pathname=${encodeURIComponent('/preview/page-a/?at=/nz/')}`,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/preview/page-a/?at=/nz/');
    expect(response.headers.get('set-cookie')).toMatch(
      /^tasman_preview=[\w-]+; Path=\/preview\/; Max-Age=43200; HttpOnly; Secure; SameSite=None; Partitioned$/,
    );
  });

  it('a page outside the preview is not where it sends anyone', async () => {
    const response = await open(
      `sanity-preview-secret=${SECRET}&sanity-preview-pathname=${encodeURIComponent('https://evil.example/')}`,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/preview/siteConfig/');
  });

  it.each([
    ['a wrong secret', 'sanity-preview-secret=not-what-the-studio-wrote'],
    ['an expired secret', 'sanity-preview-secret=an-expired-secret'],
    ['no secret', 'sanity-preview-pathname=/preview/page-a/'],
  ])('%s: 401 with a message and no cookie', async (_case, query) => {
    const response = await open(query);
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(((await response.json()) as { message: string }).message).toContain(
      'open the preview from the Studio again',
    );
  });
});
