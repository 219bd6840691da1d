import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'seed/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // One real Strapi serves every file; files run one after another so rate limits and counts stay readable.
    fileParallelism: false,
    // Some tests boot a Strapi of their own inside the test (a setting that must stop the start, a log
    // format): 10–40 s on two busy cores, where CI runs its two database legs side by side (decision 021).
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
