import { defineConfig } from 'vitest/config';

// Tests run the TypeScript sources directly; CLI tests run the compiled binary in dist/
// (built by `npm install` through `prepare`, and again by the `pretest` script).
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
