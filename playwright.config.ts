import { defineConfig } from '@playwright/test';

/**
 * Chromium smoke tests against the built server and built apps. The global setup starts
 * `packages/server/dist/server.js` on a free loopback port and exports its origin as E2E_BASE_URL
 * (workers inherit it, and this file is evaluated again in each worker). Debian's Chromium only:
 * a browser is never downloaded.
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000, toHaveScreenshot: { maxDiffPixelRatio: 0.005, animations: 'disabled', caret: 'hide' } },
  reporter: [['list']],
  outputDir: 'test-results',
  // Visual baselines live beside the specs; CI compares against them and never rewrites them.
  snapshotPathTemplate: 'e2e/__screenshots__/{testFileName}/{arg}{ext}',
  updateSnapshots: process.env['CI'] === 'true' ? 'none' : 'missing',
  use: {
    baseURL: process.env['E2E_BASE_URL'],
    browserName: 'chromium',
    trace: 'off',
    screenshot: 'off',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
});
