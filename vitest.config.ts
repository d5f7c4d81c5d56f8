import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Tests inside each file run in a shuffled order, the same on every run (a fixed seed, not the clock): a test that
 * needs state an earlier test left behind fails here, deterministically, instead of passing by source order
 * (docs/decisions/0300-test-order-independence.md). Check another order with `npx vitest run --sequence.seed=N`.
 */
const TEST_ORDER_SEED = 20261122;
const shuffled = { shuffle: { tests: true } };

/**
 * Three projects: `unit` (node: pure modules, services and HTTP against a real PostgreSQL), `dom` (React
 * components in jsdom) and `e2e` (Chromium through playwright-core against the built app).
 */
export default defineConfig({
  test: {
    sequence: { shuffle: { files: false, tests: true }, seed: TEST_ORDER_SEED },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          sequence: shuffled,
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'migrations/**/*.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'dom',
          environment: 'jsdom',
          sequence: shuffled,
          include: ['src/client/**/*.test.tsx'],
          setupFiles: ['src/test/dom-setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          sequence: shuffled,
          include: ['e2e/**/*.spec.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
