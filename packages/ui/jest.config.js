module.exports = require('./jest/frontend-jest-config')(__dirname, 'ui');
