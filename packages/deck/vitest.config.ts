import { defineProject } from 'vitest/config';

export default defineProject({
  // Deck tests draw and rasterise cards: seconds alone, many more beside the rest of CI on two cores.
  test: { name: 'deck', include: ['test/**/*.test.ts'], testTimeout: 60_000 },
});
