const path = require('node:path');

/**
 * The jest settings every frontend workspace shares (the apps and this package): jsdom, @swc/jest
 * with the automatic JSX runtime, CSS stubbed, and the workspace packages mapped to their TS source.
 */
module.exports = function frontendJestConfig(rootDir, displayName) {
  const repoRoot = path.resolve(__dirname, '../../..');
  return {
    displayName,
    rootDir,
    testEnvironment: 'jsdom',
    // user-event types key by key; on two busy CI cores a long script can pass jest's 5 s default.
    testTimeout: 15_000,
    testMatch: ['**/src/**/*.spec.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'style-stub.js'),
      '^@newsroom/contracts$': path.join(repoRoot, 'packages/contracts/src/index.ts'),
      '^@newsroom/ui$': path.join(repoRoot, 'packages/ui/src/index.ts'),
    },
    setupFiles: [path.join(__dirname, 'jsdom-polyfills.js')],
    setupFilesAfterEnv: ['@testing-library/jest-dom', path.join(__dirname, 'testing-library-setup.js')],
    clearMocks: true,
    restoreMocks: true,
  };
};
