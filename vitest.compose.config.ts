import { defineConfig } from 'vitest/config';

/**
 * `npm run test:compose` only (not part of `npm test`): the compose topology for real, where a Docker
 * engine answers. One file, its steps in order.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'compose',
          root: './tests',
          include: ['compose/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 960_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
