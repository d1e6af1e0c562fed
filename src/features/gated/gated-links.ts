/**
 * Links to a gated blog's files inside its success content (docs/requirements.md#blogs-and-gated-content). The content
 * writes them as `/content/downloads/<file>`; that path is served by nobody. When the server hands
 * the success content to someone who may have it, each such link becomes a signed, short-lived link
 * (grant.server.ts). Pure: no IO.
 */
import type { Block } from '../content/schemas/index.ts';

/** How the content names a gated file. */
export const GATED_FILE_PREFIX = '/content/downloads/';
/** A gated file's name: lower-case words, digits and hyphens, one extension. No paths. */
export const GATED_FILE_NAME = /^[a-z0-9][a-z0-9-]*\.(pdf|zip|docx|xlsx)$/;

/** The file a content href names, if it is a gated file link. */
export function gatedFileOf(href: string): string | undefined {
  if (!href.startsWith(GATED_FILE_PREFIX)) return undefined;
  const name = href.slice(GATED_FILE_PREFIX.length);
  return GATED_FILE_NAME.test(name) ? name : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` with every `href` naming a gated file replaced by `link(file)`, at any depth. New objects. */
function withLinks(value: unknown, link: (file: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => withLinks(item, link));
  if (!isRecord(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const file = key === 'href' && typeof field === 'string' ? gatedFileOf(field) : undefined;
    copy[key] = file ? link(file) : withLinks(field, link);
  }
  return copy;
}

/** The blocks with their gated file links made by `link` (the server signs them). */
export function linkGatedFiles(blocks: readonly Block[], link: (file: string) => string): Block[] {
  return blocks.map((block) => withLinks(block, link) as Block);
}
