import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: 'e2e', testMatch: 'docs.spec.ts', outputDir: '/tmp/docs-tools/test-results', workers: 1, reporter: [['list']],
  use: { baseURL: 'http://127.0.0.1:4517', viewport: { width: 1366, height: 900 },
    launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] } },
});
