import { describe, expect, it } from 'vitest';
import { gatedContentView } from '../../src/features/gated/content.server.ts';
import * as fileRoute from '../../src/pages/api/gated-files/[file].ts';
import * as formsRoute from '../../src/pages/api/forms.ts';
import { apiContext, callRoute, cookieFrom, jsonRequest, onEachDatabase, signUp, uniqueEmail } from './harness.ts';

/**
 * Gated blog content served on demand (docs/forms.md): the success content only to
 * a browser that sent the blog's form (its grant cookie) or a signed-in reader whose record lists the
 * blog; the files only through the signed links in that content.
 */
const WHITE_PAPER = 'blog-white-paper-the-return-on-bim';
const WEBINAR = 'blog-webinar-strata-bim-for-small-practices';
const fields = (email: string) => ({
  first_name: 'Ann',
  last_name: 'Example',
  email,
  company: 'Example Ltd',
  country: 'Australia',
  privacy_consent: true,
});

const sendWhitePaperForm = (email: string, cookie?: string) =>
  callRoute(
    formsRoute.POST,
    apiContext(
      jsonRequest(
        'POST',
        '/api/forms',
        { formId: 'form-white-paper-download', fields: fields(email), blogId: WHITE_PAPER },
        cookie ? { cookie } : {},
      ),
    ),
  );
const headers = (cookie?: string) => new Headers(cookie ? { cookie } : {});
const signedLinkIn = (view: Awaited<ReturnType<typeof gatedContentView>>): string => {
  const href = /"href":"(\/api\/gated-files\/[^"]+)"/.exec(
    JSON.stringify(view.kind === 'content' ? view.blocks : []),
  )?.[1];
  if (!href) throw new Error('no signed file link in the content');
  return href;
};
const getFile = (href: string) => {
  const url = new URL(href, 'http://localhost:4321');
  return callRoute(fileRoute.GET, apiContext(new Request(url), { file: url.pathname.split('/').pop() ?? '' }));
};

onEachDatabase(() => {
  describe('GET /api/gated/{blogId}', () => {
    it('refuses a visitor who sent no form (403), and an id that is not a gated blog (404)', async () => {
      expect(await gatedContentView(headers(), WHITE_PAPER)).toMatchObject({
        kind: 'refused',
        status: 403,
        message: 'Send the form on this page to unlock this content.',
      });
      expect(await gatedContentView(headers(), 'blog-nope')).toMatchObject({ kind: 'refused', status: 404 });
    });

    it('answers the browser that sent the form (its grant cookie), with a signed link to the file that downloads', async () => {
      const sent = await sendWhitePaperForm(uniqueEmail('grant'));
      expect(sent.status).toBe(201);
      expect(sent.headers.get('set-cookie')).toMatch(
        /^tasman_gated=[^;]+; Path=\/api\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/,
      );
      const view = await gatedContentView(headers(cookieFrom(sent)), WHITE_PAPER);
      expect(view.kind).toBe('content');
      expect(JSON.stringify(view.kind === 'content' ? view.blocks : [])).not.toContain('/content/downloads/');
      // The grant is for this blog only.
      expect(await gatedContentView(headers(cookieFrom(sent)), WEBINAR)).toMatchObject({ status: 403 });

      const file = await getFile(signedLinkIn(view));
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('cache-control')).toBe('private, no-store');
      expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
      expect((await getFile('/api/gated-files/return-on-bim-nz.pdf')).status).toBe(403);
    });

    it('answers a signed-in reader whose requested-blog record lists the blog, on any browser', async () => {
      const reader = await signUp();
      expect(await gatedContentView(headers(reader.cookie), WHITE_PAPER)).toMatchObject({ status: 403 });
      expect((await sendWhitePaperForm(reader.email, reader.cookie)).status).toBe(201);
      // Only the session cookie (another device): the record decides.
      expect((await gatedContentView(headers(reader.cookie), WHITE_PAPER)).kind).toBe('content');
    });
  });
});
