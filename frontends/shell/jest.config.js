module.exports = require('../../packages/ui/jest/frontend-jest-config')(__dirname, 'shell');
