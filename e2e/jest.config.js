// The journeys through the running product: API calls through the gateway, processes started with
// bad configuration, and headless Chromium. Each file starts its own isolated stack (see harness/).
const { nodeProject } = require('../jest.preset.js');

module.exports = {
  ...nodeProject(__dirname),
  displayName: 'e2e',
  testMatch: ['<rootDir>/**/*.e2e-spec.ts'],
  testTimeout: 90_000,
  maxWorkers: 1,
};
