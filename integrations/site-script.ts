import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';

/**
 * Every page's script (src/layouts/site-script.ts, the layout's one `<script>`) and everything it
 * imports without waiting become one file: the bundler would otherwise split the modules it
 * shares with other scripts (the /app, the buy-now page, the drawers) into a dozen small chunks, each a
 * request before the page can be used (16 on a content page, one round trip each over HTTP/1.1). Other
 * scripts import from that file; what is imported on demand (dialogs, drawers, React) stays apart.
 *
 * The /app's start (src/app/mount.tsx and the cart screen, what a returning buyer needs before the cart
 * works) is grouped the same way, in three files instead of 30:
 *  - `app`: what only the /app uses (the app, its router and shells, the account adapters, the cart screen);
 *  - `islands`: React and the React components the /app shares with other islands (the cart's lines);
 *  - `store`: the framework-free modules it shares with other scripts (the client store, the cart rules).
 * Each is a file the other islands would load anyway, apart from a few kB of shared code some do not use.
 * Modules the /app page's own script or the layout's script import stay theirs, so a first visit to
 * /app loads nothing more before interaction.
 */
const LAYOUT_SCRIPT = /\/src\/layouts\/BaseLayout\.astro\?astro&type=script&index=0&lang\.ts$/;
const CHUNK_NAME = 'site';
/** The /app page's script (src/app/boot.ts), the app it starts and the screen a returning buyer lands on. */
const APP_PAGE_SCRIPT = /\/src\/pages\/app\/\[\.\.\.path\]\.astro\?astro&type=script&index=0&lang\.ts$/;
/** A page's script (Astro's `<script>` of a page, layout or component): it loads with the page. */
const PAGE_SCRIPT = /\.astro\?astro&type=script&index=\d+&lang\.ts$/;
const APP_MOUNT = /\/src\/app\/mount\.tsx$/;
const APP_CART_SCREEN = /\/src\/app\/screens\/CartScreen\.tsx$/;
/** React itself (every island needs it; nothing framework-free imports it). */
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** The modules `entries` import (as `importsOf` says), directly or not, with themselves. */
function staticClosure(entries: string | readonly string[], importsOf: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>(typeof entries === 'string' ? [entries] : entries);
  const queue = [...seen];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const imported of importsOf(id)) {
      if (!seen.has(imported)) {
        seen.add(imported);
        queue.push(imported);
      }
    }
  }
  return seen;
}

/** Whether a client build has pages (Astro's first client pass has no modules at all). */
function siteModulesExpected(ids: Iterable<string>): boolean {
  for (const id of ids) if (id.includes('/src/')) return true;
  return false;
}

interface ModuleGraph {
  ids: readonly string[];
  importsOf: (id: string) => readonly string[];
  dynamicImportsOf: (id: string) => readonly string[];
  /** Entries of the build and modules some module imports on demand. */
  isEntry: (id: string) => boolean;
}

/** The /app start's groups (see above), or undefined when this build has no /app. */
export function appGroups(
  graph: ModuleGraph,
  site: ReadonlySet<string>,
): Record<'page' | 'islands' | 'store' | 'app', Set<string>> | undefined {
  const { ids, importsOf, dynamicImportsOf, isEntry } = graph;
  const mount = ids.find((id) => APP_MOUNT.test(id));
  const cartScreen = ids.find((id) => APP_CART_SCREEN.test(id));
  const pageScript = ids.find((id) => APP_PAGE_SCRIPT.test(id));
  if (!mount || !cartScreen || !pageScript) return undefined;
  const notSite = (id: string): readonly string[] => (site.has(id) ? [] : importsOf(id));
  const start = staticClosure([mount, cartScreen], notSite);
  // What the app loads later (its screens, dialogs, Firebase) is its own: sharing with them costs nothing.
  const world = staticClosure(mount, (id) => (site.has(id) ? [] : [...importsOf(id), ...dynamicImportsOf(id)]));
  const pageScriptModules = staticClosure(pageScript, importsOf);
  const outside = ids.filter((id) => isEntry(id) && !world.has(id) && id !== pageScript);
  const usedOutside = staticClosure(outside, importsOf);
  const needsReact = (id: string): boolean => [...staticClosure(id, importsOf)].some((module) => REACT.test(module));
  // The page script's own modules stay in its file, also those the app imports too (the bundler would
  // otherwise pull them into the app's file, and the page would load the app before interaction).
  const groups = {
    page: new Set([...pageScriptModules].filter((id) => !site.has(id))),
    islands: new Set<string>(),
    store: new Set<string>(),
    app: new Set<string>(),
  };
  for (const id of start) {
    if (site.has(id) || groups.page.has(id)) continue;
    if (REACT.test(id)) groups.islands.add(id);
    else if (!usedOutside.has(id)) groups.app.add(id);
    else if (needsReact(id)) groups.islands.add(id);
    else groups.store.add(id);
  }
  return groups;
}

function siteChunkPlugin(): Plugin {
  let siteModules = new Set<string>();
  let app: ReturnType<typeof appGroups>;
  return {
    name: 'tasman:site-script-chunk',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const entry = ids.find((id) => LAYOUT_SCRIPT.test(id));
      if (!entry) {
        // Astro also runs an empty client build (no page has a script yet): nothing to group there.
        if (siteModulesExpected(ids))
          this.warn('the layout script was not found: every page loads its modules as separate chunks');
        return;
      }
      const importsOf = (id: string): readonly string[] => this.getModuleInfo(id)?.importedIds ?? [];
      siteModules = staticClosure(entry, importsOf);
      app = appGroups(
        {
          ids,
          importsOf,
          dynamicImportsOf: (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
          isEntry: (id) => {
            const info = this.getModuleInfo(id);
            return Boolean(info?.isEntry) || (info?.dynamicImporters.length ?? 0) > 0;
          },
        },
        siteModules,
      );
      if (!app) this.warn('the /app start was not found: it loads its modules as separate chunks');
    },
    generateBundle(_options, bundle) {
      // What loads before interaction (every page's script) and the framework-free store must not import
      // React's or the app's file: a module moved between groups could do that silently.
      if (!app) return;
      const groups = app;
      const holds = (chunk: { moduleIds: readonly string[] }, sets: ReadonlyArray<ReadonlySet<string>>): boolean =>
        chunk.moduleIds.some((id) => sets.some((set) => set.has(id)));
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const heavy = new Set(
        chunks.filter((chunk) => holds(chunk, [groups.islands, groups.app])).map((chunk) => chunk.fileName),
      );
      const light = (chunk: { moduleIds: readonly string[] }): boolean =>
        holds(chunk, [siteModules, groups.page, groups.store]) || chunk.moduleIds.some((id) => PAGE_SCRIPT.test(id));
      for (const chunk of chunks.filter(light)) {
        const imported = chunk.imports.filter((file) => heavy.has(file));
        if (imported.length > 0)
          this.error(`${chunk.fileName} imports ${imported.join(', ')}: React or the app would load with it`);
      }
    },
    outputOptions(options) {
      // The tests read the sets when the chunks are made, after buildEnd (this hook may run before it).
      return {
        ...options,
        codeSplitting: {
          groups: [
            { name: CHUNK_NAME, test: (id: string) => siteModules.has(id), priority: 5 },
            { name: 'app-page', test: (id: string) => app?.page.has(id) ?? false, priority: 4 },
            // The store's file before React's: a group takes in what its modules import, and the
            // framework-free scripts that share the store must not load React with it.
            { name: 'store', test: (id: string) => app?.store.has(id) ?? false, priority: 3 },
            { name: 'islands', test: (id: string) => app?.islands.has(id) ?? false, priority: 2 },
            { name: 'app', test: (id: string) => app?.app.has(id) ?? false, priority: 1 },
          ],
        },
      };
    },
  };
}

export default function siteScript(): AstroIntegration {
  return {
    name: 'tasman:site-script',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [siteChunkPlugin()] } });
      },
    },
  };
}
