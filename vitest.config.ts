import { fileURLToPath } from 'node:url';
import { defaultClientConditions } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Tests read the shared package from its TypeScript sources, as the dev servers do.
const SOURCE_CONDITION = '@equicreators/source';
// Node's own conditions, without Vite's `module`: Vitest hands them to the worker processes, and with
// `module` Node picks the AWS SDK's ES build, whose extensionless imports it refuses; Node itself
// loads the SDK's CommonJS build. Projects extend this root configuration, so it is set here once.
const NODE_CONDITIONS = [SOURCE_CONDITION, 'node', 'development|production'];
const sourceResolution = {
  resolve: {
    conditions: [SOURCE_CONDITION, ...defaultClientConditions],
    alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) },
  },
  ssr: { resolve: { conditions: NODE_CONDITIONS } },
  // Vitest's own environment, which loads the global setups.
  environments: { __vitest__: { resolve: { conditions: NODE_CONDITIONS } } },
};

/** The API's tests run against each engine: always PGlite, and PostgreSQL when TEST_DATABASE_URL is set. */
function apiProject(engine: 'pglite' | 'postgres'): TestProjectInlineConfiguration {
  return {
    ...sourceResolution,
    test: {
      name: `api:${engine}`,
      include: ['apps/api/src/**/*.test.ts'],
      environment: 'node',
      globalSetup: [`apps/api/src/test/global-setup-${engine}.ts`],
      env: { TEST_DB_ENGINE: engine },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  // The global setups load through the root configuration, so it resolves sources too.
  ...sourceResolution,
  test: {
    projects: [
      {
        ...sourceResolution,
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' },
      },
      { ...sourceResolution, test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'node' } },
      // The bench's pure figures and verdicts (scripts/lib); the bench itself is run by hand.
      { ...sourceResolution, test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});
