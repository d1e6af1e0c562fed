// @ts-check
// Flat ESLint config: typed rules for TypeScript, Astro's recommended rules for .astro files,
// plain recommended rules for JavaScript config and scripts.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import boundaries from './scripts/import-boundaries.cjs';
import tseslint from 'typescript-eslint';

/**
 * A no-restricted-imports pattern against imports of the named src/ folders (relative or `~/`).
 * @param {string[]} folders
 * @param {string} why
 */
const upwards = (folders, why) => ({
  regex: `(^|/)(${folders.join('|')})/`,
  message: `Import points the wrong way: ${why} (see docs/architecture.md "Dependencies point one way" and docs/import-rules.md).`,
  // A type-only import creates no runtime arrow (dependency-cruiser allows it too).
  allowTypeImports: true,
});

const tsFiles = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];

/**
 * The folder allow-lists of .dependency-cruiser.cjs (one source: scripts/import-boundaries.cjs) for the
 * frontmatter and `<script>` blocks of the .astro files in each folder of src/.
 */
const astroAllowLists = boundaries.LAYERS.map((folder) => {
  const allowed = boundaries.ALLOWED_IMPORTS[folder] ?? [];
  const refused = boundaries.LAYERS.filter((other) => !allowed.includes(other));
  /** @type {import('eslint').Linter.Config} */
  const config = {
    files: [`src/${folder}/**/*.astro`, `src/${folder}/**/*.astro/*.ts`, `src/${folder}/**/*.astro/*.js`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns:
            refused.length === 0 ? [] : [upwards(refused, `src/${folder}/ may import only ${allowed.join(', ')}`)],
        },
      ],
    },
  };
  return config;
});

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      '.astro/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'public/**',
      'content/dataset*.ndjson',
      '.data/**',
      // The Studio's build output and its own packages (studio/ is a package of its own).
      'studio/dist/**',
      'studio/node_modules/**',
      'studio/.sanity/**',
      // Deliberately broken imports for tests/architecture/import-rules.test.ts, not part of the site.
      'tests/fixtures/import-rules/**',
      // Deliberately unformatted files for tests/architecture/formatting.test.ts.
      'tests/fixtures/format/**',
    ],
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  // TypeScript: type-checked rules with the project service (tsconfig.json).
  {
    files: tsFiles,
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Astro components: the plugin's parser and recommended rules; TypeScript in the frontmatter is
  // parsed, but type-aware rules are off (the project service does not know .astro files; `astro check`
  // type-checks them instead).
  ...astro.configs.recommended,
  {
    files: ['**/*.astro', '**/*.astro/*.ts', '**/*.astro/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // Frontmatter and `Astro.props` destructuring declare values the template uses.
      'no-unused-vars': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Import arrows inside .astro files (dependency-cruiser cannot read them; it holds the same arrows
  // for .ts/.tsx in .dependency-cruiser.cjs).
  ...astroAllowLists,
  {
    // <script> tags in .astro files run in the browser.
    files: ['src/**/*.astro/*.ts', 'src/**/*.astro/*.js'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '\\.server(\\.[cm]?[jt]sx?)?$|(^|/)services/',
              message: 'browser code talks to the server through /api/*, never by importing server modules or adapters',
            },
            { regex: boundaries.NODE_BUILTIN, message: 'browser code cannot use Node built-ins' },
            {
              regex: boundaries.SERVER_PACKAGE_SPECIFIER,
              message: 'browser code must not load a server-only package (scripts/import-boundaries.cjs)',
            },
          ],
        },
      ],
    },
  },
  // Plain JavaScript (config files, scripts, bench): recommended rules, no type information.
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
);
