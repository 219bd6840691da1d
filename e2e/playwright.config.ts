import { defineConfig, devices } from '@playwright/test';

// Lets the offline spec see (and cut off) the service worker's own requests, which setOffline does not
// reach in Chromium (microsoft/playwright#2311). Must be set before the browser starts.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

const port = process.env.E2E_PORT || '1338';
const baseURL = `http://127.0.0.1:${port}`;
const phone = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' as const };
/** Specs that move the sandbox payment clock (POST /api/stripe/sandbox/advance-clock). */
const CLOCK_MOVERS = /premium\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  // Two browsers at a time (measured: ~20 % less wall time on 2 cores with the CMS beside them); each file
  // stays in one worker, in order. Tests make their own accounts, so files do not meet, except through the
  // sandbox payment clock, which only premium.spec moves: it runs alone, after the rest (projects below).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || 2,
  // A stray test.only in a commit would run one test in CI and pass: refuse it there.
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    // Recording a trace costs every test time: in CI, where a failure is retried once, only the retry records
    // one; a local run (no retries) keeps the trace of a failed test.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The service worker precaches the whole build; only the offline spec (which needs it) lets it in,
    // so no other test pays for that download or reads from its caches.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      // Debian's Chromium as root, offline: no sandbox, no background network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'phone', testIgnore: CLOCK_MOVERS, use: phone },
    // Moving the sandbox clock renews or ends every subscription on the server, other tests' too.
    // (A failure in 'phone' leaves these unrun: CI is red either way.)
    { name: 'phone, sandbox clock', testMatch: CLOCK_MOVERS, dependencies: ['phone'], use: phone },
  ],
  webServer: {
    command: 'node serve.mjs',
    url: `${baseURL}/_health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
