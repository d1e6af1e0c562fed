import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';

/**
 * Keeps Sanity's click-to-edit overlay (@sanity/visual-editing, loaded by previews only) from changing
 * a byte of what published pages load:
 *  - it imports Sanity UI's stylesheet, and Astro links the CSS a component's scripts import on every
 *    page that could render the component (the preview bar is in the layout every page uses): that one
 *    import, from that package, becomes an empty module, and the overlay links the stylesheet itself
 *    when it starts (src/features/preview/visual-editing.ts, `?url`);
 *  - the packages it brings import `nanoid`, which every page's script also uses: shared, the bundler
 *    would export it from that script's file for the overlay, renaming the file and every file that
 *    imports from it. Sanity's packages get a copy of their own instead (a few hundred bytes, in the
 *    overlay's chunk).
 */
const STYLES = '@sanity/ui/styles.css';
const EMPTY = '\0visual-editing-no-styles';
const FROM_VISUAL_EDITING = /[\\/]node_modules[\\/]@sanity[\\/]visual-editing[\\/]/;
const FROM_SANITY = /[\\/]node_modules[\\/]@sanity[\\/]/;
const OWN_COPY = '?visual-editing-copy';

/** The Vite plugin (exported for its test). */
export function visualEditingStyles(): Plugin {
  return {
    name: 'tasman:visual-editing-styles',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (importer === undefined) return undefined;
      if (source === STYLES && FROM_VISUAL_EDITING.test(importer)) return EMPTY;
      // nanoid for Sanity's packages, and what that copy imports in turn, as modules of their own.
      const copied = importer.endsWith(OWN_COPY) && source.startsWith('.');
      if (copied || ((source === 'nanoid' || source.startsWith('nanoid/')) && FROM_SANITY.test(importer))) {
        const resolved = await this.resolve(source, copied ? importer.slice(0, -OWN_COPY.length) : importer, {
          skipSelf: true,
        });
        return resolved ? `${resolved.id}${OWN_COPY}` : undefined;
      }
      return undefined;
    },
    load(id) {
      return id === EMPTY ? 'export {};' : undefined;
    },
  };
}

export default function visualEditingStylesIntegration(): AstroIntegration {
  return {
    name: 'tasman:visual-editing-styles',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [visualEditingStyles()] } });
      },
    },
  };
}
