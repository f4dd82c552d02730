import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/** One run over every workspace; each project is one package (web runs in jsdom, e2e drives Chromium). */
export default defineConfig({
  test: {
    // Two test files at a time in every project (vitest's default on 2 cores is one): a CI run left the
    // second core idle through the ~15 minutes before the browser tests, and took 20 minutes in all.
    maxWorkers: 2,
    projects: [
      { test: { name: 'contracts', root: './contracts', include: ['src/**/*.test.ts'] } },
      { test: { name: 'platform', root: './services/platform', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'modules',
          root: './services',
          include: [
            '{accounts,bookings,contact,content,dispatch,fleet,geo,notifications,pricing,settings}/**/*.test.ts',
          ],
          testTimeout: 20000,
        },
      },
      {
        test: {
          name: 'eventstore',
          root: './services/eventstore',
          include: ['src/**/*.test.ts'],
          testTimeout: 20000,
        },
      },
      {
        test: {
          name: 'projections',
          root: './projections',
          include: ['src/**/*.test.ts'],
          testTimeout: 20000,
        },
      },
      { test: { name: 'api', root: './services/api', include: ['src/**/*.test.ts'], testTimeout: 20000 } },
      // The bench's own helpers (its data sets); the benchmarks themselves run with `npm run bench`.
      { test: { name: 'bench', root: './bench', include: ['*.test.ts'], testTimeout: 60000 } },
      ...(existsSync('./web/vitest.config.ts') ? ['./web/vitest.config.ts'] : []),
      {
        test: {
          name: 'fullstack',
          root: './tests',
          include: ['api/**/*.test.ts', 'lint/**/*.test.ts'],
          testTimeout: 60000,
          hookTimeout: 120000,
        },
      },
      {
        test: {
          name: 'reliability',
          root: './tests',
          include: ['reliability/**/*.test.ts'],
          testTimeout: 120000,
          hookTimeout: 120000,
        },
      },
      {
        test: {
          name: 'security',
          root: './tests',
          include: ['security/**/*.test.ts'],
          testTimeout: 120000,
          hookTimeout: 120000,
        },
      },
      // Last, two files at a time: a browser test mostly waits (on its server, on Chromium, on the network
      // going idle), each file starts its own server on a free port with its own data, and one worker (the
      // default on 2 cores) left the second core idle through a third of the run.
      {
        test: {
          name: 'e2e',
          root: './tests',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 60000,
          hookTimeout: 300000,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
