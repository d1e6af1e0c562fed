import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (Playwright's own browser download cannot work here; run
 * `node scripts/ensure-chromium.mjs` first, or set CHROME_PATH).
 *
 * The site is built once per run into test-results/sites/demo (so the tests never race with a `npm run build`
 * into dist/), and that one build is served twice, each server with a dataset and a data folder of its own
 * (the server reads CONTENT_DATASET when it starts; nothing in the build depends on the content):
 *  - "demo": the embedded demo dataset (content/dataset.ndjson) on port 27310 (E2E_DEMO_PORT), with the
 *    search fixture index `widgets` declared (SEARCH_DECLARED_INDEXES) for the InstantSearch widgets page;
 *  - "fixture": the hand-written tests/fixtures/small.ndjson on port 27311 (E2E_FIXTURE_PORT) (tests/e2e/fixture-site.spec.ts).
 * E2E_REUSE_SERVER=1 reuses servers already listening on those ports (skips the builds while iterating).
 */
const CI = Boolean(process.env.CI);
const HOST = '127.0.0.1';
export const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 27310);
export const FIXTURE_PORT = Number(process.env.E2E_FIXTURE_PORT ?? 27311);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** The one build of a run, which every server of the end-to-end specs serves. */
export const E2E_BUILD = 'test-results/sites/demo';

/**
 * A web server: the site built from `name` into test-results/sites/<name>, then served on `port` with
 * `dataset` and a fresh data folder; given `servedBuild`, that build is served instead and none is made
 * (Playwright starts the web servers one after the other, in the order they are listed).
 */
export function site(
  name: string,
  dataset: string,
  port: number,
  extraEnv: Record<string, string> = {},
  servedBuild?: string,
) {
  const outDir = servedBuild ?? `test-results/sites/${name}`;
  const dataDir = `test-results/data/${name}`;
  return {
    command: [
      `node -e "fs.rmSync('${dataDir}', { recursive: true, force: true })"`,
      ...(servedBuild ? [] : [`astro build --outDir ${outDir}`]),
      `node scripts/serve.mjs --dir ${outDir}`,
    ].join(' && '),
    // Ready only once serve.mjs has warmed the database and identity server up (it listens after that).
    url: `http://${HOST}:${port}/api/health`,
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    timeout: 15 * 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      CONTENT_DATASET: dataset,
      DATA_DIR: dataDir,
      HOST,
      PORT: String(port),
      ASTRO_TELEMETRY_DISABLED: '1',
      // Every test browser signs in from 127.0.0.1: raise the per-IP limits (the API tests pin them).
      AUTH_SIGN_IN_ATTEMPTS_PER_MINUTE: '200',
      AUTH_RATE_LIMIT_MULTIPLIER: '20',
      // The same for the per-address limits of docs/security.md (tests/security/ checks the defaults).
      RATE_LIMIT_FORMS_PER_MINUTE: '6000',
      RATE_LIMIT_SEARCH_PER_MINUTE: '60000',
      RATE_LIMIT_WEB_ORDERS_PER_MINUTE: '3000',
      RATE_LIMIT_CONTACTS_PER_MINUTE: '3000',
      RATE_LIMIT_VITALS_PER_MINUTE: '6000',
      ...extraEnv,
    },
  };
}

/** The specs of the `heavy` project: each starts servers of its own and loads both cores for a while. */
const HEAVY_SPECS = /(e2e\/(stack|scale-out|publish-scale-out|operations)|security\/volume)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  forbidOnly: CI,
  workers: 2,
  // No retries: a test that passes only on a second try is a bug to find, not to hide.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'demo',
      testIgnore: [/fixture-site\.spec\.ts$/, HEAVY_SPECS],
      use: { baseURL: `http://${HOST}:${DEMO_PORT}` },
    },
    {
      // The hostile-input attack (tests/security/, docs/security.md): each spec starts its own server on the demo build.
      name: 'security',
      testDir: 'tests/security',
      testIgnore: HEAVY_SPECS,
      use: { baseURL: `http://${HOST}:${DEMO_PORT}` },
    },
    {
      name: 'fixture',
      testMatch: /fixture-site\.spec\.ts$/,
      use: { baseURL: `http://${HOST}:${FIXTURE_PORT}` },
    },
    {
      // Specs that load the whole machine (servers of their own on PostgreSQL, the cache tier, a database stopped
      // under a running server, oversized uploads) run once the browser specs are done, one at a time, so that
      // neither slows the other down (docs/development.md, "End-to-end projects").
      name: 'heavy',
      testDir: 'tests',
      testMatch: HEAVY_SPECS,
      dependencies: ['demo', 'security', 'fixture'],
      workers: 1,
      use: { baseURL: `http://${HOST}:${DEMO_PORT}` },
    },
  ],
  webServer: [
    // The widgets index (tests/e2e/search-widgets.spec.ts) is declared by configuration, beside the site's own.
    site('demo', 'content/dataset.ndjson', DEMO_PORT, {
      SEARCH_DECLARED_INDEXES: 'tests/fixtures/search/widgets-index.json',
    }),
    site('fixture', 'tests/fixtures/small.ndjson', FIXTURE_PORT, {}, E2E_BUILD),
  ],
});
