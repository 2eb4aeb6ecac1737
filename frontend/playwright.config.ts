import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// Named here so that every worker knows the run (layout.spec.ts keeps its records per run); set
// before the workers start, which inherit it.
process.env.E2E_DATABASE_NAME ??= `marketplace_e2e_${Date.now()}`;

/**
 * Browser tests against the built app (backend serving frontend/dist), on a throwaway database:
 * a new database on DATABASE_URL's server when set, an embedded one otherwise. Every test makes its
 * own accounts and records under unique names and asserts only on them, so the workers share the
 * one server and database; E2E_WORKERS overrides how many (decision 0024: two fit two cores).
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  outputDir: '../test-results/e2e-artifacts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace: every action with the DOM before and after it. Without the
    // screencast: its frames were a quarter of the browser tier's CPU (decision 0026); the failure's
    // own screenshot is kept.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: this machine cannot download Playwright's own browser build.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Debian's launcher turns GPU rasterization on (/etc/chromium.d/default-flags); with no GPU
        // that rasterizes through an emulated one. Off, the browser tier's Chromium spends about a
        // fifth less CPU (decision 0026).
        '--disable-gpu-rasterization',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 900 } } }],
  webServer: {
    command: 'node e2e/support/serve-app.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM, not Playwright's default SIGKILL: serve-app then drops the run's database and folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: { E2E_PORT: String(port), E2E_DATABASE_NAME: process.env.E2E_DATABASE_NAME },
  },
});
