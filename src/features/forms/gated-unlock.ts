/**
 * Unlocking gated blog content in the page (docs/requirements.md#blogs-and-gated-content). The prerendered page holds no
 * success content at all: once the blog's id is in $requestedBlogs (the form's island adds it after the
 * API answered 201; a returning reader has it in localStorage) the content is asked of the server
 * (GET /api/gated/{blogId}), which answers only a browser that sent the form or a signed-in reader
 * whose record lists the blog. Framework-free, so a gated page needs no React for a returning reader.
 */
import type { ReadableAtom } from 'nanostores';

/** Marks the parts of a gated section (GatedBlog.astro). */
export const GATED = { section: 'data-gated-blog', lock: 'data-gated-lock', content: 'data-gated-content' } as const;

/** Where the server answers a blog's success content, as an HTML fragment. */
export const gatedContentPath = (blogId: string): string => `/api/gated/${encodeURIComponent(blogId)}`;

/** The success content's nodes in the server's answer (scripts dropped: blocks' behaviour is the page's own). */
export function successNodesOf(html: string, into: Document): Node[] {
  const success = new DOMParser().parseFromString(html, 'text/html').querySelector('[data-gated-success]');
  if (!success) return [];
  for (const script of success.querySelectorAll('script')) script.remove();
  return [...success.childNodes].map((node) => into.importNode(node, true));
}

/**
 * Fetches the success content and shows it; `hideForm` also hides the form (a reader coming back,
 * not one who just sent it). Resolves false, leaving the form as it is, when the server refuses or
 * cannot be reached.
 */
export async function unlock(section: HTMLElement, hideForm: boolean): Promise<boolean> {
  const content = section.querySelector<HTMLElement>(`[${GATED.content}]`);
  const blogId = section.getAttribute(GATED.section);
  if (!content || !blogId) return false;
  section.dataset['gatedState'] = 'loading';
  let nodes: Node[] = [];
  try {
    const response = await fetch(gatedContentPath(blogId), {
      credentials: 'same-origin',
      headers: { Accept: 'text/html' },
    });
    if (response.ok) nodes = successNodesOf(await response.text(), section.ownerDocument);
  } catch {
    nodes = [];
  }
  if (nodes.length === 0) {
    section.dataset['gatedState'] = 'locked';
    return false;
  }
  content.replaceChildren(...nodes);
  content.hidden = false;
  if (hideForm) {
    const lock = section.querySelector<HTMLElement>(`[${GATED.lock}]`);
    if (lock) lock.hidden = true;
  }
  section.dataset['gatedState'] = 'unlocked';
  return true;
}

/**
 * Unlocks every gated section whose blog is already requested, and the others as soon as the store
 * gains their id.
 */
export function watchGatedBlogs(root: ParentNode, requestedBlogs: ReadableAtom<readonly string[]>): void {
  for (const section of root.querySelectorAll<HTMLElement>(`[${GATED.section}]`)) {
    const blogId = section.getAttribute(GATED.section) ?? '';
    if (requestedBlogs.get().includes(blogId)) {
      void unlock(section, true);
      continue;
    }
    const stop = requestedBlogs.listen((ids) => {
      if (!ids.includes(blogId)) return;
      stop();
      void unlock(section, false);
    });
  }
}
