/**
 * The click-to-edit overlay of an editor's preview: Sanity's visual-editing overlay over every element
 * with a `data-sanity` attribute (features/content/edit-targets.ts). Hovering one outlines it; inside
 * the Studio's Presentation tool a click focuses that field there (through the tool's channel), and
 * on its own the overlay shows an "Open in Studio" link to the field's edit intent in the Studio at
 * SANITY_STUDIO_URL. Loaded by the preview page only, as a chunk of its own imported after the page
 * has started: published pages never load it.
 */
export async function startVisualEditing(): Promise<void> {
  const { enableVisualEditing } = await import('@sanity/visual-editing/enable-visual-editing');
  enableVisualEditing();
}
