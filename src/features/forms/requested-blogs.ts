/** $requestedBlogs arithmetic (docs/requirements.md#contact-and-resources "requestedBlogs (list of unique ids)"). */

/** `current` with `added` appended, each id once, in first-seen order. */
export function mergeRequestedBlogs(current: readonly string[], added: readonly string[]): string[] {
  return [...new Set([...current, ...added])];
}
