// Shared jest settings: TypeScript through SWC (fast, with decorator metadata for NestJS), and the
// workspace packages mapped to their sources so tests never need a build.
const path = require('node:path');

const root = __dirname;

const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        ...(tsx ? { react: { runtime: 'automatic' } } : {}),
      },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const workspaceSources = {
  '^@newsroom/contracts$': path.join(root, 'packages/contracts/src/index.ts'),
  '^@newsroom/copy-engine$': path.join(root, 'packages/copy-engine/src/index.ts'),
  '^@newsroom/nest-common$': path.join(root, 'packages/nest-common/src/index.ts'),
  '^@newsroom/infra$': path.join(root, 'infra/src/index.ts'),
};

/** A Node project (services, gateway, packages): unit specs beside the code. */
function nodeProject(dir, overrides = {}) {
  return {
    displayName: path.relative(root, dir),
    rootDir: dir,
    testEnvironment: 'node',
    transform: { '^.+\\.ts$': swc(false) },
    moduleNameMapper: workspaceSources,
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
    ...overrides,
  };
}

module.exports = { nodeProject, swc, workspaceSources, root };
