import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'deck', include: ['test/**/*.test.ts'] } });
