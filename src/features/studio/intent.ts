/**
 * What a Studio edit link asks for. Click-to-edit links open `<Studio>/intent/edit/<params>?<query>`,
 * the params `key=value` pairs joined by `;` (`mode=presentation;id=…;type=…;path=…`), the path in the
 * Studio's URL form (`overview:hero.heading`: `name:key` for an array item by `_key`, `name:3` by
 * index). The site's own `/studio` page reads them back to say which document and field the link
 * meant, the path as the Studio shows it (`overview[_key=="hero"].heading`). Pure.
 */

import { publishedIdOf } from '../../schemas/document-id.ts';
import { textProblem } from '../../schemas/text-rules.ts';

/** The document and field an edit intent names. */
export interface EditIntent {
  id: string;
  type: string | undefined;
  /** The field path as the Studio writes it, e.g. `blocks[_key=="abc"].heading`; undefined for the whole document. */
  path: string | undefined;
}

/** A value as the link meant it; undefined when it is badly encoded or holds a control character. */
const decode = (value: string): string | undefined => {
  try {
    const decoded = decodeURIComponent(value);
    return textProblem(decoded) === undefined ? decoded : undefined;
  } catch {
    return undefined;
  }
};

/** `overview:hero.heading` -> `overview[_key=="hero"].heading`; `items:3` -> `items[3]`; a path already in that form stays. */
export function studioPathOf(urlPath: string): string {
  return urlPath
    .split('.')
    .map((segment) => {
      const index = /^([\w-]+):(0|[1-9]\d{0,8})$/.exec(segment);
      if (index) return `${index[1]}[${index[2]}]`;
      const keyed = /^([\w-]+):([\w-]+)$/.exec(segment);
      return keyed ? `${keyed[1]}[_key=="${keyed[2]}"]` : segment;
    })
    .join('.');
}

/**
 * The intent in `rest`, what follows the Studio's base path (`intent/edit/id=…;type=…;path=…`), or
 * undefined when it is no edit intent with a document id. The query string's `id`, `type` and
 * `path` fill what the params leave out.
 */
export function parseEditIntent(rest: string, search: URLSearchParams = new URLSearchParams()): EditIntent | undefined {
  const match = /^\/?intent\/edit\/([^/?#]+)\/?$/.exec(rest);
  if (!match?.[1]) return undefined;
  const params = new Map<string, string>();
  for (const pair of match[1].split(';')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const value = decode(pair.slice(at + 1));
    if (value !== undefined && value !== '') params.set(pair.slice(0, at), value);
  }
  const read = (name: string): string | undefined => params.get(name) ?? (search.get(name) || undefined);
  const id = read('id');
  if (!id) return undefined;
  const path = read('path');
  return {
    id: publishedIdOf(id),
    type: read('type'),
    path: path === undefined ? undefined : studioPathOf(path),
  };
}

/** Where a path under `/studio` goes on a Studio deployed at `studioUrl` (the same path and query there). */
export function deployedStudioUrl(studioUrl: string, rest: string, search: string): string {
  const tail = rest.replace(/^\/+/, '');
  return `${studioUrl}${tail ? `/${tail}` : ''}${search}`;
}
