// @ts-check
/**
 * The architecture's import arrows (docs: /ARCHITECTURE.md "Dependencies point one way"):
 *   pages -> templates/layouts -> blocks/components -> features -> services
 * Imports may skip layers downwards, never point upwards. Pure feature modules (features/**.ts that
 * are not *.server.ts) use no IO and no framework; islands (*.tsx) and the client-only app never reach
 * server code; nothing imports a route file; no cycles.
 *
 * dependency-cruiser does not parse .astro files (it lists them, but cannot read their imports), so
 * the same arrows for imports written inside .astro files are held by `no-restricted-imports` in
 * eslint.config.js. Keep the two in step.
 *
 * @type {import('dependency-cruiser').IConfiguration}
 */

const SRC = '^src/';
const layer = (name) => `^src/${name}/`;
const NODE_IO = '^(node:)?(fs|fs/promises|path|child_process|net|http|https|os|crypto|worker_threads|cluster|dgram|dns|tls|readline|stream|zlib|process|module|url|v8|vm)$';
const PURE_FEATURE = { path: '^src/features/.+\\.ts$', pathNot: '(\\.server|\\.test|\\.spec)\\.ts$' };
const ISLAND = '^src/.+\\.tsx$';
const SERVER_MODULE = '\\.server\\.(ts|tsx|js|mjs)$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle means two modules are really one; split out what both need.',
      from: { path: SRC },
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'nothing-imports-pages',
      severity: 'error',
      comment: 'Route files are entry points; move what others need into a feature, template or component.',
      from: {},
      to: { path: layer('pages') },
    },
    {
      name: 'templates-not-up',
      severity: 'error',
      comment: 'Templates and layouts are used by pages, not the other way round.',
      from: { path: `^src/(blocks|components|features|services|app)/` },
      to: { path: '^src/(templates|layouts)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'blocks-components-not-up',
      severity: 'error',
      comment: 'Features and services do not render markup; keep them free of blocks and components.',
      from: { path: '^src/(features|services)/' },
      to: { path: '^src/(blocks|components)/', pathNot: '\\.tsx$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'services-not-up',
      severity: 'error',
      comment: 'Services (ports and adapters) know nothing of the features that use them.',
      from: { path: layer('services') },
      to: { path: '^src/(features|app)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'schemas-import-only-zod',
      severity: 'error',
      comment: 'src/schemas/ holds the concept schemas every layer shares (browser, features, services): pure, it imports only zod and itself.',
      from: { path: layer('schemas') },
      to: { pathNot: ['^src/schemas/', '(^|/)node_modules/zod/'] },
    },
    {
      name: 'pure-features-no-io',
      severity: 'error',
      comment: 'Pure feature modules use no IO: put file, network and process access in a *.server.ts module.',
      from: PURE_FEATURE,
      to: { dependencyTypes: ['core'], path: NODE_IO },
    },
    {
      name: 'pure-features-no-framework',
      severity: 'error',
      comment: 'Pure feature modules use no framework (astro, react); components and islands do.',
      from: PURE_FEATURE,
      to: { path: '^(astro|astro:.*|react|react-dom|@astrojs/.*)(/|$)|node_modules/(astro|react|react-dom|@astrojs)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'pure-features-no-server-code',
      severity: 'error',
      comment: 'A pure module that imports a *.server.ts module or a service adapter is not pure any more.',
      from: PURE_FEATURE,
      to: { path: [SERVER_MODULE, '^src/services/'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'islands-no-server-code',
      severity: 'error',
      comment: 'Islands run in the browser: they talk to the server through /api/*, never by importing server modules or adapters.',
      from: { path: ISLAND },
      to: { path: [SERVER_MODULE, '^src/services/'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'client-app-no-server-code',
      severity: 'error',
      comment: 'The /app mini-app is client-only; it reaches the server through /api/* only.',
      from: { path: layer('app') },
      to: { path: [SERVER_MODULE, '^src/services/'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'browser-code-no-node',
      severity: 'error',
      comment: 'Islands and the client-only app run in the browser: no Node built-ins.',
      from: { path: [ISLAND, layer('app')] },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that does not resolve to a file or a package.',
      from: {},
      to: { couldNotResolve: true, pathNot: '^astro:' },
    },
    {
      name: 'not-to-dev-dep',
      severity: 'error',
      comment: 'Code under src/ ships: it may use devDependencies only in tests.',
      from: { path: SRC, pathNot: '\\.(test|spec)\\.(ts|tsx)$' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'], pathNot: 'node_modules/@types/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.astro|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    extraExtensionsToScan: ['.astro'],
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.astro'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
