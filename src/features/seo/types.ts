/** Everything the page head needs; templates build it with `buildPageSeo`. */
export interface PageSeo {
  title: string;
  description: string;
  keywords?: string | undefined;
  /** Absolute or site-relative image URL for Open Graph. */
  ogImage?:
    { url: string; width?: number | undefined; height?: number | undefined; alt?: string | undefined } | undefined;
  /** Site-relative canonical path, e.g. `/nz/products/strata-bim/`. */
  canonicalPath: string;
  noIndex?: boolean | undefined;
  /** hreflang alternates: en-AU, en-NZ and x-default, as site-relative paths. */
  alternates?: { hrefLang: string; path: string }[] | undefined;
  /** JSON-LD objects rendered as `<script type="application/ld+json">`. */
  jsonLd?: object[] | undefined;
  ogType?: 'website' | 'article' | 'product' | undefined;
}
