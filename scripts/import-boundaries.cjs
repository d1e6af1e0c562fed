// @ts-check
/**
 * What the browser must never load, in one place for the two tools that hold the import arrows:
 * dependency-cruiser (.dependency-cruiser.cjs, for .ts/.tsx) and ESLint (eslint.config.js, for the
 * `<script>` blocks of .astro files). Also finds the browser entry points dependency-cruiser cannot
 * see on its own: the modules that `<script>` blocks of .astro files import.
 */
const { builtinModules } = require('node:module');
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

/**
 * Packages that hold server code (drivers, server SDKs, the embedded engines): a browser bundle that
 * reaches one of them ships server code or breaks. `better-auth` counts as server-only except its
 * browser entry points (`better-auth/client`, `better-auth/react`), which the /app's identity adapter uses.
 */
const SERVER_ONLY_PACKAGES = [
  'pg',
  'stripe',
  'better-auth',
  '@electric-sql/pglite',
  'drizzle-orm',
  'drizzle-kit',
  'nodemailer',
  'smtp-server',
  'groq-js',
  '@sanity/client',
  'jose',
  '@orama/orama',
  'firebase-admin',
  // Country boundaries (about 1 MB) for GET /api/location: the browser asks the endpoint instead.
  '@rapideditor/country-coder',
  // The server log and metrics.
  'pino',
  'prom-client',
];
const BROWSER_SAFE_SUBPATHS = ['better-auth/client', 'better-auth/react'];

/** @param {string} text */
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** @param {readonly string[]} names */
const anyOf = (names) => names.map(escape).join('|');

/** Every Node built-in, bare or with `node:` (`fs`, `node:fs`, `fs/promises`, `node:sqlite`...). */
const NODE_BUILTIN = `^(node:.+|${anyOf(builtinModules.filter((name) => !name.startsWith('_') && !name.startsWith('node:')))})$`;

/**
 * A resolved server-only package (inside node_modules, however deep the checkout links it) or one that
 * did not resolve (then its name is the module's path).
 */
const SERVER_PACKAGE = `(^|/)node_modules/(${anyOf(SERVER_ONLY_PACKAGES)})/|^(${anyOf(SERVER_ONLY_PACKAGES)})(/|$)`;
/**
 * better-auth's browser entries (`better-auth/client`, `better-auth/react`) both resolve into its
 * dist/client/; an unresolved specifier keeps its own name.
 */
const BROWSER_SAFE_PACKAGE = `(^|/)node_modules/better-auth/dist/client/|^(${anyOf(BROWSER_SAFE_SUBPATHS)})$`;

/**
 * The allow-list of each src/ folder: the folders its modules may import at run time (pages ->
 * templates/layouts -> blocks/components -> features -> services). `middleware` is src/middleware.ts.
 * @type {Readonly<Record<string, readonly string[]>>}
 */
const ALLOWED_IMPORTS = {
  pages: ['templates', 'layouts', 'blocks', 'components', 'features', 'lib', 'services', 'app', 'styles', 'schemas'],
  middleware: ['features', 'lib', 'services', 'schemas'],
  templates: ['templates', 'layouts', 'blocks', 'components', 'features', 'lib', 'styles', 'schemas'],
  layouts: ['layouts', 'blocks', 'components', 'features', 'lib', 'styles', 'schemas'],
  blocks: ['blocks', 'components', 'features', 'lib', 'styles', 'schemas'],
  components: ['components', 'features', 'lib', 'styles', 'schemas'],
  features: ['features', 'lib', 'services', 'styles', 'schemas'],
  // Shared plumbing no capability owns (HTTP answers, nanostores, UI constants and boundaries, toasts,
  // security headers, monitoring): every layer above may use it, and it knows no feature.
  lib: ['lib', 'services', 'styles', 'schemas'],
  services: ['services', 'schemas'],
  app: ['app', 'features', 'lib', 'styles', 'schemas'],
  directives: ['directives'],
  styles: ['styles'],
  // The concept schemas every layer shares (browser and server): pure, they import only zod and each other.
  schemas: ['schemas'],
};
/** The folders of src/ (every module of src/ is in one of them, or is src/middleware.ts). */
const LAYERS = Object.keys(ALLOWED_IMPORTS).filter((name) => name !== 'middleware');

/**
 * A server-only package as written in an import (ESLint sees specifiers, not resolved files): the
 * package or any subpath, except better-auth's browser entries.
 */
const SERVER_PACKAGE_SPECIFIER = `^(?!(${anyOf(BROWSER_SAFE_SUBPATHS)})$)(${anyOf(SERVER_ONLY_PACKAGES)})(/|$)`;

/**
 * Import specifiers in a block of script text: static, side-effect and dynamic imports.
 * @param {string} code
 * @returns {string[]}
 */
function importSpecifiers(code) {
  const pattern = /\bimport\s*(?:[\w*${}\s,]+?\s*from\s*)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
  return [...code.matchAll(pattern)].map((match) => match[1] ?? match[2] ?? '');
}

/**
 * The bundled `<script>` blocks of an .astro file: Astro bundles a `<script>` for the browser unless
 * it is `is:inline` or carries a non-JavaScript type (JSON data, JSON-LD).
 * @param {string} source
 * @returns {string[]}
 */
function clientScripts(source) {
  // A self-closing <script ... /> (JSON data) has no body; drop it first so it cannot swallow the next one.
  const open = source.replace(/<script\b[^>]*\/>/g, '');
  const blocks = [...open.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)];
  return blocks
    .filter(([, attributes = '']) => !/\bis:inline\b|\btype=["'](?!module)/.test(attributes))
    .map(([, , code = '']) => code);
}

/**
 * @param {string} dir
 * @returns {string[]}
 */
function astroFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return astroFiles(full);
    return entry.name.endsWith('.astro') ? [full] : [];
  });
}

/**
 * The project modules (paths relative to `root`, `/`-separated) that a `<script>` of any .astro file
 * under `root`/src imports: browser entry points, like the islands.
 * @param {string} root
 * @returns {string[]}
 */
function clientScriptModules(root) {
  const src = path.join(root, 'src');
  const found = new Set();
  for (const file of astroFiles(src)) {
    for (const code of clientScripts(readFileSync(file, 'utf8'))) {
      for (const specifier of importSpecifiers(code)) {
        const target = specifier.startsWith('~/')
          ? path.join(src, specifier.slice(2))
          : specifier.startsWith('.')
            ? path.resolve(path.dirname(file), specifier)
            : undefined;
        if (target) found.add(path.relative(root, target).split(path.sep).join('/'));
      }
    }
  }
  return [...found].sort();
}

module.exports = {
  ALLOWED_IMPORTS,
  LAYERS,
  SERVER_ONLY_PACKAGES,
  NODE_BUILTIN,
  SERVER_PACKAGE,
  SERVER_PACKAGE_SPECIFIER,
  BROWSER_SAFE_PACKAGE,
  clientScriptModules,
  escape,
};
