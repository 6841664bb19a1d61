import { defineProject } from 'vitest/config';

/**
 * The browser tests: real Chromium windows against a real server process (docs/web.md, "Browser
 * tests"). One file at a time, after the other projects, so that two cores shared by several
 * Chromium contexts and the server never also run the unit suites.
 */
export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    sequence: { groupOrder: 1 },
    // A whole game to 30 points is dozens of rounds of clicks in four windows.
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
});
