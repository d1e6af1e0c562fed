/**
 * What a Studio edit link asks for. Click-to-edit links open `<Studio>/intent/edit/<params>?<query>`,
 * the params `key=value` pairs joined by `;` (`mode=presentation;id=…;type=…;path=…`, the path
 * URL-encoded, e.g. `overview[_key=="hero"].heading`). The site's own `/studio` page reads them back to
 * say which document and field the link meant. Pure.
 */

/** The document and field an edit intent names. */
export interface EditIntent {
  id: string;
  type: string | undefined;
  /** The field path as the Studio writes it, e.g. `blocks[_key=="abc"].heading`; undefined for the whole document. */
  path: string | undefined;
}

const decode = (value: string): string | undefined => {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
};

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
  return { id: id.replace(/^drafts\./, ''), type: read('type'), path: read('path') };
}

/** Where a path under `/studio` goes on a Studio deployed at `studioUrl` (the same path and query there). */
export function deployedStudioUrl(studioUrl: string, rest: string, search: string): string {
  const tail = rest.replace(/^\/+/, '');
  return `${studioUrl}${tail ? `/${tail}` : ''}${search}`;
}
