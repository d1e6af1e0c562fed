import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, site } from './playwright.config.ts';

/**
 * The vendor suites in Chromium (`npm run test:vendors`): the site against the vendors' own
 * software running offline, installed by scripts/test-vendors.mjs into .cache/vendors (never by the
 * everyday `npm install`):
 *  - "spotlight": a build with monitoring on (SENTRY_DSN, SENTRY_SPOTLIGHT, SENTRY_TEST_TRIGGERS) and
 *    Sentry's Spotlight sidecar, and its pages read through a stand-in for Sentry's ingest at the DSN;
 *  - "firebase": a build signing in with Firebase (PUBLIC_FIREBASE_*) against the Firebase Auth emulator.
 * Ports: VENDOR_PORT_BASE (27380 by default: below Linux's ephemeral range, 32768-60999, where a client connection can hold a port) and the six after it; E2E_REUSE_SERVER=1 reuses running servers.
 */
const HOST = '127.0.0.1';
const BASE = Number(process.env.VENDOR_PORT_BASE ?? 27380);
export const VENDOR_PORTS = {
  spotlightSite: BASE,
  firebaseSite: BASE + 1,
  sidecar: BASE + 2,
  authEmulator: BASE + 3,
  emulatorHub: BASE + 4,
  emulatorLogging: BASE + 5,
  /** The monitoring build's SENTRY_DSN: a stand-in for Sentry's ingest, started by the test that reads it (tests/vendors/sentry-sink.ts). */
  sentrySink: BASE + 6,
};
/** The release the monitoring build names (tests/vendors/spotlight.spec.ts looks for it). */
export const SPOTLIGHT_RELEASE = 'tasman-vendors-spotlight';
/** The Firebase project of the emulator (a `demo-` project never reaches Google). */
export const FIREBASE_PROJECT = 'demo-tasman';

const vendorBin = (name: string) => `node .cache/vendors/node_modules/${name}`;
const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/vendors',
  testMatch: /\.spec\.ts$/,
  outputDir: 'test-results/vendors',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'spotlight',
      testMatch: /(spotlight|sentry-pages)\.spec\.ts$/,
      use: { baseURL: `http://${HOST}:${VENDOR_PORTS.spotlightSite}` },
    },
    {
      name: 'firebase',
      testMatch: /firebase-auth\.spec\.ts$/,
      use: { baseURL: `http://${HOST}:${VENDOR_PORTS.firebaseSite}` },
    },
  ],
  webServer: [
    {
      command: `${vendorBin('@spotlightjs/spotlight/dist/run.js')} server -p ${VENDOR_PORTS.sidecar} -A http://${HOST}:${VENDOR_PORTS.spotlightSite}`,
      port: VENDOR_PORTS.sidecar,
      reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    site('vendors-spotlight', 'content/dataset.ndjson', VENDOR_PORTS.spotlightSite, {
      // Events also go to this DSN: a stand-in for Sentry's ingest while tests/vendors/sentry-pages.spec.ts
      // runs (it listens there and records the envelopes), nothing otherwise (the SDK drops them quietly).
      SENTRY_DSN: `http://public@${HOST}:${VENDOR_PORTS.sentrySink}/1`,
      SENTRY_SPOTLIGHT: `http://localhost:${VENDOR_PORTS.sidecar}/stream`,
      SENTRY_RELEASE: SPOTLIGHT_RELEASE,
      SENTRY_TEST_TRIGGERS: '1',
    }),
    {
      command: `node tests/vendors/auth-emulator.mjs ${VENDOR_PORTS.authEmulator} ${VENDOR_PORTS.emulatorHub} ${VENDOR_PORTS.emulatorLogging}`,
      url: `http://${HOST}:${VENDOR_PORTS.authEmulator}/`,
      reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    site('vendors-firebase', 'content/dataset.ndjson', VENDOR_PORTS.firebaseSite, {
      PUBLIC_FIREBASE_API_KEY: 'demo-key',
      PUBLIC_FIREBASE_AUTH_DOMAIN: `${FIREBASE_PROJECT}.firebaseapp.com`,
      PUBLIC_FIREBASE_PROJECT_ID: FIREBASE_PROJECT,
      PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${VENDOR_PORTS.authEmulator}`,
    }),
  ],
});
