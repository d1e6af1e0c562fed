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

/**
 * Tests wait on events, never on time (docs/development.md, "Tests wait on events"): a pause is too short
 * on a busy machine and too long everywhere else, and proves nothing when what it waited for never
 * comes. A real exception (a deadline that rejects, a timer under fake timers) says why in an
 * `eslint-disable-next-line no-restricted-syntax -- <why>` comment.
 */
const WAIT_ON_EVENTS =
  'wait on what a person or client would wait on: a role or text (expect(...).toBeVisible()), a response (page.waitForResponse), an event, hydration (an astro-island losing its `ssr` attribute; settle() in tests/e2e/helpers.ts), the `load` state; order a race with a gate promise (holdRequests in tests/e2e/helpers.ts); prove "nothing happened" by a later event; move a fake or injected clock (vi.useFakeTimers, page.clock, a `now` option) for anything measured in seconds';
/** @type {import('eslint').Linter.Config} */
const testWaitRules = {
  files: [
    'tests/**/*.ts',
    'tests/**/*.tsx',
    'tests/**/*.mjs',
    'src/**/*.test.ts',
    'src/**/*.test.tsx',
    'scripts/**/*.test.ts',
  ],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: "CallExpression[callee.property.name='waitForTimeout']",
        message: `No waitForTimeout in tests: ${WAIT_ON_EVENTS}.`,
      },
      {
        selector: "Literal[value='networkidle']",
        message: `No 'networkidle' in tests (it waits for a quiet network, which is time, and never comes on a page that polls): ${WAIT_ON_EVENTS}.`,
      },
      {
        // A promise that a timer settles is a sleep, unless it only yields (a literal under 100 ms).
        selector:
          "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout']:not([arguments.1.type='Literal'][arguments.1.value<100])",
        message: `No sleeping on a timer in tests (a setTimeout promise of 100 ms or more, or of a computed time): ${WAIT_ON_EVENTS}.`,
      },
    ],
    'no-restricted-imports': [
      'error',
      {
        paths: ['node:timers/promises', 'timers/promises'].map((name) => ({
          name,
          message: `No timer promises in tests: ${WAIT_ON_EVENTS}.`,
        })),
      },
    ],
  },
};

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
      // Deliberate waits on time for tests/architecture/test-waits.test.ts.
      'tests/fixtures/test-waits/**',
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
  testWaitRules,
);
