// @ts-check
/**
 * The architecture's import arrows (docs/architecture.md "Dependencies point one way"; docs/import-rules.md):
 *   pages -> templates/layouts -> blocks/components -> features -> lib -> services
 *
 * 1. An allow-list per folder of src/: each folder names the folders it may import; anything else in
 *    src/ is refused (a module in a new top-level folder is refused until the folder gets its own
 *    list). The lists hold runtime imports: a type-only import is erased before anything runs (ESLint's
 *    `allowTypeImports` agrees). The reachability rules below are stricter: they follow type-only
 *    imports too, so browser code does not even lean on server types.
 * 2. Reachability: nothing the browser loads (islands, the /app mini-app, client directives, and the
 *    modules `<script>` blocks of .astro files import) may reach, by any path, src/services/, a
 *    `*.server.ts` module, a Node built-in or a server-only package.
 * 3. Pure feature modules use no IO and no framework; nothing imports a route file; no cycles.
 *
 * dependency-cruiser lists .astro files but cannot read their imports: eslint.config.js holds the same
 * arrows for the frontmatter and `<script>` blocks of .astro files. Keep the two in step; both take
 * the server-only lists from scripts/import-boundaries.cjs. tests/architecture/import-rules.test.ts
 * proves each rule refuses a fixture that breaks it.
 *
 * @type {import('dependency-cruiser').IConfiguration}
 */
const {
  ALLOWED_IMPORTS,
  LAYERS,
  NODE_BUILTIN,
  SERVER_PACKAGE,
  BROWSER_SAFE_PACKAGE,
  clientScriptModules,
  escape,
} = require('./scripts/import-boundaries.cjs');

// Tests, and the helpers only tests import (`*.test-helpers.ts`, beside the tests that use them).
const TEST = '\\.(test|spec|test-helpers)\\.(ts|tsx)$';
const SERVER_MODULE = '\\.server\\.(ts|tsx|js|mjs)$';
const PURE_FEATURE = { path: '^src/(features|lib)/.+\\.ts$', pathNot: `${SERVER_MODULE}|${TEST}` };

/**
 * Everything the browser loads starts here. The .astro `<script>` imports are found when this config
 * loads (relative to the working directory, where depcruise runs), so a new client script is covered
 * without editing this file.
 */
const BROWSER_ENTRY = {
  path: [
    '^src/.+\\.tsx$',
    '^src/app/',
    '^src/directives/',
    ...clientScriptModules(process.cwd()).map((file) => `^${escape(file)}$`),
  ],
  pathNot: TEST,
};

/** Why each folder's list is what it is (the lists: scripts/import-boundaries.cjs). */
const WHY = {
  pages: 'Route files fetch through features and hand to templates.',
  middleware: 'Middleware does redirects, region, headers and the session.',
  templates: 'Templates render what pages hand them; data comes through features, never services.',
  layouts: 'A layout is the page shell templates use.',
  blocks: 'Blocks sit below templates and layouts.',
  components: 'Shared components sit below blocks.',
  features: 'Features render no page markup (no blocks, components, templates) and know nothing of /app.',
  lib: 'Shared plumbing (HTTP answers, stores, UI constants, toasts, headers, monitoring) knows no feature.',
  services: 'Services (ports and adapters) know nothing of the code that uses them.',
  app: 'The /app mini-app is built from browser-safe features.',
  directives: 'Client directives are standalone browser code.',
  styles: 'Styles are leaves.',
};

/** A forbidden rule that refuses runtime imports from `folder` into any src/ folder not in its allow-list. */
function allowList(folder, comment) {
  const allowed = ALLOWED_IMPORTS[folder] ?? [];
  return {
    name: `${folder}-allowed-imports`,
    severity: 'error',
    comment: `${comment} Allowed: ${allowed.join(', ')}.`,
    from: { path: folder === 'middleware' ? '^src/middleware\\.ts$' : `^src/${folder}/` },
    to: { path: '^src/', pathNot: `^src/(${allowed.join('|')})/`, dependencyTypesNot: ['type-only'] },
  };
}

/** A rule that refuses any path from browser code to `path`. */
function browserMustNotReach(name, path, comment, pathNot) {
  return {
    name,
    severity: 'error',
    comment: `Browser code (islands, /app, client scripts and directives) must not reach, by any path, ${comment}; talk to the server through /api/*.`,
    from: BROWSER_ENTRY,
    to: { reachable: true, path, ...(pathNot ? { pathNot } : {}) },
  };
}

module.exports = {
  forbidden: [
    // 1. Allow-lists per folder.
    ...Object.keys(ALLOWED_IMPORTS).map((folder) => allowList(folder, WHY[folder] ?? '')),
    {
      name: 'src-folder-has-allow-list',
      severity: 'error',
      comment: `Every module of src/ lives in a folder with an allow-list (${LAYERS.join(', ')}) or is src/middleware.ts.`,
      from: { path: '^src/', pathNot: `^src/(${LAYERS.join('|')})/|^src/middleware\\.ts$` },
      to: {},
    },
    {
      name: 'services-not-to-features',
      severity: 'error',
      comment:
        'Services are the bottom layer: not even a type comes from a feature (a contract they share lives in src/schemas/).',
      from: { path: '^src/services/' },
      to: { path: '^src/features/' },
    },
    {
      name: 'lib-not-to-features',
      severity: 'error',
      comment: 'Shared plumbing serves every feature and knows none: not even a type comes from a feature.',
      from: { path: '^src/lib/' },
      to: { path: '^src/features/' },
    },
    {
      name: 'feature-folders-one-way',
      severity: 'error',
      scope: 'folder',
      comment:
        'Two feature folders that import each other (even a type, even through a third) are one capability, or share something that belongs in src/lib/ or src/schemas/.',
      from: { path: '^src/features/[^/]+$' },
      to: { path: '^src/features/[^/]+$', circular: true },
    },
    {
      name: 'features-to-services-only-from-server-modules',
      severity: 'error',
      comment:
        'Only *.server.ts modules (and their tests) wire services; the rest of a feature takes plain values (type-only imports are erased).',
      from: { path: '^src/(features|lib)/', pathNot: `${SERVER_MODULE}|\\.server\\.test\\.ts$` },
      to: { path: '^src/services/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'nothing-imports-pages',
      severity: 'error',
      comment: 'Route files are entry points; move what others need into a feature, template or component.',
      from: {},
      to: { path: '^src/pages/' },
    },
    {
      name: 'src-not-to-tests',
      severity: 'error',
      comment: 'Code under src/ ships; only tests may import test fixtures.',
      from: { path: '^src/', pathNot: TEST },
      to: { path: '^tests/' },
    },
    {
      name: 'src-not-to-test-helpers',
      severity: 'error',
      comment: 'Code under src/ ships; a *.test-helpers.ts module (fakes, fixtures) is for tests only.',
      from: { path: '^src/', pathNot: TEST },
      to: { path: '\\.test-helpers\\.(ts|tsx)$' },
    },

    // 2. Browser code reaches no server code, by any path.
    browserMustNotReach(
      'browser-not-to-services',
      '^src/services/',
      'src/services/ (ports and adapters run on the server)',
    ),
    browserMustNotReach('browser-not-to-server-modules', SERVER_MODULE, 'a *.server.ts module'),
    browserMustNotReach('browser-not-to-node-builtins', NODE_BUILTIN, 'a Node built-in'),
    browserMustNotReach(
      'browser-not-to-server-packages',
      SERVER_PACKAGE,
      'a server-only package (scripts/import-boundaries.cjs)',
      BROWSER_SAFE_PACKAGE,
    ),

    // 3. Pure features, cycles, resolution, shipped dependencies.
    {
      name: 'schemas-import-only-zod',
      severity: 'error',
      comment:
        'src/schemas/ holds the concept schemas every layer shares (browser, features, services): pure, it imports only zod and itself.',
      from: { path: '^src/schemas/' },
      to: { pathNot: ['^src/schemas/', '(^|/)node_modules/zod/'] },
    },
    {
      name: 'pure-features-no-io',
      severity: 'error',
      comment: 'Pure feature modules use no IO: put file, network and process access in a *.server.ts module.',
      from: PURE_FEATURE,
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'pure-features-no-framework',
      severity: 'error',
      comment: 'Pure feature modules use no framework (astro, react); components and islands do.',
      from: PURE_FEATURE,
      to: {
        path: '^(astro|astro:.*|react|react-dom|@astrojs/.*)(/|$)|node_modules/(astro|react|react-dom|@astrojs)/',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'pure-features-no-server-code',
      severity: 'error',
      comment:
        'A pure module that imports a *.server.ts module, a service or a server-only package is not pure any more.',
      from: PURE_FEATURE,
      to: {
        path: [SERVER_MODULE, '^src/services/', SERVER_PACKAGE],
        pathNot: BROWSER_SAFE_PACKAGE,
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle means two modules are really one; split out what both need.',
      from: { path: '^src/' },
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        "An import that does not resolve to a file or a package (Vite's `?url` imports, a file's built URL, resolve at build time).",
      from: {},
      to: { couldNotResolve: true, pathNot: ['^astro:', '[?]url$'] },
    },
    {
      name: 'not-to-dev-dep',
      severity: 'error',
      comment: 'Code under src/ ships: it may use devDependencies only in tests.',
      from: { path: '^src/', pathNot: TEST },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'], pathNot: 'node_modules/@types/' },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    // Anchored at the start: an unanchored `dist/` would also drop every package that resolves into
    // its own dist/ folder (better-auth, firebase, @orama/orama...), hiding them from the rules.
    exclude: { path: '^(dist|dist-[^/]+|\\.astro|test-results|playwright-report)/' },
    // Type-only imports stay in the graph (the allow-lists see them) but are marked `type-only`.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    extraExtensionsToScan: ['.astro'],
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      // `browser` first: resolve packages to the build the browser gets (better-auth/client and
      // friends), as Vite does for client code.
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.astro'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
