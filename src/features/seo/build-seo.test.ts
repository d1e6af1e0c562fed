import { describe, expect, it } from 'vitest';
import type { ImageAsset, SiteConfig } from '../content/schemas/index.ts';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  buildPageSeo,
  hreflangAlternates,
  imageLookup,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
  websiteJsonLd,
} from './build-seo.ts';

const SITE = 'https://www.tasmancad.example';
const defaultSEO: SiteConfig['defaultSEO'] = {
  pageTitle: 'Tasman CAD | Design and engineering software',
  pageDescription: 'Design and engineering software, hardware and training for Australia and New Zealand.',
  pageKeyWords: 'CAD, BIM',
  ogImage: { asset: { _ref: 'image-default' }, alt: 'Tasman CAD' },
};
const assets = new Map<string, ImageAsset>([
  [
    'image-default',
    {
      _id: 'image-default',
      _type: 'sanity.imageAsset',
      url: '/content/default.jpg',
      metadata: { dimensions: { width: 1200, height: 630 } },
    },
  ],
  [
    'image-page',
    {
      _id: 'image-page',
      _type: 'sanity.imageAsset',
      url: 'https://cdn.example/page.jpg',
      metadata: { dimensions: { width: 800, height: 400 } },
    },
  ],
]);
const base = { defaultSEO, siteName: 'Tasman CAD', canonicalPath: '/nz/about-us/', imageUrl: imageLookup(assets) };

describe('buildPageSeo', () => {
  it('falls back to defaultSEO when the page has nothing of its own', () => {
    const seo = buildPageSeo(base);
    expect(seo.title).toBe(defaultSEO.pageTitle);
    expect(seo.description).toBe(defaultSEO.pageDescription);
    expect(seo.keywords).toBe('CAD, BIM');
    expect(seo.ogImage).toEqual({ url: '/content/default.jpg', width: 1200, height: 630, alt: 'Tasman CAD' });
    expect(seo.canonicalPath).toBe('/nz/about-us/');
    expect(seo.noIndex).toBe(false);
    expect(seo.ogType).toBe('website');
    expect(seo.jsonLd).toEqual([]);
  });

  it('titles a page "<Page title> | <siteName>" from its title', () => {
    expect(buildPageSeo({ ...base, title: 'About us' }).title).toBe('About us | Tasman CAD');
  });

  it('prefers the document SEO fields over its title, summary and picture', () => {
    const seo = buildPageSeo({
      ...base,
      title: 'About us',
      description: 'Who we are',
      image: { asset: { _ref: 'image-default' }, alt: '' },
      seo: {
        title: 'Our story',
        description: 'Thirty years of CAD',
        keywords: 'about',
        ogImage: { asset: { _ref: 'image-page' }, alt: 'Team' },
        noIndex: true,
      },
    });
    expect(seo).toMatchObject({
      title: 'Our story | Tasman CAD',
      description: 'Thirty years of CAD',
      keywords: 'about',
      noIndex: true,
      ogImage: { url: 'https://cdn.example/page.jpg', width: 800, height: 400, alt: 'Team' },
    });
  });

  it('uses the document summary and picture when its SEO fields are empty', () => {
    const seo = buildPageSeo({
      ...base,
      title: 'About us',
      description: '  Who   we are ',
      image: { asset: { _ref: 'image-page' }, alt: '' },
      seo: { title: ' ', description: '' },
    });
    expect(seo.title).toBe('About us | Tasman CAD');
    expect(seo.description).toBe('Who we are');
    expect(seo.ogImage?.url).toBe('https://cdn.example/page.jpg');
    expect(seo.ogImage?.alt).toBeUndefined();
  });

  it('skips images whose asset is unknown', () => {
    const seo = buildPageSeo({ ...base, image: { asset: { _ref: 'missing' }, alt: 'x' } });
    expect(seo.ogImage?.url).toBe('/content/default.jpg');
  });

  it('does not repeat the site name', () => {
    expect(buildPageSeo({ ...base, title: 'Tasman CAD' }).title).toBe('Tasman CAD');
  });

  it('passes alternates, JSON-LD, type and a forced noindex through', () => {
    const seo = buildPageSeo({
      ...base,
      alternates: [{ hrefLang: 'en-NZ', path: '/nz/' }],
      jsonLd: [{ a: 1 }],
      ogType: 'article',
      noIndex: true,
    });
    expect(seo).toMatchObject({
      alternates: [{ hrefLang: 'en-NZ', path: '/nz/' }],
      jsonLd: [{ a: 1 }],
      ogType: 'article',
      noIndex: true,
    });
  });
});

describe('hreflangAlternates', () => {
  const paths = new Set([
    '/',
    '/au/',
    '/nz/',
    '/nz/about-us/',
    '/au/about-us/',
    '/products/strata/',
    '/nz/products/strata/',
    '/privacy/',
    '/nz/only/',
  ]);

  it('lists en-AU, en-NZ and the global x-default for the home pages', () => {
    const expected = [
      { hrefLang: 'en-AU', path: '/au/' },
      { hrefLang: 'en-NZ', path: '/nz/' },
      { hrefLang: 'x-default', path: '/' },
    ];
    expect(hreflangAlternates('/', paths)).toEqual(expected);
    expect(hreflangAlternates('/au/', paths)).toEqual(expected);
    expect(hreflangAlternates('/nz', paths)).toEqual(expected);
  });

  it('uses the nz page as x-default when there is no global one', () => {
    expect(hreflangAlternates('/au/about-us/', paths)).toEqual([
      { hrefLang: 'en-AU', path: '/au/about-us/' },
      { hrefLang: 'en-NZ', path: '/nz/about-us/' },
      { hrefLang: 'x-default', path: '/nz/about-us/' },
    ]);
  });

  it('lists only the variants that exist', () => {
    expect(hreflangAlternates('/products/strata/', [...paths])).toEqual([
      { hrefLang: 'en-NZ', path: '/nz/products/strata/' },
      { hrefLang: 'x-default', path: '/products/strata/' },
    ]);
  });

  it('gives none to a page with no other variant', () => {
    expect(hreflangAlternates('/privacy/', paths)).toEqual([]);
    expect(hreflangAlternates('/nz/only/', paths)).toEqual([]);
    expect(hreflangAlternates('/app/', new Set(['/app/', '/nz/app/']))).toEqual([]);
  });
});

describe('JSON-LD', () => {
  const siteConfig = {
    siteName: 'Tasman CAD',
    defaultSEO,
    socialLinks: [{ _key: 'l', platform: 'linkedin', url: 'https://www.linkedin.com/company/tasman-cad' }],
  };

  it('uses the configured organisation JSON-LD when it parses', () => {
    const own = { '@context': 'https://schema.org', '@type': 'Organization', name: 'Tasman CAD Ltd' };
    expect(
      organizationJsonLd({ ...siteConfig, defaultSEO: { ...defaultSEO, jsonLD: JSON.stringify(own) } }, SITE),
    ).toEqual(own);
  });

  it('builds an organisation when the configured JSON-LD is missing or broken', () => {
    const built = {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Tasman CAD',
      url: `${SITE}/`,
      logo: `${SITE}/logo.svg`,
      sameAs: ['https://www.linkedin.com/company/tasman-cad'],
    };
    expect(organizationJsonLd(siteConfig, SITE)).toEqual(built);
    expect(organizationJsonLd({ ...siteConfig, defaultSEO: { ...defaultSEO, jsonLD: '{oops' } }, SITE)).toEqual(built);
    expect(organizationJsonLd({ ...siteConfig, defaultSEO: { ...defaultSEO, jsonLD: '"text"' } }, SITE)).toEqual(built);
  });

  it('declares the site search as a SearchAction', () => {
    expect(websiteJsonLd(siteConfig, SITE)).toMatchObject({
      '@type': 'WebSite',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${SITE}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('numbers breadcrumbs from 1 with absolute URLs', () => {
    expect(
      breadcrumbJsonLd(
        [{ name: 'Home', path: '/' }, { name: 'Products', path: '/products/' }, { name: 'Strata' }],
        SITE,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Products', item: `${SITE}/products/` },
        { '@type': 'ListItem', position: 3, name: 'Strata' },
      ],
    });
  });

  it('describes a blog post as an Article', () => {
    const article = articleJsonLd(
      { title: 'BIM in 2025', publishDate: '2025-03-01', excerpt: 'What changed.', _updatedAt: undefined },
      { siteUrl: SITE, siteName: 'Tasman CAD', path: '/knowledge-hub/bim-2025/', image: { url: '/content/bim.jpg' } },
    );
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'BIM in 2025',
      datePublished: '2025-03-01',
      dateModified: '2025-03-01',
      url: `${SITE}/knowledge-hub/bim-2025/`,
      image: [`${SITE}/content/bim.jpg`],
      description: 'What changed.',
      publisher: { name: 'Tasman CAD', logo: { url: `${SITE}/logo.svg` } },
    });
  });

  it('describes a product with the offer the caller priced', () => {
    const product = {
      title: 'Strata BIM',
      productDescription: 'BIM authoring.',
      vendor: 'Strata',
      product_family_id: 'PF-1',
      product_category: 'Software' as const,
    };
    expect(
      productJsonLd(
        product,
        { price: '1234.50', currency: 'NZD', availability: 'InStock' },
        { siteUrl: SITE, path: '/nz/products/strata/' },
      ),
    ).toMatchObject({
      '@type': 'Product',
      name: 'Strata BIM',
      brand: { '@type': 'Brand', name: 'Strata' },
      sku: 'PF-1',
      offers: {
        '@type': 'Offer',
        price: '1234.50',
        priceCurrency: 'NZD',
        availability: 'https://schema.org/InStock',
        url: `${SITE}/nz/products/strata/`,
      },
    });
    expect(productJsonLd(product, undefined, { siteUrl: SITE, path: '/products/strata/' })).not.toHaveProperty(
      'offers',
    );
  });

  it('escapes < so content cannot close the script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
