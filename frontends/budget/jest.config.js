// The JS budget: reads the web build (npm run build:web), so it runs after the build in `npm test`.
module.exports = require('../../jest.preset.js').nodeProject(__dirname);
