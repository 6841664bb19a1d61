import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'bots',
    include: ['test/**/*.test.ts'],
    // Many tests compose and read a few hundred deck cards: a second or two alone, but ten times
    // that beside the rest of the suite on two cores, where vitest's 5 s default failed CI.
    testTimeout: 60_000,
  },
});
