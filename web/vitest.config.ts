import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One project of the root vitest `projects` config, and runnable on its own.
export default defineProject({
  plugins: [react()],
  // Without it, `vitest --config web/vitest.config.ts` run from the repository root would look for tests there.
  root: import.meta.dirname,
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
