import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';

/**
 * Every page's script (src/layouts/site-script.ts, the layout's one `<script>`) and everything it
 * imports without waiting become one file (issue 24): the bundler would otherwise split the modules it
 * shares with other scripts (the /app, the buy-now page, the drawers) into a dozen small chunks, each a
 * request before the page can be used (16 on a content page, one round trip each over HTTP/1.1). Other
 * scripts import from that file; what is imported on demand (dialogs, drawers, React) stays apart.
 */
const LAYOUT_SCRIPT = /\/src\/layouts\/BaseLayout\.astro\?astro&type=script&index=0&lang\.ts$/;
const CHUNK_NAME = 'site';

/** The modules `entry` imports statically, directly or not, with itself. */
function staticClosure(entry: string, importsOf: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>([entry]);
  const queue = [entry];
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

function siteChunkPlugin(): Plugin {
  let siteModules = new Set<string>();
  return {
    name: 'tasman:site-script-chunk',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      const entry = [...this.getModuleIds()].find((id) => LAYOUT_SCRIPT.test(id));
      if (!entry) {
        // Astro also runs an empty client build (no page has a script yet): nothing to group there.
        if (siteModulesExpected(this.getModuleIds())) this.warn('the layout script was not found: every page loads its modules as separate chunks');
        return;
      }
      siteModules = staticClosure(entry, (id) => this.getModuleInfo(id)?.importedIds ?? []);
    },
    outputOptions(options) {
      const test = (id: string): boolean => siteModules.has(id);
      return { ...options, codeSplitting: { groups: [{ name: CHUNK_NAME, test }] } };
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
