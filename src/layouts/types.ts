/** The sub-header shown on industry and product pages: a title and the page's sibling links. */
export interface SubHeader {
  title: string;
  links: { label: string; href: string; current: boolean }[];
  /** A call to action on the right (e.g. 'Buy now' on product pages). */
  action?: { label: string; href: string } | undefined;
}

/** One step of a breadcrumb trail; the last one is the current page and has no link. */
export interface Crumb {
  label: string;
  href?: string | undefined;
}
