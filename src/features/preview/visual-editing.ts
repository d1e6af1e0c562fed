/**
 * The click-to-edit overlay of an editor's preview: Sanity's visual-editing overlay over every element
 * with a `data-sanity` attribute (features/content/edit-targets.ts). Hovering one outlines it; inside
 * the Studio's Presentation tool a click focuses that field there (through the tool's channel), and
 * on its own the overlay shows an "Open in Studio" link to the field's edit intent in the Studio at
 * SANITY_STUDIO_URL. Started by the preview page's own script only; Sanity's code and styles are
 * fetched then, as chunks of their own, so published pages never load or link them.
 */
import sanityUiStyles from '@sanity/ui/styles.css?url';

/**
 * The overlay watches the page's body element for the elements it outlines. A live update
 * (live-preview.ts) puts the new render's body in place of the old one; this moves the new content
 * into the body the overlay watches and puts that body back, before the browser paints.
 */
function keepBodyElement(): void {
  const watched = document.body;
  new MutationObserver(() => {
    const next = document.body;
    if (next === watched) return;
    for (const { name } of [...watched.attributes]) watched.removeAttribute(name);
    for (const { name, value } of [...next.attributes]) watched.setAttribute(name, value);
    watched.replaceChildren(...next.childNodes);
    next.replaceWith(watched);
  }).observe(document.documentElement, { childList: true });
}

/** Links the overlay's styles (Sanity UI's) and starts the overlay. */
export async function startVisualEditing(): Promise<void> {
  const styles = document.createElement('link');
  styles.rel = 'stylesheet';
  styles.href = sanityUiStyles;
  document.head.append(styles);
  keepBodyElement();
  const { enableVisualEditing } = await import('@sanity/visual-editing/enable-visual-editing');
  enableVisualEditing();
}
