// @ts-check
// Flat ESLint config: typed rules for TypeScript, Astro's recommended rules for .astro files,
// plain recommended rules for JavaScript config and scripts.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * A no-restricted-imports pattern against imports of the named src/ folders (relative or `~/`).
 * @param {string[]} folders
 * @param {string} why
 */
const upwards = (folders, why) => ({
  regex: `(^|/)(${folders.join('|')})/`,
  message: `Import points the wrong way: ${why} (see ARCHITECTURE.md).`,
  // A type-only import creates no runtime arrow (dependency-cruiser allows it too).
  allowTypeImports: true,
});

const tsFiles = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];

export default defineConfig(
  {
    ignores: [
      'dist/**', 'dist-*/**', '.astro/**', 'node_modules/**', 'test-results/**', 'playwright-report/**',
      'bench/results/**', 'public/**', 'content/dataset*.ndjson', '.data/**',
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
  // for .ts/.tsx in .dependency-cruiser.cjs): pages -> templates/layouts -> blocks/components -> features -> services.
  {
    files: ['src/**/*.astro'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [upwards(['pages'], 'nothing imports a route file')] }] },
  },
  {
    files: ['src/templates/**/*.astro', 'src/layouts/**/*.astro'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [upwards(['pages'], 'templates and layouts are used by pages, not the other way round')] }] },
  },
  {
    files: ['src/layouts/**/*.astro'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [upwards(['pages', 'templates'], 'a layout is the shell templates use; it does not import them')] }] },
  },
  {
    files: ['src/blocks/**/*.astro', 'src/components/**/*.astro'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [upwards(['pages', 'templates', 'layouts'], 'blocks and components sit below templates and layouts')] }] },
  },
  {
    // <script> tags in .astro files run in the browser.
    files: ['src/**/*.astro/*.ts', 'src/**/*.astro/*.js'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: '\\.server(\\.[cm]?[jt]sx?)?$|(^|/)services/', message: 'browser code talks to the server through /api/*, never by importing server modules or adapters' },
          { regex: '^node:', message: 'browser code cannot use Node built-ins' },
        ],
      }],
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
