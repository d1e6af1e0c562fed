import { describe, expect, it } from 'vitest';
import type { ContentDocument } from '../features/content/site-content.ts';
import { markLink, portableTextHtml } from './portable-text.ts';

const ctx = {
  region: 'au' as const,
  content: {
    byId: new Map<string, ContentDocument>(),
    imageAssets: new Map([
      [
        'image-a',
        {
          _id: 'image-a',
          _type: 'sanity.imageAsset' as const,
          url: '/content/images/a.svg',
          metadata: { dimensions: { width: 800, height: 600 } },
        },
      ],
    ]),
  },
  knownPaths: new Set(['/au/get-in-touch/', '/products/', '/app/']),
};

const para = (text: string, marks: string[] = [], markDefs: object[] = [], style = 'normal') => ({
  _type: 'block',
  _key: 'k',
  style,
  markDefs,
  children: [{ _type: 'span', _key: 's', text, marks }],
});

describe('portable text links', () => {
  it('gives external URLs rel=noopener', () => {
    expect(markLink({ href: 'https://example.com/x' }, ctx)).toEqual({ href: 'https://example.com/x', external: true });
    const html = portableTextHtml(
      [para('Go', ['l'], [{ _key: 'l', _type: 'link', href: 'https://example.com/' }])],
      ctx,
    );
    expect(html).toBe('<p><a href="https://example.com/" rel="noopener">Go</a></p>');
  });

  it('adds the region prefix to a site path the site serves', () => {
    expect(markLink({ href: '/get-in-touch' }, ctx)?.href).toBe('/au/get-in-touch/');
    expect(markLink({ href: '/products/' }, ctx)?.href).toBe('/products/');
  });

  it('renders a link to a path the site does not serve as plain text', () => {
    const html = portableTextHtml([para('Gone', ['l'], [{ _key: 'l', _type: 'link', href: '/nowhere/' }])], ctx);
    expect(html).toBe('<p>Gone</p>');
  });

  it("keeps a link to a static file as it is (the gated white papers' PDFs)", () => {
    expect(markLink({ href: '/content/downloads/mep-coordination-checklist.pdf' }, ctx)).toEqual({
      href: '/content/downloads/mep-coordination-checklist.pdf',
      external: false,
    });
    expect(markLink({ href: '/guide.pdf#page=2' }, ctx)?.href).toBe('/guide.pdf#page=2');
    const html = portableTextHtml(
      [para('Download (PDF)', ['l'], [{ _key: 'l', _type: 'link', href: '/content/downloads/x.pdf' }])],
      ctx,
    );
    expect(html).toBe('<p><a href="/content/downloads/x.pdf">Download (PDF)</a></p>');
    expect(markLink({ href: '//evil.example/x.pdf' }, ctx)).toBeUndefined();
  });

  it('never links a script URL', () => {
    expect(markLink({ href: 'javascript:alert(1)' }, ctx)).toBeUndefined();
    expect(markLink({ href: '//evil.example/' }, ctx)).toBeUndefined();
  });

  it('keeps anchors, mail and phone links', () => {
    expect(markLink({ href: '#pricing' }, ctx)?.href).toBe('#pricing');
    expect(markLink({ href: 'mailto:hi@example.com' }, ctx)?.href).toBe('mailto:hi@example.com');
  });

  it('resolves link objects like every other link field', () => {
    expect(markLink({ _type: 'link', path: '/app/' }, ctx)?.href).toBe('/app/');
  });
});

describe('portable text rendering', () => {
  it('escapes text', () => {
    expect(portableTextHtml([para('<script>x</script> & co')], ctx)).toBe(
      '<p>&lt;script&gt;x&lt;/script&gt; &amp; co</p>',
    );
  });

  it('turns an h1 into h2 because the page owns the h1', () => {
    expect(portableTextHtml([para('Title', [], [], 'h1')], ctx)).toBe('<h2>Title</h2>');
    expect(portableTextHtml([para('Sub', [], [], 'h3')], ctx)).toBe('<h3>Sub</h3>');
  });

  it('shifts headings so the top one renders at the level asked, keeping relative levels and the look', () => {
    const value = [para('Top', [], [], 'h3'), para('Sub', [], [], 'h4')];
    expect(portableTextHtml(value, ctx, { topLevel: 2 })).toBe('<h2 class="pt-h3">Top</h2><h3 class="pt-h4">Sub</h3>');
    expect(portableTextHtml(value, ctx, { topLevel: 3 })).toBe('<h3>Top</h3><h4>Sub</h4>');
  });

  it('never renders an h1, even when asked to shift up', () => {
    expect(portableTextHtml([para('Top', [], [], 'h2')], ctx, { topLevel: 1 })).toBe('<h2>Top</h2>');
  });

  it('renders lists', () => {
    const item = { ...para('One'), listItem: 'bullet', level: 1 };
    expect(portableTextHtml([item], ctx)).toBe('<ul><li>One</li></ul>');
  });

  it('drops empty paragraphs and unknown types', () => {
    expect(portableTextHtml([para(''), { _type: 'mystery', _key: 'm' }], ctx)).toBe('');
  });

  it('renders images with alt and dimensions, and nothing for a missing asset', () => {
    const html = portableTextHtml([{ _type: 'image', _key: 'i', asset: { _ref: 'image-a' }, alt: 'A "plan"' }], ctx);
    expect(html).toContain('alt="A &quot;plan&quot;" width="800" height="600"');
    expect(portableTextHtml([{ _type: 'image', _key: 'i', asset: { _ref: 'image-missing' } }], ctx)).toBe('');
  });
});

describe('portable text in an editor’s preview', () => {
  const blocks = [
    { ...para('Intro'), _key: 'p1' },
    { ...para('Section', [], [], 'h2'), _key: 'h1' },
    { ...para('Said', [], [], 'blockquote'), _key: 'q1' },
  ];

  it('marks each paragraph, heading and quote with the attribute of its block', () => {
    const html = portableTextHtml(blocks, ctx, { topLevel: 3, blockAttribute: (key) => `path=content:${key}&"` });
    expect(html).toBe(
      '<p data-sanity="path=content:p1&amp;&quot;">Intro</p><h3 class="pt-h2" data-sanity="path=content:h1&amp;&quot;">Section</h3><blockquote data-sanity="path=content:q1&amp;&quot;">Said</blockquote>',
    );
  });

  it('renders exactly as before without the attribute', () => {
    expect(portableTextHtml(blocks, ctx, { topLevel: 3 })).toBe(
      '<p>Intro</p><h3 class="pt-h2">Section</h3><blockquote>Said</blockquote>',
    );
    expect(portableTextHtml(blocks, ctx, { topLevel: 3, blockAttribute: () => undefined })).toBe(
      '<p>Intro</p><h3 class="pt-h2">Section</h3><blockquote>Said</blockquote>',
    );
  });
});
