/** Portable Text to HTML with the site's link and heading rules. Pure: no IO, no framework. */
import {
  escapeHTML,
  toHTML,
  type PortableTextBlockComponent,
  type PortableTextComponents,
} from '@portabletext/to-html';
import { resolveLink, type LinkContext } from '../features/content/links.ts';
import { imageSchema, linkSchema, type ImageAsset, type PortableText } from '../features/content/schemas/index.ts';
import { imageSource } from './image-source.ts';

export interface PortableTextContext extends LinkContext {
  content: LinkContext['content'] & { imageAssets: ReadonlyMap<string, ImageAsset> };
}

/** Where a link mark goes and whether it leaves the site. */
export interface MarkLink {
  href: string;
  external: boolean;
}

const EXTERNAL = /^https?:\/\//i;
const SAFE_SCHEME = /^(mailto|tel):/i;
/**
 * A site path to a file (a last segment with an extension, e.g. `/content/downloads/guide.pdf`): a
 * static file served from public/ as it is, so no region prefix and no trailing slash. The page
 * route table does not list files, so resolving it as a page path dropped the link.
 */
const STATIC_FILE = /^\/(?!\/)(?:[^?#]*\/)?[^/?#]+\.[a-z0-9]{1,8}(?:[?#].*)?$/i;

/**
 * The target of a link mark: a `link` object (internal/external/path, resolved like every link), or
 * an `href`: `#anchors`, `mailto:`/`tel:` and http(s) URLs as they are, static files (`/….pdf`) as
 * they are, site paths only if the site serves them (with the region prefix), anything else (e.g.
 * `javascript:`) nothing.
 */
export function markLink(mark: unknown, ctx: LinkContext): MarkLink | undefined {
  if (typeof mark !== 'object' || mark === null) return undefined;
  const href = 'href' in mark && typeof mark.href === 'string' ? mark.href.trim() : undefined;
  let target: string | undefined;
  if (href !== undefined) {
    if (href.startsWith('#') || SAFE_SCHEME.test(href) || EXTERNAL.test(href) || STATIC_FILE.test(href)) target = href;
    else if (href.startsWith('/') && !href.startsWith('//')) target = resolveLink({ path: href }, ctx);
  } else {
    const link = linkSchema.safeParse(mark);
    if (link.success) target = resolveLink(link.data, ctx);
  }
  return target === undefined ? undefined : { href: target, external: EXTERNAL.test(target) };
}

const text = (value: unknown): string => {
  if (typeof value !== 'object' || value === null || !('children' in value) || !Array.isArray(value.children))
    return '';
  return value.children
    .map((child: unknown) =>
      typeof child === 'object' && child !== null && 'text' in child && typeof child.text === 'string'
        ? child.text
        : '',
    )
    .join('');
};

const HEADING_STYLES = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
type HeadingStyle = (typeof HEADING_STYLES)[number];
const levelOf = (style: HeadingStyle): number => Number(style.slice(1));

/** The highest (smallest-numbered) heading level the content uses, if any. */
function topHeadingLevel(value: PortableText): number | undefined {
  const levels = value.flatMap((block) => {
    const style = HEADING_STYLES.find((heading) => heading === block['style']);
    return block._type === 'block' && style ? [levelOf(style)] : [];
  });
  return levels.length > 0 ? Math.min(...levels) : undefined;
}

/**
 * Heading levels as rendered: shifted so the content's top heading becomes `topLevel` (relative
 * levels kept, never h1, at most h6). A shifted heading keeps its authored look through a
 * `pt-{style}` class. Without `topLevel`, only h1 changes (to h2): the page owns the one h1.
 */
function headingComponents(
  shift: number,
  attribute: (value: unknown) => string,
): Record<HeadingStyle, PortableTextBlockComponent> {
  const entries = HEADING_STYLES.map((style) => {
    const level = Math.min(6, Math.max(2, levelOf(style) + shift));
    const look = shift === 0 || level === levelOf(style) ? '' : ` class="pt-${style}"`;
    const component: PortableTextBlockComponent = ({ children, value }) =>
      `<h${level}${look}${attribute(value)}>${children ?? ''}</h${level}>`;
    return [style, component] as const;
  });
  return Object.fromEntries(entries) as Record<HeadingStyle, PortableTextBlockComponent>;
}

/** A block's `_key`, if it has one. */
const keyOf = (value: unknown): string | undefined =>
  typeof value === 'object' && value !== null && '_key' in value && typeof value._key === 'string'
    ? value._key
    : undefined;

function components(
  ctx: PortableTextContext,
  shift: number,
  blockAttribute: PortableTextOptions['blockAttribute'],
): PortableTextComponents {
  // ` data-sanity="…"` on a keyed block's element when asked (an editor's preview), else nothing at all.
  const attribute = (value: unknown): string => {
    const key = keyOf(value);
    const found = key === undefined ? undefined : blockAttribute?.(key);
    return found === undefined ? '' : ` data-sanity="${escapeHTML(found)}"`;
  };
  const link = ({ children, value }: { children: string; value?: unknown }): string => {
    const target = markLink(value, ctx);
    if (!target) return children;
    return `<a href="${escapeHTML(target.href)}"${target.external ? ' rel="noopener"' : ''}>${children}</a>`;
  };
  return {
    block: {
      normal: ({ children, value }) => (text(value).trim() === '' ? '' : `<p${attribute(value)}>${children ?? ''}</p>`),
      ...headingComponents(shift, attribute),
      blockquote: ({ children, value }) => `<blockquote${attribute(value)}>${children ?? ''}</blockquote>`,
    },
    marks: { link },
    unknownType: () => '',
    unknownMark: ({ children }) => children,
    types: {
      image: ({ value }: { value: unknown }) => {
        const image = imageSchema.safeParse(value);
        const asset = image.success ? ctx.content.imageAssets.get(image.data.asset._ref) : undefined;
        if (!image.success || !asset) return '';
        const source = imageSource(asset);
        const srcset = source.srcset
          ? ` srcset="${escapeHTML(source.srcset)}" sizes="(min-width: 48rem) 45rem, 100vw"`
          : '';
        return `<figure${attribute(value)}><img src="${escapeHTML(source.src)}"${srcset} alt="${escapeHTML(image.data.alt)}" width="${source.width}" height="${source.height}" loading="lazy" decoding="async"></figure>`;
      },
    },
  };
}

export interface PortableTextOptions {
  /**
   * The level the content's top heading renders at (2 right under the page's h1, 3 under a block's
   * h2), so headings never skip a level whatever the editor picked.
   */
  topLevel?: number | undefined;
  /**
   * The click-to-edit attribute of the block with this `_key` (an editor's preview only): set on each
   * paragraph, heading, quote and image; lists are covered by their field's own attribute.
   */
  blockAttribute?: ((key: string) => string | undefined) | undefined;
}

/** Portable Text as HTML: text escaped, unknown types and marks dropped silently, links checked. */
export function portableTextHtml(
  value: PortableText | undefined,
  ctx: PortableTextContext,
  { topLevel, blockAttribute }: PortableTextOptions = {},
): string {
  if (!value || value.length === 0) return '';
  const top = topLevel === undefined ? undefined : topHeadingLevel(value);
  const shift = top === undefined || topLevel === undefined ? 0 : topLevel - top;
  return toHTML(value as Parameters<typeof toHTML>[0], {
    components: components(ctx, shift, blockAttribute),
    onMissingComponent: false,
  });
}
