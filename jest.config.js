// `npx jest` runs every workspace's unit and integration suites; the browser journeys run apart
// (`npm run test:e2e`, see e2e/jest.config.js) because they need the whole stack built and started.
const projects = [
  'packages/contracts',
  'packages/copy-engine',
  'packages/nest-common',
  'packages/ui',
  'gateway',
  'services/auth',
  'services/generation',
  'services/billing',
  'services/training',
  'infra',
  'frontends/shell',
  'frontends/tools',
  'frontends/admin',
  // After the build: what each page of it downloads (npm test builds first).
  'frontends/budget',
];

module.exports = { projects: projects.map((p) => `<rootDir>/${p}/jest.config.js`) };
