import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { E2E_FILES } from './test/suites.js';

// Tests run the TypeScript sources directly; CLI tests run the compiled binary in dist/
// (built by `npm install` through `prepare`, and again by the `pretest` scripts).
//
// Two projects (test/suites.ts says which file is in which): `unit`, the fast suite of
// `npm test`, and `e2e`, the slow end-to-end files of `npm run test:e2e`; CI runs both.
// `vitest run` with no --project runs both, and `vitest run test/some.test.ts` finds the
// file in whichever project holds it.
//
// One worker per core, not vitest's default of cores − 1: on the 2-core machine that default is
// a single worker, and a worker blocked in spawnSync on the binary leaves its core to the child,
// so two workers keep both cores busy.
//
// The unit project runs without per-file isolation: each worker imports src/ once and keeps its
// module caches (encodings, the wink-nlp model, memoised stems) from file to file. Isolated, the
// same files cost 252 s of CPU on the 2-core machine; shared, 133 s, every test passing. It is
// sound because those caches are pure memos and no unit test mocks a module, stubs a global or
// an environment variable, or changes the working folder; test/suites.test.ts fails a unit file
// that does (such a file belongs in a project that isolates, or must undo it itself). The e2e
// files keep the default isolation: they are few and their time is in their children.
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: [...E2E_FILES], isolate: false },
      },
      { extends: true, test: { name: 'e2e', include: [...E2E_FILES] } },
    ],
  },
});
