/**
 * Unlocking gated blog content in the page (SPEC §1): the success content is in the HTML but
 * `hidden` (out of sight and of the accessibility tree, nothing inside it loads) until the blog's id
 * is in $requestedBlogs. Framework-free, so a gated page needs no React for a returning reader.
 */
import type { ReadableAtom } from 'nanostores';

/** Marks the parts of a gated section (GatedBlog.astro). */
export const GATED = { section: 'data-gated-blog', lock: 'data-gated-lock', content: 'data-gated-content' } as const;

/** Shows the success content; `hideForm` also hides the form (a reader coming back, not one who just sent it). */
export function unlock(section: HTMLElement, hideForm: boolean): void {
  const content = section.querySelector<HTMLElement>(`[${GATED.content}]`);
  if (content) content.hidden = false;
  if (hideForm) {
    const lock = section.querySelector<HTMLElement>(`[${GATED.lock}]`);
    if (lock) lock.hidden = true;
  }
  section.dataset['gatedState'] = 'unlocked';
}

/**
 * Unlocks every gated section whose blog is already requested, and the others as soon as the store
 * gains their id (the form's island adds it after the API answered 201).
 */
export function watchGatedBlogs(root: ParentNode, requestedBlogs: ReadableAtom<readonly string[]>): void {
  for (const section of root.querySelectorAll<HTMLElement>(`[${GATED.section}]`)) {
    const blogId = section.getAttribute(GATED.section) ?? '';
    if (requestedBlogs.get().includes(blogId)) {
      unlock(section, true);
      continue;
    }
    const stop = requestedBlogs.listen((ids) => {
      if (!ids.includes(blogId)) return;
      unlock(section, false);
      stop();
    });
  }
}
